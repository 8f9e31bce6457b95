// Opens the SQLite file with the pragmas we rely on and brings it to the newest migration.
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, SqliteDialect, type Migration } from 'kysely'
import type { Database } from './database.ts'
import * as initial from './migrations/001-initial.ts'
import * as fixedSeries from './migrations/002-fixed-series.ts'
import * as limitsAndMedia from './migrations/003-limits-and-media.ts'
import * as storyTexts from './migrations/004-story-texts.ts'

export type Db = Kysely<Database>

/** Every migration by name, in order; frozen once merged. */
export const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '002-fixed-series': fixedSeries,
  '003-limits-and-media': limitsAndMedia,
  '004-story-texts': storyTexts,
}

export async function connect(file: string): Promise<Db> {
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  // FULL: a write the server acknowledged survives a power cut, not only a crash.
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } })
  const { error } = await migrator.migrateToLatest()
  if (error) {
    await db.destroy()
    throw error
  }
  return db
}
