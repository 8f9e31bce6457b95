// The background music (hub.md §2, §4): which track is active (synced; the newest active wins),
// the spec's 30 s check for a newly active track, which asks for a sync.
import { liveQuery } from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../db/local/db.ts'
import type { BackgroundMusic } from '../../db/schema/music.ts'
import { api, apiUrl } from '../../db/client/api-client.ts'
import { requestSync } from '../sync/engine.ts'

export type { BackgroundMusic }

async function readActive(): Promise<BackgroundMusic | null> {
  const active = (await db.backgroundMusic.toArray()).filter((m) => m.isActive)
  return active.sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt))[0] ?? null
}

export function useActiveBackgroundMusic(): BackgroundMusic | null | undefined {
  return useLiveQuery(readActive, [])
}

/** Calls `listener` with the active track now and whenever it changes; answers how to stop. */
export function watchActiveBackgroundMusic(listener: (track: BackgroundMusic | null) => void): () => void {
  const subscription = liveQuery(readActive).subscribe({ next: listener, error: () => listener(null) })
  return () => subscription.unsubscribe()
}

export const backgroundMusicSource = (track: BackgroundMusic) => apiUrl('streamBackgroundMusic', { params: { id: track.id } })

/** The server's active track; a different one than this device knows means a sync is due. */
export async function checkActiveBackgroundMusic(): Promise<void> {
  const local = await readActive()
  const remote = await api.getActiveBackgroundMusic().catch(() => undefined)
  if (remote && remote.id !== local?.id) await requestSync()
}
