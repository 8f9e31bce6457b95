// Story text, prefetched in the background for every story (the admin's scheduled ones too) so
// everything synced is readable, and editable, offline: the missing or outdated texts are found by
// index keys alone, then fetched 50 to a call (GET /api/story-texts), a couple of calls at a time.
// A newer story version refetches its text.
import pLimit from 'p-limit'
import { db } from '../../db/local/db.ts'
import { readVersions } from '../../db/local/stories.ts'
import { api } from '../../client/api-client.ts'
import { STORY_TEXT_BATCH } from '../../contract/limits.ts'
import { contentRow } from '../../db/local/story-rows.ts'

export const PREFETCH_CONCURRENCY = 2

/** Ids of stories whose text is missing or older than the story (`between`: as readVersions). */
export async function staleContentIds(between?: () => Promise<void>): Promise<string[]> {
  const [[stories, texts], scheduled] = await Promise.all([readVersions(between), scheduledVersions()])
  const fetched = new Map(texts)
  return [...stories, ...scheduled].filter(([id, updatedAt]) => fetched.get(id) !== updatedAt).map(([id]) => id)
}

/** The admin's stories not released yet (a handful): their text too, for an edit offline. */
async function scheduledVersions(): Promise<[string, string][]> {
  return (await db.scheduledStories.toArray()).map((story) => [story.id, story.updatedAt])
}

async function fetchTexts(ids: string[]): Promise<void> {
  const texts = await api.listStoryTexts({ query: { ids: ids.join(',') } })
  await db.storyContent.bulkPut(texts.map((t) => contentRow(t.id, t.content, t.updatedAt)))
}

/**
 * Fetches every missing text; answers how many could not be fetched (they are tried next time).
 * `beforeBatch` may hold a batch back (the person is busy on the page).
 */
export async function prefetchAllContent(beforeBatch: () => Promise<void> = async () => {}): Promise<number> {
  const ids = await staleContentIds(beforeBatch)
  const limit = pLimit(PREFETCH_CONCURRENCY)
  const batches = Array.from({ length: Math.ceil(ids.length / STORY_TEXT_BATCH) }, (_, i) =>
    ids.slice(i * STORY_TEXT_BATCH, (i + 1) * STORY_TEXT_BATCH),
  )
  const results = await Promise.allSettled(
    batches.map((batch) =>
      limit(async () => {
        await beforeBatch()
        await fetchTexts(batch)
      }),
    ),
  )
  return results.reduce((failed, result, i) => failed + (result.status === 'rejected' ? batches[i]!.length : 0), 0)
}
