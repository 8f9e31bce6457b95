// Migration 004 on a database that already holds stories: the texts move to story_texts, the
// stories row loses its text column, and search finds the old stories through the new index.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, SqliteDialect } from 'kysely'
import { afterEach, expect, it } from 'vitest'
import { connect, MIGRATIONS } from '../connect.ts'
import { listStories } from '../story-queries.ts'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-migrate-'))
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

it('moves every text out of the stories row and keeps it searchable', async () => {
  const file = path.join(dir, 'old.db')
  const old = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(file) }) })
  const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < '004'))
  await new Migrator({ db: old, provider: { getMigrations: async () => before } }).migrateToLatest()
  const now = new Date().toISOString()
  await old
    .insertInto('stories')
    .values({
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      title: 'Tidewater',
      description: 'An old story',
      content: 'The archive of salt.',
      category: 'standalone',
      read_time: '1min',
      word_count: 4,
      created_at: now,
      updated_at: now,
    })
    .execute()
  await old.destroy()

  const db = await connect(file)
  try {
    const columns = (await db.introspection.getTables())
      .find((table) => table.name === 'stories')!
      .columns.map((c) => c.name)
    expect(columns).not.toContain('content')
    expect(await db.selectFrom('story_texts').selectAll().execute()).toEqual([
      { story_id: 'a1b2c3d4-0000-4000-8000-000000000001', content: 'The archive of salt.' },
    ])
    expect((await listStories(db, { search: 'salt' })).stories.map((s) => s.title)).toEqual(['Tidewater'])
    expect((await listStories(db, { search: 'tidewater' })).stories.map((s) => s.title)).toEqual(['Tidewater'])
  } finally {
    await db.destroy()
  }
})
