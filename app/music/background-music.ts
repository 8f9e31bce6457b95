// The background music: which track is active, as /api/sync delivered it (a
// `backgroundMusic` change; the newest active wins), and where its audio streams from.
import { watchLocal, type HubDatabase } from '../data/queries/local-db.ts'
import { useLocalQuery } from '../data/queries/use-local-query.ts'
import type { BackgroundMusic } from '../../contract/music.ts'
import { apiUrl } from '../../client/api-client.ts'

export type { BackgroundMusic }

async function readActive(db: HubDatabase): Promise<BackgroundMusic | null> {
  const active = (await db.backgroundMusic.toArray()).filter((m) => m.isActive)
  return active.sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt))[0] ?? null
}

export function useActiveBackgroundMusic(): BackgroundMusic | null | undefined {
  return useLocalQuery(readActive, [])
}

/** Calls `listener` with the active track now and whenever it changes; answers how to stop. */
export function watchActiveBackgroundMusic(listener: (track: BackgroundMusic | null) => void): () => void {
  return watchLocal(readActive, listener, () => listener(null))
}

export const backgroundMusicSource = (track: BackgroundMusic) =>
  apiUrl('streamBackgroundMusic', { params: { id: track.id } })
