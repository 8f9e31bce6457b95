// Full-text search that answers the best k without scoring every match. Few matches (the usual
// case) are all ranked (title weighs most, then description, then the text). A word in thousands
// of stories would mean scoring thousands of long texts on every keystroke, so then the stories
// naming it in their title or description come first, ranked (short columns, cheap), and the rest
// follow newest first, straight from the index without scoring. The index itself, on either
// engine, is dialect/full-text-index.ts.
import type { Kysely } from 'kysely'
import type { Database } from './database.ts'
import { STORY_PAGE_DEFAULT, type StoryListQuery, type StorySummary } from '../../contract/story.ts'
import { searchIndex } from './dialect/full-text-index.ts'
import { summaryOf, toStorySummary } from './stories.ts'

/** Up to this many matches are all ranked. */
export const RANK_ALL_MAX = 1000
/** A search narrowed by category or featured looks this far down the ranking for its matches. */
const FILTER_WINDOW = 1000

async function matchingIds(db: Kysely<Database>, search: string, window: number): Promise<string[]> {
  const ids = await searchIndex(db, search, async (index) => {
    if ((await index.count()) <= RANK_ALL_MAX) return index.ranked(window)
    const named = await index.rankedByHead(window)
    if (named.length >= window) return named
    const newest = await index.newest(window + named.length)
    return [...new Set([...named, ...newest])].slice(0, window)
  })
  return ids ?? []
}

export async function searchStories(db: Kysely<Database>, query: StoryListQuery): Promise<StorySummary[]> {
  const limit = query.limit ?? STORY_PAGE_DEFAULT
  const isFiltered = query.featured === 'true' || query.category !== undefined
  const ranked = await matchingIds(db, query.search ?? '', isFiltered ? FILTER_WINDOW : limit)
  if (ranked.length === 0) return []
  let q = summaryOf(db).where('id', 'in', ranked)
  if (query.featured === 'true') q = q.where('is_featured', '=', 1)
  if (query.category) q = q.where('category', '=', query.category)
  const byId = new Map((await q.execute()).map((r) => [r.id, toStorySummary(r)]))
  return ranked.flatMap((id) => byId.get(id) ?? []).slice(0, limit)
}
