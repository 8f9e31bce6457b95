// What a sync leaves to fetch for offline reading: every missing text, then the narration timings.
// Once all are stored, the pass records the sync cursor it covered, so a pass at the same cursor
// (each start of the app, each sync that brought nothing) has nothing to look for: it walks no
// versions of 10,000 stories and reads no story rows while the person types. A pass with a failure
// records nothing, and the next one tries again.
import { db } from '../../db/local/db.ts'
import { readCursor } from './pull.ts'
import { prefetchAllContent } from './content.ts'
import { prefetchTimings } from './timings-prefetch.ts'

/** `beforeEach` may hold a batch back (the person is busy on the page). */
export async function prefetchForOffline(beforeEach: () => Promise<void> = async () => {}): Promise<void> {
  const cursor = await readCursor()
  if ((await db.syncState.get('prefetchedThrough'))?.value === cursor) return
  const failed = (await prefetchAllContent(beforeEach)) + (await prefetchTimings(beforeEach))
  if (failed === 0) await db.syncState.put({ key: 'prefetchedThrough', value: cursor })
}
