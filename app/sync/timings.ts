// Narration timings for offline: every local story's timings files (WebVTT), kept as text on
// this device after the texts are fetched, so read-along and chapters work with no network. A
// timings URL names its content, so a kept one never goes stale; those no story lists any more go.
import pLimit from 'p-limit'
import { db } from '../../db/local/db.ts'
import { fetchTimingsText } from '../../db/client/timings-text.ts'

export const TIMINGS_CONCURRENCY = 2

/** Fetches the missing timings and forgets the unused; answers how many could not be fetched. */
export async function prefetchTimings(beforeFetch: () => Promise<void> = async () => {}): Promise<number> {
  const [stories, kept] = await Promise.all([db.stories.toArray(), db.timings.toCollection().primaryKeys()])
  const listed = new Set(stories.flatMap((story) => story.timings.map((timing) => timing.url)))
  await db.timings.bulkDelete(kept.filter((url) => !listed.has(url)))
  const have = new Set(kept)
  const missing = [...listed].filter((url) => !have.has(url))
  const limit = pLimit(TIMINGS_CONCURRENCY)
  const results = await Promise.allSettled(missing.map((url) => limit(async () => {
    await beforeFetch()
    await db.timings.put({ url, text: await fetchTimingsText(url) })
  })))
  return results.filter((result) => result.status === 'rejected').length
}
