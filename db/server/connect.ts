// Opens the database and brings it to the newest migration: a SQLite file (the embedded default)
// with the pragmas we rely on, or PostgreSQL when the target is a postgres:// URL.
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Migration } from 'kysely'
import type { Database } from './database.ts'
import { isPostgresUrl } from './dialect/is-postgres.ts'
import * as initial from './migrations/001-initial.ts'
import * as fixedSeries from './migrations/002-fixed-series.ts'
import * as limitsAndMedia from './migrations/003-limits-and-media.ts'
import * as storyTexts from './migrations/004-story-texts.ts'
import * as noServerFavourites from './migrations/005-no-server-favourites.ts'
import * as storyTimings from './migrations/006-story-timings.ts'
import * as characterMentions from './migrations/007-character-mentions.ts'
import * as storyPictures from './migrations/008-story-pictures.ts'
import * as pushFollows from './migrations/009-push-follows.ts'
import * as readerProfiles from './migrations/010-reader-profiles.ts'
import * as releaseScheduling from './migrations/011-release-scheduling.ts'
import * as postgresSchema from './migrations/postgres/001-schema.ts'
import * as postgresNoServerFavourites from './migrations/postgres/002-no-server-favourites.ts'
import * as postgresStoryTimings from './migrations/postgres/003-story-timings.ts'
import * as postgresCharacterMentions from './migrations/postgres/004-character-mentions.ts'
import * as postgresStoryPictures from './migrations/postgres/005-story-pictures.ts'
import * as postgresPushFollows from './migrations/postgres/006-push-follows.ts'
import * as postgresReaderProfiles from './migrations/postgres/007-reader-profiles.ts'
import * as postgresReleaseScheduling from './migrations/postgres/008-release-scheduling.ts'

export type Db = Kysely<Database>

/** Every SQLite migration by name, in order; frozen once merged. */
export const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '002-fixed-series': fixedSeries,
  '003-limits-and-media': limitsAndMedia,
  '004-story-texts': storyTexts,
  '005-no-server-favourites': noServerFavourites,
  '006-story-timings': storyTimings,
  '007-character-mentions': characterMentions,
  '008-story-pictures': storyPictures,
  '009-push-follows': pushFollows,
  '010-reader-profiles': readerProfiles,
  '011-release-scheduling': releaseScheduling,
}

/** PostgreSQL starts from the schema SQLite reached by 004; later changes get a file for each. */
export const POSTGRES_MIGRATIONS: Record<string, Migration> = {
  '001-schema': postgresSchema,
  '002-no-server-favourites': postgresNoServerFavourites,
  '003-story-timings': postgresStoryTimings,
  '004-character-mentions': postgresCharacterMentions,
  '005-story-pictures': postgresStoryPictures,
  '006-push-follows': postgresPushFollows,
  '007-reader-profiles': postgresReaderProfiles,
  '008-release-scheduling': postgresReleaseScheduling,
}

/** Connections each API process keeps open to PostgreSQL. */
const POSTGRES_POOL_SIZE = 10
const INT8_OID = 20

// count(*) and bigint columns (sequence numbers, millisecond times) come back as JavaScript
// numbers, as they do from SQLite; every such value here stays far below 2^53.
pg.types.setTypeParser(INT8_OID, Number)

function openSqlite(file: string): Db {
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  // FULL: a write the server acknowledged survives a power cut, not only a crash.
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
}

function openPostgres(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: POSTGRES_POOL_SIZE })
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
}

async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)
  return rows[0]!.schema
}

/** `target`: a SQLite file path (optionally `sqlite:`-prefixed) or a postgres:// URL. */
export async function connect(target: string): Promise<Db> {
  const isPostgres = isPostgresUrl(target)
  const db = isPostgres ? openPostgres(target) : openSqlite(target.replace(/^sqlite:/, ''))
  const migrations = isPostgres ? POSTGRES_MIGRATIONS : MIGRATIONS
  // Kysely looks for its migration tables in every schema unless told which: name ours, so a
  // database holding other schemas of this app (the tests' one per test) never misleads it.
  const migrationTableSchema = isPostgres ? await currentSchema(db) : undefined
  const migrator = new Migrator({ db, migrationTableSchema, provider: { getMigrations: async () => migrations } })
  const { error } = await migrator.migrateToLatest()
  if (error) {
    await db.destroy()
    throw error
  }
  return db
}
