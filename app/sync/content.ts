// Story text: fetched when a story is opened and prefetched in the background for every story,
// a few at a time, so everything synced is readable offline. A newer story version refetches.
import { db } from '../../db/local/db.ts'
import { saveFullStory } from '../../db/local/story-content.ts'
import type { Story } from '../../db/schema/story.ts'
import { api } from '../api-client.ts'

export const PREFETCH_CONCURRENCY = 3

export async function fetchStoryContent(id: string): Promise<void> {
  await saveFullStory(await api.get<Story>(`/api/stories/${id}`))
}

/** Ids of stories whose text is missing or older than the story. */
export async function staleContentIds(): Promise<string[]> {
  const [stories, contents] = await Promise.all([db.stories.toArray(), db.storyContent.toArray()])
  const fetched = new Map(contents.map((c) => [c.id, c.storyUpdatedAt]))
  return stories.filter((s) => fetched.get(s.id) !== s.updatedAt).map((s) => s.id)
}

/** Fetches every missing text; answers how many could not be fetched (they are tried next time). */
export async function prefetchAllContent(): Promise<number> {
  const queue = await staleContentIds()
  let failed = 0
  const worker = async () => {
    for (let id = queue.shift(); id; id = queue.shift()) {
      await fetchStoryContent(id).catch(() => { failed++ })
    }
  }
  await Promise.all(Array.from({ length: PREFETCH_CONCURRENCY }, worker))
  return failed
}
