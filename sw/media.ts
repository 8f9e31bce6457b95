// The pictures the endpoint table serves (covers and story images, /api/media/covers|images/<hash>;
// contract/media-routes.ts): content-addressed, so once fetched they never change. CacheFirst keeps the recent ones for
// offline; the app's sync prefetches the covers of every story (app/sync/cover-prefetch.ts) so the library shows them
// in airplane mode.
/// <reference lib="webworker" />
import { Route } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { isKeptOnceFetched } from './lib/media-requests.ts'

declare const self: ServiceWorkerGlobalScope

export const MEDIA_CACHE = 'media'
export const MEDIA_MAX_ENTRIES = 300
export const MEDIA_MAX_AGE_SECONDS = 60 * 24 * 60 * 60

export const mediaRoute = new Route(
  ({ url }) => isKeptOnceFetched(url, self.location.origin),
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({
        maxEntries: MEDIA_MAX_ENTRIES,
        maxAgeSeconds: MEDIA_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
)
