// Full-text search that answers the best k without scoring every match. Few matches (the usual
// case) are all ranked by bm25 (title weighs most, then description, then the text). A word in
// thousands of stories would mean scoring thousands of long texts on every keystroke, so then the
// stories naming it in their title or description come first, ranked (short columns, cheap), and
// the rest follow newest first, straight from the index without scoring.
import { sql, type Kysely } from 'kysely'
import type { Database } from './database.ts'
import { STORY_PAGE_DEFAULT, type StoryListQuery, type StorySummary } from '../schema/story.ts'
import { toFtsQuery } from './fts-query.ts'
import { summaryOf, toStorySummary } from './stories.ts'

/** Up to this many matches are all ranked by bm25. */
export const RANK_ALL_MAX = 1000
/** A search narrowed by category or featured looks this far down the ranking for its matches. */
const FILTER_WINDOW = 1000

async function matchingRowids(db: Kysely<Database>, match: string, window: number): Promise<number[]> {
  const rowids = (q: ReturnType<typeof sql<{ rowid: number }>>) => q.execute(db).then((r) => r.rows.map((row) => row.rowid))
  const count = await sql<{ n: number }>`SELECT count(*) AS n FROM stories_fts WHERE stories_fts MATCH ${match}`.execute(db)
  if ((count.rows[0]?.n ?? 0) <= RANK_ALL_MAX) {
    return rowids(sql`SELECT rowid FROM stories_fts WHERE stories_fts MATCH ${match} ORDER BY rank LIMIT ${window}`)
  }
  const named = await rowids(sql`SELECT rowid FROM stories_fts WHERE stories_fts MATCH ${`{title description} : (${match})`} ORDER BY rank LIMIT ${window}`)
  if (named.length >= window) return named
  const newest = await rowids(sql`SELECT rowid FROM stories_fts WHERE stories_fts MATCH ${match} ORDER BY rowid DESC LIMIT ${window + named.length}`)
  return [...new Set([...named, ...newest])].slice(0, window)
}

export async function searchStories(db: Kysely<Database>, query: StoryListQuery): Promise<StorySummary[]> {
  const match = toFtsQuery(query.search ?? '')
  if (match === null) return []
  const limit = query.limit ?? STORY_PAGE_DEFAULT
  const isFiltered = query.featured === 'true' || query.category !== undefined
  const ranked = await matchingRowids(db, match, isFiltered ? FILTER_WINDOW : limit)
  if (ranked.length === 0) return []
  let q = summaryOf(db).where(sql<boolean>`stories.rowid IN (${sql.join(ranked)})`)
  if (query.featured === 'true') q = q.where('is_featured', '=', 1)
  if (query.category) q = q.where('category', '=', query.category)
  const byRowid = new Map((await q.select(sql<number>`stories.rowid`.as('row_id')).execute()).map((r) => [r.row_id, toStorySummary(r)]))
  return ranked.flatMap((rowid) => byRowid.get(rowid) ?? []).slice(0, limit)
}
