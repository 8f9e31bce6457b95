// What is downloaded, kept in step in three places: the `audio-downloads` cache (the files), an
// in-memory index of it (so the audio route can match synchronously) and the `downloads` rows the
// app lists (written through the worker's store, sw/local-data.ts). Rows whose file the browser
// evicted are dropped on activate and once on the first use of each worker start, so the app never
// shows "Downloaded" for audio it lacks.
/// <reference lib="webworker" />
import { localStore, requireLocalStore } from './local-data.ts'
import { DownloadedAudio } from './lib/downloaded-audio.ts'
import { evictedDownloads } from './lib/evicted-downloads.ts'

declare const self: ServiceWorkerGlobalScope

export const AUDIO_CACHE = 'audio-downloads'

export function openAudioCache(): Promise<Cache> {
  return caches.open(AUDIO_CACHE)
}

async function cachedKeys(): Promise<string[]> {
  return (await (await openAudioCache()).keys()).map((request) => request.url)
}

export const downloaded = new DownloadedAudio(cachedKeys)

/**
 * The file first, then its row: stopped halfway (or with the database not the version this worker
 * knows), the row left over is dropped by the next check.
 */
export async function forgetAudio(key: string): Promise<void> {
  await (await openAudioCache()).delete(key, { ignoreVary: true })
  downloaded.delete(key)
  await (await localStore())?.delete('downloads', key)
}

async function dropEvictedRows(): Promise<void> {
  // Not the database this worker knows (or not made yet): checked again on the next use.
  const store = await requireLocalStore()
  // Rows before keys: a download stores its file before it writes its row, so any row read here
  // has its file among the keys read next, even if it finished in between.
  const rows = await store.getAll('downloads')
  const evicted = evictedDownloads(rows, await cachedKeys(), self.location.origin)
  if (evicted.length === 0) return
  await store.transaction(['downloads'], async (tx) => {
    for (const row of evicted) {
      // The same address downloaded again since it was read keeps its new row.
      const current = await tx.get('downloads', row.url)
      if (current?.downloadedAt === row.downloadedAt) await tx.delete('downloads', row.url)
    }
  })
}

let checked: Promise<void> | undefined

/** Once per worker start; never rejects (a failed check is tried again on the next use). */
export function reconcileDownloads(): Promise<void> {
  checked ??= dropEvictedRows().catch(() => {
    checked = undefined
  })
  return checked
}

export function onAudioActivate(event: ExtendableEvent): void {
  event.waitUntil(reconcileDownloads())
}
