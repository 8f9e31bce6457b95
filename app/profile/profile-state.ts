// What the screens show of this device's link to a reader profile (issue 60), never its secret.
import { useLocalQuery } from '../data/queries/use-local-query.ts'
import { loadLocal } from '../data/queries/local-db.ts'

export interface ProfileView {
  state: 'unlinked' | 'pending' | 'linked'
  /** When another device last joined through this one's link. */
  joinedAt?: string
  /** The server said this device is no longer linked, and the person has not been told yet. */
  ended: boolean
}

export function useProfileView(): ProfileView | undefined {
  return useLocalQuery(async (db) => {
    const [link, ended] = await Promise.all([db.profile.get('current'), db.syncState.get('profileEnded')])
    return { state: link?.state ?? 'unlinked', joinedAt: link?.joinedAt, ended: ended !== undefined }
  }, [])
}

/** The person has read that this device is no longer linked. */
export async function profileEndedTold(): Promise<void> {
  await (await loadLocal()).db.syncState.delete('profileEnded')
}

/** "14:02", or "4 Dec, 14:02" when not today. */
export function joinedTime(iso: string, now = new Date()): string {
  const at = new Date(iso)
  const time = at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
  return at.toDateString() === now.toDateString()
    ? time
    : `${at.toLocaleDateString([], { day: 'numeric', month: 'short' })}, ${time}`
}
