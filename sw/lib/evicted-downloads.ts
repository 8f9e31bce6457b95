// Downloads the browser no longer has: a row whose file is gone from the `audio-downloads` cache
// (evicted under storage pressure, or cleared with the site's data) must not say "Downloaded".
import { audioCacheKey } from './downloaded-audio.ts'

/**
 * The rows with no cache entry. Rows are compared by cache key, so a row written with another
 * spelling of the same address still counts as present. A cache entry without a row is fine: that
 * is audio kept quietly (background music).
 */
export function evictedDownloads<Row extends { url: string }>(
  rows: readonly Row[],
  cacheKeys: readonly string[],
  origin: string,
): Row[] {
  const stored = new Set(cacheKeys)
  return rows.filter(({ url }) => {
    const key = audioCacheKey(url, origin)
    return key === undefined || !stored.has(key)
  })
}
