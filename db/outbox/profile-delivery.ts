// Sends what changed in the reader profile on this device (issue 60): every dirty item, read when
// the entry is sent, so one waiting entry carries any number of changes and a change made while
// it was on its way goes in the next round. Where the server kept another device's change instead,
// the next pull brings it (app/sync/profile-pull.ts), so the service worker, which sends this too,
// carries none of the merge rules. The secret goes only in the Authorization header.
import type { LocalStore } from '../local/local-store.ts'
import { api } from '../../client/api-client.ts'
import { ApiError } from '../../client/api-error.ts'
import { PROFILE_CHANGES_MAX } from '../../contract/profile-kinds.ts'
import { endProfile, linkedProfile, PROFILE_END_TABLES, PROFILE_TABLES, recordOf } from '../local/profile-items.ts'

export const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` })

/** Characters of changes per request, well under the server's 2 MB body limit (500 long notes would pass it). */
export const PUSH_CHARS_MAX = 1_000_000

/** The first changes that fit one request (at least one). */
function fitting<T>(changes: T[]): T[] {
  let size = 0
  const count = changes.findIndex((change) => (size += JSON.stringify(change).length) > PUSH_CHARS_MAX)
  return count < 0 ? changes : changes.slice(0, Math.max(1, count))
}

/** The server no longer knows this device's secret: the profile was forgotten, or this device unlinked elsewhere. */
export const isProfileGone = (error: unknown) => error instanceof ApiError && error.code === 'PROFILE_UNKNOWN'

/** The server's clock minus this device's, from an answer's serverTime and the request's midpoint. */
export const offsetFrom = (serverTime: number, sentAt: number) => Math.round(serverTime - (sentAt + Date.now()) / 2)

export async function sendProfileChanges(store: LocalStore): Promise<void> {
  for (;;) {
    const profile = await linkedProfile(store)
    if (!profile) return
    const waiting = (await store.getAll('profileItems')).filter((item) => item.dirty).slice(0, PROFILE_CHANGES_MAX)
    if (waiting.length === 0) return
    const changes = fitting(await Promise.all(waiting.map((item) => recordOf(store, item))))
    const dirty = waiting.slice(0, changes.length)
    const sentAt = Date.now()
    let answer
    try {
      answer = await api.pushProfileChanges({ body: { changes }, headers: bearer(profile.secret) })
    } catch (error) {
      if (!isProfileGone(error)) throw error
      await store.transaction(PROFILE_END_TABLES, (inner) => endProfile(inner, true))
      return
    }
    await store.transaction(PROFILE_TABLES, async (inner) => {
      await inner.update('profile', 'current', { serverOffsetMs: offsetFrom(answer.serverTime, sentAt) })
      // Sent and not changed since: nothing more to send (also when the server kept another
      // device's change, dropped it for a story it no longer has, or clamped its clock).
      for (const item of dirty) {
        const now = await inner.get('profileItems', item.id)
        if (now?.dirty && now.clock === item.clock) await inner.update('profileItems', item.id, { dirty: 0 })
      }
    })
    if (waiting.length < PROFILE_CHANGES_MAX && dirty.length === waiting.length) return
  }
}
