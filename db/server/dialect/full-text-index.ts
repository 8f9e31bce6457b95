// The full-text index over each story's title, description and text, on either engine. SQLite:
// a contentless FTS5 table keyed by the story's rowid (migration 004), ranked by bm25 with the
// title weighing 10, the description 3 and the text 1. PostgreSQL: tsvector columns with GIN
// indexes (title A, description B, text D), ranked by ts_rank, title first (POSTGRES_WEIGHTS). Both fold
// case and accents (FTS5's remove_diacritics; here in JavaScript, as PostgreSQL has no unaccent
// without an extension), neither stems, and the query is built from quoted words alone, so no
// input is ever a syntax error. Only the last word is matched as a prefix (it may still be being
// typed); a prefix on every word would make a common short word expand to half the vocabulary.
import { sql, type Kysely } from 'kysely'
import type { Database } from '../database.ts'
import { isPostgres } from './is-postgres.ts'

const MAX_TOKENS = 12
const HAS_WORD = /[\p{L}\p{N}]/u
/**
 * ts_rank's weights for D (the text), C (unused), B (the description), A (the title). ts_rank
 * counts each repeat of a word less than the one before (1/n²), so the text weighs just under the
 * description: a text that says the word again and again passes a description that says it once,
 * as with bm25 on SQLite, and one mention in the text does not.
 */
const POSTGRES_WEIGHTS = '{0.25, 0, 0.3, 1}'

type Db = Kysely<Database>

/** The words a person typed that can match anything (at most 12). */
const searchTokens = (input: string) =>
  input
    .split(/\s+/u)
    .filter((t) => HAS_WORD.test(t))
    .slice(0, MAX_TOKENS)

/** An FTS5 MATCH expression: every token a quoted string (quotes doubled), all required. */
export function toFtsQuery(input: string): string | null {
  const tokens = searchTokens(input)
  if (tokens.length === 0) return null
  return tokens.map((t, i) => `"${t.replaceAll('"', '""')}"${i === tokens.length - 1 ? '*' : ''}`).join(' ')
}

/** Lower case without accents, as both engines compare words. */
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()

/** A to_tsquery expression of letters and digits only, every part required. */
export function toTsQuery(input: string): string | null {
  const words = searchTokens(input).flatMap((t) => fold(t).match(/[\p{L}\p{N}]+/gu) ?? [])
  if (words.length === 0) return null
  return words.map((w, i) => `'${w}'${i === words.length - 1 ? ':*' : ''}`).join(' & ')
}

/** The story's index row, rebuilt from its current title, description and text; none until it is released. */
export async function reindexStory(trx: Db, id: string): Promise<void> {
  await unindexStory(trx, id)
  if (!isPostgres(trx)) {
    await sql`INSERT INTO stories_fts (rowid, title, description, content)
      SELECT s.rowid, s.title, s.description, t.content FROM stories s JOIN story_texts t ON t.story_id = s.id
      WHERE s.id = ${id} AND s.status = 'published'`.execute(trx)
    return
  }
  const story = await trx
    .selectFrom('stories')
    .innerJoin('story_texts', 'story_texts.story_id', 'stories.id')
    .select(['title', 'description', 'content'])
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst()
  if (!story) return
  const head = sql`setweight(to_tsvector('simple', ${fold(story.title)}), 'A') || setweight(to_tsvector('simple', ${fold(story.description)}), 'B')`
  await sql`INSERT INTO story_search (story_id, head, document)
    VALUES (${id}, ${head}, ${head} || setweight(to_tsvector('simple', ${fold(story.content)}), 'D'))`.execute(trx)
}

/** Call before the story's row goes: SQLite finds the index row by the story's rowid. */
export async function unindexStory(trx: Db, id: string): Promise<void> {
  if (isPostgres(trx)) await sql`DELETE FROM story_search WHERE story_id = ${id}`.execute(trx)
  else await sql`DELETE FROM stories_fts WHERE rowid = (SELECT rowid FROM stories WHERE id = ${id})`.execute(trx)
}

