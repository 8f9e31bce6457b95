// Stories: the row→wire mappers and every query. Writes record their change in the same
// transaction; the caller owns the transaction.
import { sql, type Generated, type Insertable, type Kysely, type Selectable } from 'kysely'
import type { Database } from './database.ts'
import type { Story, StoryListQuery, StorySummary } from '../schema/story.ts'
import { recordChange } from './changes.ts'
import { refreshSeriesTotals } from './series.ts'
import { toFtsQuery } from './fts-query.ts'

export interface StoriesTable {
  id: string
  title: string
  description: string
  content: string
  category: 'series' | 'standalone'
  series_id: string | null
  series_title: string | null
  season_number: number | null
  episode_number: number | null
  read_time: string
  cover_image_url: string | null
  cover_thumbnail_url: string | null
  audio_file_url: string | null
  audio_url: string | null
  audio_duration: number | null
  is_featured: number
  likes: Generated<number>
  dislikes: Generated<number>
  shares: Generated<number>
  word_count: number
  created_at: string
  updated_at: string
}
export type StoryRow = Selectable<StoriesTable>
export type NewStoryRow = Insertable<StoriesTable>

type SummaryRow = Omit<StoryRow, 'content'> & { comment_count: number | null }

export function toStorySummary(row: SummaryRow): StorySummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    seriesId: row.series_id,
    seriesTitle: row.series_title,
    seasonNumber: row.season_number,
    episodeNumber: row.episode_number,
    readTime: row.read_time,
    coverImageUrl: row.cover_image_url,
    coverThumbnailUrl: row.cover_thumbnail_url,
    audioFileUrl: row.audio_file_url,
    audioUrl: row.audio_url,
    audioDuration: row.audio_duration,
    isFeatured: row.is_featured === 1,
    likes: row.likes,
    dislikes: row.dislikes,
    shares: row.shares,
    wordCount: row.word_count,
    commentCount: Number(row.comment_count ?? 0),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export const toStory = (row: SummaryRow & { content: string }): Story => ({ ...toStorySummary(row), content: row.content })

const SUMMARY_COLUMNS = [
  'id', 'title', 'description', 'category', 'series_id', 'series_title', 'season_number', 'episode_number',
  'read_time', 'cover_image_url', 'cover_thumbnail_url', 'audio_file_url', 'audio_url', 'audio_duration',
  'is_featured', 'likes', 'dislikes', 'shares', 'word_count', 'created_at', 'updated_at',
] as const

/** The summary columns plus the comment count, for any select from stories. */
function summaryOf(db: Kysely<Database>) {
  return db.selectFrom('stories').select(SUMMARY_COLUMNS).select((eb) => eb.selectFrom('comments')
    .select(eb.fn.countAll<number>().as('n')).whereRef('comments.story_id', '=', 'stories.id').as('comment_count'))
}

export async function listStories(db: Kysely<Database>, query: StoryListQuery): Promise<StorySummary[]> {
  if (query.search !== undefined) return searchStories(db, query)
  let q = summaryOf(db)
  if (query.featured === 'true') q = q.where('is_featured', '=', 1)
  if (query.category) q = q.where('category', '=', query.category)
  q = q.orderBy('created_at', 'desc').orderBy('id', 'desc')
  const limit = query.recent === 'true' ? (query.limit ?? RECENT_DEFAULT) : query.limit
  if (limit !== undefined) q = q.limit(limit)
  return (await q.execute()).map(toStorySummary)
}

export const RECENT_DEFAULT = 6
const SEARCH_MAX_RESULTS = 100

/** Full-text search, best match first (title weighs most, then description, then the text). */
async function searchStories(db: Kysely<Database>, query: StoryListQuery): Promise<StorySummary[]> {
  const match = toFtsQuery(query.search ?? '')
  if (match === null) return []
  const { rows } = await sql<{ id: string }>`
    SELECT s.id FROM stories_fts JOIN stories s ON s.rowid = stories_fts.rowid
    WHERE stories_fts MATCH ${match}
    ORDER BY bm25(stories_fts, 10.0, 3.0, 1.0), s.created_at DESC LIMIT ${SEARCH_MAX_RESULTS}`.execute(db)
  const byId = new Map((await storySummariesByIds(db, rows.map((r) => r.id))).map((s) => [s.id, s]))
  const ranked = rows.map((r) => byId.get(r.id)).filter((s): s is StorySummary => s !== undefined)
    .filter((s) => (query.featured !== 'true' || s.isFeatured) && (!query.category || s.category === query.category))
  return query.limit === undefined ? ranked : ranked.slice(0, query.limit)
}

export async function storySummariesByIds(db: Kysely<Database>, ids: string[]): Promise<StorySummary[]> {
  if (ids.length === 0) return []
  return (await summaryOf(db).where('id', 'in', ids).execute()).map(toStorySummary)
}

export async function findStory(db: Kysely<Database>, id: string): Promise<Story | undefined> {
  const row = await summaryOf(db).select('content').where('id', '=', id).executeTakeFirst()
  return row && toStory(row)
}

export async function insertStory(trx: Kysely<Database>, row: NewStoryRow): Promise<void> {
  await trx.insertInto('stories').values(row).execute()
  await recordChange(trx, 'story', row.id, 'put')
  await refreshSeriesTotals(trx, row.series_id ?? null)
}

export async function updateStory(
  trx: Kysely<Database>, id: string, previousSeriesId: string | null, changes: Partial<NewStoryRow>,
): Promise<void> {
  await trx.updateTable('stories').set({ ...changes, updated_at: new Date().toISOString() }).where('id', '=', id).execute()
  await recordChange(trx, 'story', id, 'put')
  await refreshSeriesTotals(trx, previousSeriesId)
  if (changes.series_id !== undefined && changes.series_id !== previousSeriesId) {
    await refreshSeriesTotals(trx, changes.series_id)
  }
}

/** Deletes the story; its comments, favourites and audio progress go with it (foreign keys). */
export async function deleteStory(trx: Kysely<Database>, id: string, seriesId: string | null): Promise<void> {
  await trx.deleteFrom('stories').where('id', '=', id).execute()
  await recordChange(trx, 'story', id, 'delete')
  await refreshSeriesTotals(trx, seriesId)
}
