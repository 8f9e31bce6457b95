// Story text, prefetched in the background for every story, a few at a time, so everything
// synced is readable offline. A newer story version refetches its text.
import pLimit from 'p-limit'
import { db } from '../../db/local/db.ts'
import { fetchFullStory } from '../../db/local/stories.ts'

export const PREFETCH_CONCURRENCY = 3

/** Ids of stories whose text is missing or older than the story. */
export async function staleContentIds(): Promise<string[]> {
  const [stories, contents] = await Promise.all([db.stories.toArray(), db.storyContent.toArray()])
  const fetched = new Map(contents.map((c) => [c.id, c.storyUpdatedAt]))
  return stories.filter((s) => fetched.get(s.id) !== s.updatedAt).map((s) => s.id)
}

/** Fetches every missing text; answers how many could not be fetched (they are tried next time). */
export async function prefetchAllContent(): Promise<number> {
  const limit = pLimit(PREFETCH_CONCURRENCY)
  const results = await Promise.allSettled((await staleContentIds()).map((id) => limit(() => fetchFullStory(id))))
  return results.filter((r) => r.status === 'rejected').length
}
