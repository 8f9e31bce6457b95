// Launches of the installed app show the screen as the server last drew it. A navigation to a
// first screen (db/schema/first-screen.ts) with no query is answered at once with that screen's
// page as this worker last fetched it: stories and all, before any script has run, online or
// offline; the app hydrates it, then shows what the device holds. Meanwhile, when online, the page
// is fetched again for the next launch. A screen never kept yet is answered with the app shell
// (precache.ts), as any other route. Nothing ever waits for the network.
//
// A kept page names this build's scripts: it is kept only when they are all precached, and every
// kept page goes when a new worker takes over (its scripts are then gone).
/// <reference lib="webworker" />
import { getCacheKeyForURL, matchPrecache } from 'workbox-precaching'
import type { RouteHandlerCallbackOptions } from 'workbox-core'
import { fitsThisBuild } from './lib/drawn-pages.ts'

export { isDrawnScreenNavigation } from './lib/drawn-pages.ts'

export const DRAWN_PAGES_CACHE = 'drawn-pages'

async function keepFreshDrawing(pathname: string): Promise<void> {
  const response = await fetch(pathname, { credentials: 'same-origin' }).catch(() => undefined)
  if (!response?.ok || !response.headers.get('content-type')?.startsWith('text/html')) return
  const html = await response.clone().text()
  const precached = (url: string) => getCacheKeyForURL(url) !== undefined
  if (!fitsThisBuild(html, precached)) return
  await (await caches.open(DRAWN_PAGES_CACHE)).put(pathname, response)
}

export async function answerWithDrawing({ url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const refresh = keepFreshDrawing(url.pathname).catch(() => undefined)
  ;(event as ExtendableEvent | undefined)?.waitUntil(refresh)
  const kept = await caches.match(url.pathname, { cacheName: DRAWN_PAGES_CACHE })
  return kept ?? (await matchPrecache('/index.html')) ?? fetch(url.pathname)
}

/** A new build's worker drops the old build's drawings. */
export const forgetDrawings = (): Promise<boolean> => caches.delete(DRAWN_PAGES_CACHE)
