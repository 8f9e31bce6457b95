// Downloaded audio (DESIGN §5): DOWNLOAD_AUDIO stores the whole file (one 200, never a 206) in the
// `audio-downloads` cache; requests for it are then answered from there, Range included, so
// seeking works offline. Audio that was not downloaded goes to the network untouched.
/// <reference lib="webworker" />
import { Route } from 'workbox-routing'
import { CacheOnly } from 'workbox-strategies'
import { RangeRequestsPlugin } from 'workbox-range-requests'
import type { RouteHandlerCallbackOptions } from 'workbox-core'
import { reply } from './clients.ts'
import { audioCacheKey, DownloadedAudio, isAudioRequest } from './lib/downloaded-audio.ts'

declare const self: ServiceWorkerGlobalScope

export const AUDIO_CACHE = 'audio-downloads'

const downloaded = new DownloadedAudio(async () => {
  const cache = await caches.open(AUDIO_CACHE)
  return (await cache.keys()).map((request) => request.url)
})

// A downloaded response may carry Vary; the player's Range requests differ in Accept-Encoding.
const fromDownloads = new CacheOnly({
  cacheName: AUDIO_CACHE,
  matchOptions: { ignoreVary: true, ignoreSearch: false },
  plugins: [new RangeRequestsPlugin()],
})

async function answer(options: RouteHandlerCallbackOptions): Promise<Response> {
  await downloaded.load()
  const key = audioCacheKey(options.request.url, self.location.origin)
  const cached = key ? await (await caches.open(AUDIO_CACHE)).match(key, { ignoreVary: true }) : undefined
  // Only reached before the index had loaded: not downloaded after all, so the network answers.
  if (!cached) return fetch(options.request)
  return fromDownloads.handle({ event: options.event, request: options.request })
}

export const audioRoute = new Route(({ url, request }) => {
  if (!isAudioRequest(url, request.destination, self.location.origin)) return false
  const key = audioCacheKey(url.href, self.location.origin)
  return key !== undefined && downloaded.mayHave(key)
}, answer)

/** Fetches and stores the whole file, then tells the page that asked. */
export async function downloadAudio(url: string, source: ExtendableMessageEvent['source']): Promise<void> {
  const key = audioCacheKey(url, self.location.origin)
  try {
    if (!key) throw new Error('This address cannot be downloaded.')
    // No Range header: the server answers the whole file with 200, which is what we keep.
    const response = await fetch(key, { credentials: 'same-origin' })
    if (response.status !== 200) throw new Error(`${response.status}: ${response.statusText || 'download failed'}`)
    await (await caches.open(AUDIO_CACHE)).put(key, response)
    downloaded.add(key)
    reply(source, { type: 'AUDIO_DOWNLOADED', url })
  } catch (error) {
    reply(source, { type: 'AUDIO_DOWNLOAD_FAILED', url, message: error instanceof Error ? error.message : String(error) })
  }
}

export async function removeAudio(url: string): Promise<void> {
  const key = audioCacheKey(url, self.location.origin)
  if (!key) return
  await (await caches.open(AUDIO_CACHE)).delete(key, { ignoreVary: true })
  downloaded.delete(key)
}
