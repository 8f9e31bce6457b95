// The Word reader (assets/docx-*.js: mammoth and turndown) is left out of the precache, as readers
// never need it. The admin's app fetches it ahead of need (app/publishing/warm-word-reader.ts) and
// this route keeps it, so a .docx still becomes a story with no network. Its name carries its
// hash, so a kept copy never goes stale; only the newest is kept.
/// <reference lib="webworker" />
import { Route } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'

declare const self: ServiceWorkerGlobalScope

export const WORD_READER_CACHE = 'word-reader'

export const isWordReader = (url: URL, origin: string) =>
  url.origin === origin && /^\/assets\/docx-[\w-]+\.js$/.test(url.pathname)

export const wordReaderRoute = new Route(
  ({ url }) => isWordReader(url, self.location.origin),
  new CacheFirst({
    cacheName: WORD_READER_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 1 })],
  }),
)
