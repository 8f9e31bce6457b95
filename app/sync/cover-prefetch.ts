// Pictures for offline: every local story's thumbnail and full cover, every album's and track's
// cover, every character's picture and every link's preview picture. The data worker lists them
// (coverUrls); the page fetches them a few at a time (prefetchCovers), because the page's service
// worker is the one that keeps them (sw/media.ts): a data worker started before the service worker
// took over is not under it. Without a controlling worker nothing would keep them, so nothing is
// fetched; failures are left for the next round.
import pLimit from 'p-limit'
import type { HubDatabase } from '../../db/local/db.ts'

export const COVER_PREFETCH_CONCURRENCY = 3

/** The distinct picture URLs of the local stories, albums, tracks, characters and links. */
export async function coverUrls(db: HubDatabase): Promise<string[]> {
  const [stories, albums, tracks, characters, links] = await Promise.all([
    db.stories.toArray(), db.albums.toArray(), db.tracks.toArray(), db.characters.toArray(), db.links.toArray(),
  ])
  const urls = [
    ...stories.flatMap((story) => [story.coverThumbnailUrl, story.coverImageUrl]),
    ...albums.map((album) => album.coverImageUrl),
    ...tracks.map((track) => track.coverImageUrl),
    ...characters.map((character) => character.image_url),
    ...links.map((link) => link.ogImage),
  ]
  return [...new Set(urls.filter((url): url is string => typeof url === 'string' && url.length > 0))]
}

/** Answers how many of `urls` were fetched (0 when no worker controls the page). */
export async function prefetchCovers(urls: readonly string[]): Promise<number> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return 0
  const limit = pLimit(COVER_PREFETCH_CONCURRENCY)
  // Same-origin media files (not JSON calls); the worker answers from its cache when it has one.
  const fetched = await Promise.all(urls.map((url) =>
    limit(() => fetch(url, { credentials: 'same-origin' }).then((r) => r.ok, () => false))))
  return fetched.filter(Boolean).length
}
