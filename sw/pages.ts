// Launches of the installed app show the screen as the server last drew it. A navigation to a
// first screen (page/first-screen.ts) with no query is answered at once with that screen's
// page as this worker last fetched it: stories and all, before any script has run, online or
// offline; the app hydrates it, then shows what the device holds. Meanwhile, when online, the page
// is fetched again for the next launch. A screen never kept yet is answered with the app shell
// (precache.ts), as any other route; a story's, with the reader drawn over it from the device when
// the device holds its text (reader-launch.ts). Nothing ever waits for the network.
//
// A screen the person reached inside the app (KEEP_DRAWING, from the page) and a story a push
// announced are kept the same way, so a launch into a story read in the app, or from a
// notification, opens drawn too. A kept page names this build's scripts: it is kept only when they
// are all precached, and every kept page goes when a new worker takes over (its scripts are then
// gone). Stories' drawings are kept for the last MAX_KEPT_STORY_DRAWINGS only.
/// <reference lib="webworker" />
import { getCacheKeyForURL, matchPrecache } from 'workbox-precaching'
import type { RouteHandlerCallbackOptions } from 'workbox-core'
import { isFirstScreenPath } from '../page/first-screen.ts'
import { fitsThisBuild, storyDrawingsToForget } from './lib/drawn-pages.ts'
import { shellWithReaderPreview } from './reader-launch.ts'

export { isDrawnScreenNavigation } from './lib/drawn-pages.ts'

export const DRAWN_PAGES_CACHE = 'drawn-pages'

async function keepFreshDrawing(pathname: string): Promise<void> {
  // For a later launch: never ahead of what the person is waiting for now (a cover, the narration).
  const response = await fetch(pathname, { credentials: 'same-origin', priority: 'low' }).catch(() => undefined)
  if (!response?.ok || !response.headers.get('content-type')?.startsWith('text/html')) return
  const html = await response.clone().text()
  const precached = (url: string) => getCacheKeyForURL(url) !== undefined
  if (!fitsThisBuild(html, precached)) return
  const cache = await caches.open(DRAWN_PAGES_CACHE)
  // A put appends (the Cache API keeps its entries in the order they were put), so the oldest come first.
  await cache.put(pathname, response)
  const kept = (await cache.keys()).map((request) => new URL(request.url).pathname)
  await Promise.all(storyDrawingsToForget(kept).map((path) => cache.delete(path)))
}

/** Keeps the drawing of a first screen not kept yet; anything else, or no network, keeps nothing. */
export async function keepDrawing(pathname: string): Promise<void> {
  if (!isFirstScreenPath(pathname)) return
  if (await caches.match(pathname, { cacheName: DRAWN_PAGES_CACHE })) return
  await keepFreshDrawing(pathname).catch(() => undefined)
}

export async function answerWithDrawing({ url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const refresh = keepFreshDrawing(url.pathname).catch(() => undefined)
  ;(event as ExtendableEvent | undefined)?.waitUntil(refresh)
  const kept = await caches.match(url.pathname, { cacheName: DRAWN_PAGES_CACHE })
  if (kept) return kept
  const shell = await matchPrecache('/index.html')
  if (!shell) return fetch(url.pathname)
  return (await shellWithReaderPreview(url.pathname, shell).catch(() => undefined)) ?? shell
}

/** A new build's worker drops the old build's drawings. */
export const forgetDrawings = (): Promise<boolean> => caches.delete(DRAWN_PAGES_CACHE)
