// On PostgreSQL a search must read the GIN indexes, never every story's document: documents live
// out of line (TOAST), which the planner cannot price, so left alone it scans them all. Counted
// with PostgreSQL's own statistics on one connection, so the search's counters are flushed and read
// in order. (SQLite's FTS5 table has no documents to scan.)
import { randomUUID } from 'node:crypto'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { afterEach, expect, it } from 'vitest'
import { connect } from './connect.ts'
import type { Database } from './database.ts'
import { insertStoryIfNew } from './stories.ts'
import { listStories } from './story-queries.ts'
import { createPostgresTestSchema, type TempDatabase } from './testing/temp-database.ts'

const STORIES = 200
/** Made-up words, so each text is long (stored out of line) and every story holds the word "beacon". */
const textOf = (i: number) =>
  `beacon ${Array.from({ length: 1500 }, (_, w) => `w${(i * 7919 + w * 104729) % 50_000}`).join(' ')}`

let database: TempDatabase | undefined
afterEach(async () => {
  await database?.drop()
})

it('a search on PostgreSQL reads the full-text indexes, not every story', async () => {
  database = await createPostgresTestSchema()
  const migrated = await connect(database.url)
  await migrated.transaction().execute(async (trx) => {
    for (let i = 0; i < STORIES; i++) {
      const at = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()
      await insertStoryIfNew(trx, {
        id: randomUUID(),
        title: i === 7 ? 'The Lighthouse' : `Story ${i}`,
        description: 'D',
        content: textOf(i),
        category: 'standalone',
        read_time: '8 min',
        is_featured: 0,
        word_count: 1501,
        created_at: at,
        updated_at: at,
      })
    }
  })
  await sql`ANALYZE story_search`.execute(migrated)
  await migrated.destroy()

  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 1 }) }),
  })
  const scans = async () => {
    await sql`SELECT pg_stat_force_next_flush()`.execute(db)
    const { rows } = await sql<{
      seq: number
      idx: number
    }>`SELECT seq_scan AS seq, idx_scan AS idx FROM pg_stat_user_tables
      WHERE relname = 'story_search' AND schemaname = current_schema()`.execute(db)
    return rows[0]!
  }
  try {
    const before = await scans()
    expect((await listStories(db, { search: 'lighthouse' })).stories.map((s) => s.title)).toEqual(['The Lighthouse'])
    expect((await listStories(db, { search: 'beacon' })).stories).toHaveLength(50)
    const after = await scans()
    expect(after.idx).toBeGreaterThan(before.idx)
    expect(after.seq).toBe(before.seq)
  } finally {
    await db.destroy()
  }
})
