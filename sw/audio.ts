// Downloaded audio is answered from the `audio-downloads` cache, Range included, so seeking works
// offline. Audio that was not downloaded goes to the network untouched. Downloading
// and removing live in audio-download.ts.
/// <reference lib="webworker" />
import { Route } from 'workbox-routing'
import { CacheOnly } from 'workbox-strategies'
import { RangeRequestsPlugin } from 'workbox-range-requests'
import type { RouteHandlerCallbackOptions } from 'workbox-core'
import { AUDIO_CACHE, downloaded, openAudioCache, reconcileDownloads } from './audio-store.ts'
import { audioCacheKey } from './lib/downloaded-audio.ts'
import { isAudioRequest } from './lib/media-requests.ts'

declare const self: ServiceWorkerGlobalScope

// A downloaded response may carry Vary; the player's Range requests differ in Accept-Encoding.
const fromDownloads = new CacheOnly({
  cacheName: AUDIO_CACHE,
  matchOptions: { ignoreVary: true, ignoreSearch: false },
  plugins: [new RangeRequestsPlugin()],
})

async function answer(options: RouteHandlerCallbackOptions): Promise<Response> {
  void reconcileDownloads()
  await downloaded.load()
  const key = audioCacheKey(options.request.url, self.location.origin)
  const cached = key ? await (await openAudioCache()).match(key, { ignoreVary: true }) : undefined
  // Only reached before the index had loaded: not downloaded after all, so the network answers.
  if (!cached) return fetch(options.request)
  return fromDownloads.handle({ event: options.event, request: options.request })
}

export const audioRoute = new Route(({ url, request }) => {
  if (!isAudioRequest(url, request.destination, self.location.origin)) return false
  const key = audioCacheKey(url.href, self.location.origin)
  return key !== undefined && downloaded.mayHave(key)
}, answer)
