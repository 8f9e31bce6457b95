// Reading stories: list pages (newest first, a keyset cursor, a bounded page size), search (the
// best k matches by rank), one story with its text, and texts in batches. Lists never touch
// story_texts; only findStory and storyTexts do.
import type { Kysely } from 'kysely'
import type { Database } from './database.ts'
import {
  STORY_PAGE_DEFAULT,
  type Story,
  type StoryListQuery,
  type StorySummary,
  type StoryText,
} from '../../contract/story.ts'
import { summaryOf, toStory, toStorySummary, type StoryView } from './stories.ts'
import { searchStories } from './story-search.ts'

export const RECENT_DEFAULT = 6

export interface StoryPage {
  stories: StorySummary[]
  /** Where the next page starts; absent on the last page (and for recent and search, which are one list). */
  nextCursor?: string
}

/** A cursor is the (createdAt, id) of the last story of a page, opaque to callers. */
const encodeCursor = (s: StorySummary) => Buffer.from(JSON.stringify([s.createdAt, s.id])).toString('base64url')

/** The position a cursor names, or null when it is not one of ours. */
export function decodeCursor(cursor: string): [string, string] | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    const [createdAt, id, ...rest] = Array.isArray(value) ? value : []
    return typeof createdAt === 'string' && typeof id === 'string' && rest.length === 0 ? [createdAt, id] : null
  } catch {
    return null
  }
}

/** Stories newest first; `after` is a decoded cursor (the caller rejects a bad one). */
export async function listStories(
  db: Kysely<Database>,
  query: Omit<StoryListQuery, 'cursor'>,
  after?: [string, string],
  view: StoryView = 'public',
): Promise<StoryPage> {
  if (query.search !== undefined) return { stories: await searchStories(db, query) }
  const isRecent = query.recent === 'true'
  const limit = query.limit ?? (isRecent ? RECENT_DEFAULT : STORY_PAGE_DEFAULT)
  let q = summaryOf(db, view)
  if (query.featured === 'true') q = q.where('is_featured', '=', 1)
  if (query.category) q = q.where('category', '=', query.category)
  if (after)
    q = q.where((eb) =>
      eb.or([eb('created_at', '<', after[0]), eb.and([eb('created_at', '=', after[0]), eb('id', '<', after[1])])]),
    )
  // One more than asked says whether a next page exists without counting.
  const rows = await q
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute()
  const stories = rows.slice(0, limit).map(toStorySummary)
  const hasMore = rows.length > limit && !isRecent
  return hasMore ? { stories, nextCursor: encodeCursor(stories.at(-1)!) } : { stories }
}

export async function storySummariesByIds(
  db: Kysely<Database>,
  ids: string[],
  view: StoryView = 'public',
): Promise<StorySummary[]> {
  if (ids.length === 0) return []
  return (await summaryOf(db, view).where('id', 'in', ids).execute()).map(toStorySummary)
}

export async function findStory(
  db: Kysely<Database>,
  id: string,
  view: StoryView = 'public',
): Promise<Story | undefined> {
  const row = await summaryOf(db, view)
    .where('id', '=', id)
    .select((eb) =>
      eb.selectFrom('story_texts').select('content').whereRef('story_texts.story_id', '=', 'stories.id').as('content'),
    )
    .executeTakeFirst()
  return row && toStory(row)
}

/** Whether readers may see the story: one not released yet answers as an unknown id does. */
export async function storyExists(db: Kysely<Database>, id: string): Promise<boolean> {
  const found = await db
    .selectFrom('stories')
    .select('id')
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst()
  return found !== undefined
}

/** The texts of the given stories that exist, each with the story version it belongs to. */
export async function storyTexts(
  db: Kysely<Database>,
  ids: readonly string[],
  view: StoryView = 'public',
): Promise<StoryText[]> {
  if (ids.length === 0) return []
  const texts = db
    .selectFrom('story_texts')
    .innerJoin('stories', 'stories.id', 'story_texts.story_id')
    .select(['stories.id as id', 'story_texts.content as content', 'stories.updated_at as updatedAt'])
    .where('stories.id', 'in', [...ids])
  return (view === 'public' ? texts.where('stories.status', '=', 'published') : texts).execute()
}
