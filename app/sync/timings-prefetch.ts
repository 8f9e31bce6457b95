// Narration timings for offline: every local story's timings files (WebVTT), kept as text on
// this device after the texts are fetched, so read-along and chapters work with no network. A
// timings URL names its content, so a kept one never goes stale; those no story lists any more go.
import pLimit from 'p-limit'
import { db } from '../../db/local/db.ts'
import { fetchTimingsText } from '../../client/timings-text.ts'
import { forEachPage } from '../../db/local/table-pages.ts'

export const TIMINGS_CONCURRENCY = 2

/**
 * Fetches the missing timings and forgets the unused; answers how many could not be fetched.
 * `beforeFetch` may hold the work back (the person is busy on the page): it runs between pages of
 * stories too.
 */
export async function prefetchTimings(beforeFetch: () => Promise<void> = async () => {}): Promise<number> {
  const listed = new Set<string>()
  await forEachPage(
    db.stories,
    (stories) => stories.forEach((story) => story.timings.forEach((timing) => listed.add(timing.url))),
    beforeFetch,
  )
  const kept = await db.timings.toCollection().primaryKeys()
  await db.timings.bulkDelete(kept.filter((url) => !listed.has(url)))
  const have = new Set(kept)
  const missing = [...listed].filter((url) => !have.has(url))
  const limit = pLimit(TIMINGS_CONCURRENCY)
  const results = await Promise.allSettled(
    missing.map((url) =>
      limit(async () => {
        await beforeFetch()
        await db.timings.put({ url, text: await fetchTimingsText(url) })
      }),
    ),
  )
  return results.filter((result) => result.status === 'rejected').length
}
