// Stories: the tables, the row→wire mappers and the writes. A story's text lives in story_texts,
// apart from the summary columns every list reads. Writes record their change and keep the
// search index in step in the same transaction; the caller owns the transaction. Reads are in
// story-queries.ts.
import { type Insertable, type Kysely, type Selectable } from 'kysely'
import type { ChangeAudience, Database, StoriesTable, StoryStatus } from './database.ts'
import type { Story, StorySummary, Timing } from '../../contract/story.ts'
import { recordChange } from './changes.ts'
import { refreshSeriesTotals } from './series.ts'
import { reindexStory, unindexStory } from './dialect/full-text-index.ts'

export type StoryRow = Selectable<StoriesTable>
/** A new story: its summary columns and its text. */
export type NewStoryRow = Insertable<StoriesTable> & { content: string }

export type SummaryRow = Pick<StoryRow, (typeof SUMMARY_COLUMNS)[number]> & { comment_count: number | null }

/** The story's timing files, captions first. */
const timingsOf = (row: Pick<StoryRow, 'captions_url' | 'chapters_url'>): Timing[] => [
  ...(row.captions_url ? [{ kind: 'captions' as const, url: row.captions_url }] : []),
  ...(row.chapters_url ? [{ kind: 'chapters' as const, url: row.chapters_url }] : []),
]

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
    timings: timingsOf(row),
    isFeatured: row.is_featured === 1,
    likes: row.likes,
    dislikes: row.dislikes,
    shares: row.shares,
    wordCount: row.word_count,
    commentCount: Number(row.comment_count ?? 0),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    status: row.status,
    publishAt: row.publish_at,
  }
}

export const toStory = (row: SummaryRow & { content: string | null }): Story => ({
  ...toStorySummary(row),
  content: row.content ?? '',
})

const SUMMARY_COLUMNS = [
  'id',
  'title',
  'description',
  'category',
  'series_id',
  'series_title',
  'season_number',
  'episode_number',
  'read_time',
  'cover_image_url',
  'cover_thumbnail_url',
  'audio_file_url',
  'audio_url',
  'audio_duration',
  'captions_url',
  'chapters_url',
  'is_featured',
  'likes',
  'dislikes',
  'shares',
  'word_count',
  'created_at',
  'updated_at',
  'status',
  'publish_at',
] as const

/**
 * Whose eyes a read is for: a reader's (and a stranger's, and every shared answer's) meet only
 * published stories; the admin's meet scheduled stories and drafts too. Every read takes one, and
 * it is public unless a caller says otherwise: a forgotten view shows the admin less, never a
 * reader more.
 */
export type StoryView = 'public' | 'admin'

/** Who may receive a change of this story: everyone once it is published, else the admin alone. */
export const audienceOf = (status: StoryStatus): ChangeAudience => (status === 'published' ? 'all' : 'admin')

/** The summary columns plus the comment count, for any select from stories, as `view` may see them. */
export function summaryOf(db: Kysely<Database>, view: StoryView = 'public') {
  const stories = db.selectFrom('stories')
  return (view === 'public' ? stories.where('stories.status', '=', 'published') : stories)
    .select(SUMMARY_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('comments')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('comments.story_id', '=', 'stories.id')
        .as('comment_count'),
    )
}

/** Inserts unless the id exists (a replayed publish); true when it was new. */
export async function insertStoryIfNew(trx: Kysely<Database>, { content, ...row }: NewStoryRow): Promise<boolean> {
  const inserted = await trx
    .insertInto('stories')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst()
  if ((inserted.numInsertedOrUpdatedRows ?? 0n) === 0n) return false
  await trx.insertInto('story_texts').values({ story_id: row.id, content }).execute()
  const status = row.status ?? 'published'
  await recordChange(trx, 'story', row.id, 'put', audienceOf(status))
  if (status !== 'published') return true
  await reindexStory(trx, row.id)
  await refreshSeriesTotals(trx, row.series_id ?? null)
  return true
}

export async function updateStory(
  trx: Kysely<Database>,
  id: string,
  previousSeriesId: string | null,
  { content, ...changes }: Partial<NewStoryRow>,
): Promise<void> {
  const { status } = await trx
    .updateTable('stories')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .returning('status')
    .executeTakeFirstOrThrow()
  if (content !== undefined) await trx.updateTable('story_texts').set({ content }).where('story_id', '=', id).execute()
  await recordChange(trx, 'story', id, 'put', audienceOf(status))
  // Until its release a story is in no index and no series' count.
  if (status !== 'published') return
  if (content !== undefined || changes.title !== undefined || changes.description !== undefined)
    await reindexStory(trx, id)
  await refreshSeriesTotals(trx, previousSeriesId)
  if (changes.series_id !== undefined && changes.series_id !== previousSeriesId) {
    await refreshSeriesTotals(trx, changes.series_id)
  }
}

/** Deletes the story; its text, comments, audio progress and the reader profiles' elements of it
 * (favourite, bookmark, places, notes) go with it (foreign keys), and a character first seen in it
 * has no first story any more (each such change synced). */
export async function deleteStory(trx: Kysely<Database>, id: string, seriesId: string | null): Promise<void> {
  await unindexStory(trx, id)
  const deleted = await trx.deleteFrom('stories').where('id', '=', id).returning('status').executeTakeFirst()
  if (!deleted) return
  // A story no reader saw leaves readers no trace, not even its id.
  await recordChange(trx, 'story', id, 'delete', audienceOf(deleted.status))
  const firstSeen = await trx
    .updateTable('characters')
    .set({ first_story_id: null })
    .where('first_story_id', '=', id)
    .returning('id')
    .execute()
  for (const character of firstSeen) await recordChange(trx, 'character', character.id, 'put')
  await refreshSeriesTotals(trx, seriesId)
}