/** Every released story's index row, built anew (after a restore loaded the stories without them). */
export async function reindexAllStories(trx: Db): Promise<void> {
  if (!isPostgres(trx)) {
    await sql`DELETE FROM stories_fts`.execute(trx)
    await sql`INSERT INTO stories_fts (rowid, title, description, content)
      SELECT s.rowid, s.title, s.description, t.content FROM stories s JOIN story_texts t ON t.story_id = s.id
      WHERE s.status = 'published'`.execute(trx)
    return
  }
  const published = await trx.selectFrom('stories').select('id').where('status', '=', 'published').execute()
  for (const { id } of published) await reindexStory(trx, id)
}

/** How to ask one engine's index: count, rank all, rank title and description only, newest first. */
interface Index {
  count: () => Promise<number>
  ranked: (limit: number) => Promise<string[]>
  rankedByHead: (limit: number) => Promise<string[]>
  newest: (limit: number) => Promise<string[]>
}

const ids = (q: ReturnType<typeof sql<{ id: string }>>, db: Db) =>
  q.execute(db).then((r) => r.rows.map((row) => row.id))

function sqliteIndex(db: Db, match: string): Index {
  return {
    count: async () =>
      (await sql<{ n: number }>`SELECT count(*) AS n FROM stories_fts WHERE stories_fts MATCH ${match}`.execute(db))
        .rows[0]?.n ?? 0,
    ranked: (limit) =>
      ids(
        sql`SELECT s.id FROM stories_fts f JOIN stories s ON s.rowid = f.rowid
      WHERE stories_fts MATCH ${match} ORDER BY f.rank LIMIT ${limit}`,
        db,
      ),
    rankedByHead: (limit) =>
      ids(
        sql`SELECT s.id FROM stories_fts f JOIN stories s ON s.rowid = f.rowid
      WHERE stories_fts MATCH ${`{title description} : (${match})`} ORDER BY f.rank LIMIT ${limit}`,
        db,
      ),
    newest: (limit) =>
      ids(
        sql`SELECT s.id FROM stories_fts f JOIN stories s ON s.rowid = f.rowid
      WHERE stories_fts MATCH ${match} ORDER BY f.rowid DESC LIMIT ${limit}`,
        db,
      ),
  }
}

function postgresIndex(db: Db, query: string): Index {
  const q = sql`to_tsquery('simple', ${query})`
  return {
    count: async () =>
      (await sql<{ n: number }>`SELECT count(*) AS n FROM story_search WHERE document @@ ${q}`.execute(db)).rows[0]
        ?.n ?? 0,
    ranked: (limit) =>
      ids(
        sql`SELECT story_id AS id FROM story_search WHERE document @@ ${q}
      ORDER BY ts_rank(${POSTGRES_WEIGHTS}::float4[], document, ${q}) DESC, story_id LIMIT ${limit}`,
        db,
      ),
    rankedByHead: (limit) =>
      ids(
        sql`SELECT story_id AS id FROM story_search WHERE head @@ ${q}
      ORDER BY ts_rank(${POSTGRES_WEIGHTS}::float4[], head, ${q}) DESC, story_id LIMIT ${limit}`,
        db,
      ),
    newest: (limit) =>
      ids(
        sql`SELECT s.id FROM story_search f JOIN stories s ON s.id = f.story_id
      WHERE f.document @@ ${q} ORDER BY s.created_at DESC, s.id DESC LIMIT ${limit}`,
        db,
      ),
  }
}

/**
 * Asks the index for what a person typed; answers null when the input holds no word to look for.
 * On PostgreSQL the questions share one transaction that tells the planner to use the GIN
 * indexes: each story's document lives out of line (TOAST, tens of kilobytes), which the planner
 * cannot see, so it prices reading every document as reading a few bytes a row and would rather
 * scan them all (300 ms at 10,000 stories) than use the index (under 1 ms).
 */
export async function searchIndex<T>(db: Db, input: string, use: (index: Index) => Promise<T>): Promise<T | null> {
  if (!isPostgres(db)) {
    const match = toFtsQuery(input)
    return match === null ? null : use(sqliteIndex(db, match))
  }
  const query = toTsQuery(input)
  if (query === null) return null
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx)
    return use(postgresIndex(trx, query))
  })
}
