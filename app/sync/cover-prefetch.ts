// Pictures for offline: every local story's thumbnail and full cover and the pictures its text shows,
// every album's and track's cover, every character's picture and every link's preview picture. The data worker lists
// them (coverUrls); the page fetches them a few at a time (prefetchCovers), because the page's service
// worker is the one that keeps them (sw/media.ts): a data worker started before the service worker
// took over is not under it. Without a controlling worker nothing would keep them, so nothing is
// fetched; failures are left for the next round.
import pLimit from 'p-limit'
import type { HubDatabase } from '../../db/local/db.ts'
import { forEachPage } from '../../db/local/table-pages.ts'

export const COVER_PREFETCH_CONCURRENCY = 3

/**
 * The distinct picture URLs of the local stories, albums, tracks, characters and links; `between` runs between pages of
 * stories.
 */
export async function coverUrls(db: HubDatabase, between?: () => Promise<void>): Promise<string[]> {
  const storyCovers: Array<string | undefined | null> = []
  await forEachPage(
    db.stories,
    (stories) => stories.forEach((story) => storyCovers.push(story.coverThumbnailUrl, story.coverImageUrl)),
    between,
  )
  const [albums, tracks, characters, links, pictures] = await Promise.all([
    db.albums.toArray(),
    db.tracks.toArray(),
    db.characters.toArray(),
    db.links.toArray(),
    // By the index alone: no text is read.
    db.storyContent.orderBy('pictures').uniqueKeys(),
  ])
  const urls = [
    ...storyCovers,
    ...albums.map((album) => album.coverImageUrl),
    ...tracks.map((track) => track.coverImageUrl),
    ...characters.map((character) => character.image_url),
    ...links.map((link) => link.ogImage),
    ...pictures,
  ]
  return [...new Set(urls.filter((url): url is string => typeof url === 'string' && url.length > 0))]
}

/** The prefetches under way, and what stops them. */
let stop = new AbortController()
const running = new Set<Promise<number>>()
/**
 * The pictures this page has had fetched (the worker keeps them): each sync lists every picture
 * again, and only new ones, or ones that failed, are asked for. A page loaded later asks for all
 * of them once, and the worker answers those it still has from its cache.
 */
const fetchedUrls = new Set<string>()

/** Answers how many of `urls` were fetched (0 when no worker controls the page). */
export function prefetchCovers(urls: readonly string[]): Promise<number> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return Promise.resolve(0)
  const limit = pLimit(COVER_PREFETCH_CONCURRENCY)
  const { signal } = stop
  // Same-origin media files (not JSON calls); the worker answers from its cache when it has one.
  const fetchOne = async (url: string) => {
    if (signal.aborted) return false
    const ok = await fetch(url, { credentials: 'same-origin', signal }).then(
      (r) => r.ok,
      () => false,
    )
    if (ok && !signal.aborted) fetchedUrls.add(url)
    return ok
  }
  const fetching = Promise.all(
    urls.filter((url) => !fetchedUrls.has(url)).map((url) => limit(() => fetchOne(url))),
  ).then((fetched) => fetched.filter(Boolean).length)
  running.add(fetching)
  void fetching.finally(() => running.delete(fetching))
  return fetching
}

/**
 * Stops the prefetches under way and waits for them to end ("clear all data" comes next: a picture
 * fetched after it would put its cache back).
 */
export async function stopCoverPrefetch(): Promise<void> {
  stop.abort()
  stop = new AbortController()
  await Promise.all(running)
  fetchedUrls.clear()
}
