// What a backup holds of the database, and how its rows are read and loaded on either engine. Rows
// travel as stored (snake_case columns, booleans as 0/1, times as ISO text), so a row read from
// SQLite loads into PostgreSQL and back unchanged. Each table is read in primary-key order by byte
// value (PostgreSQL's "C" collation is SQLite's BINARY), so the same rows give the same bytes, and
// the same hash, on both engines.
import { sql, type RawBuilder } from 'kysely'
import type { Db } from './connect.ts'
import { isPostgres } from './dialect/is-postgres.ts'

export interface BackedUpTable {
  name: string
  /** The primary key's columns, in order, and whether they are numbers (never collated). */
  key: readonly string[]
  numericKey?: boolean
  /** A column PostgreSQL fills itself unless told otherwise (GENERATED ALWAYS). */
  identity?: string
}

/** Loaded in this order: every table before the tables whose rows refer to it. */
export const BACKED_UP_TABLES: readonly BackedUpTable[] = [
  { name: 'settings', key: ['key'] },
  { name: 'series', key: ['id'] },
  { name: 'stories', key: ['id'] },
  { name: 'story_texts', key: ['story_id'] },
  { name: 'story_pictures', key: ['story_id', 'url'] },
  { name: 'comments', key: ['id'] },
  { name: 'audio_progress', key: ['id'] },
  { name: 'push_subscriptions', key: ['id'] },
  { name: 'push_follows', key: ['subscription_id', 'target'] },
  { name: 'albums', key: ['id'] },
  { name: 'tracks', key: ['id'] },
  { name: 'characters', key: ['id'] },
  { name: 'links', key: ['id'] },
  { name: 'background_music', key: ['id'] },
  { name: 'changes', key: ['seq'], numericKey: true, identity: 'seq' },
  // A restore keeps readers' devices linked (issue 60); Forget me reaches older archives as they rotate out.
  { name: 'reader_profiles', key: ['id'] },
  { name: 'profile_devices', key: ['id'] },
  { name: 'profile_items', key: ['profile_id', 'kind', 'item_key'] },
]

/**
 * Never in a backup, each for its reason: admin sessions, upload tokens and pairing links (a
 * restored site must not let in who was signed in to the copy, nor take a one-time secret twice),
 * rate-limit counters, queued pushes (a restore must not send yesterday's news again), the media
 * ledger (rebuilt from the files restored) and the search index (rebuilt from the stories).
 */
export const LEFT_OUT_TABLES = [
  'sessions',
  'upload_tokens',
  'profile_pairings',
  'rate_limits',
  'push_jobs',
  'media_files',
  'story_search',
  'stories_fts',
] as const

/** A table's columns, by name: the same list on both engines once their migrations are alike. */
export async function tableColumns(db: Db, table: string): Promise<string[]> {
  // PostgreSQL: the schema the app uses only (a database may hold others with tables of the same name).
  const { rows } = isPostgres(db)
    ? await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ${table}`.execute(db)
    : await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db)
  if (rows.length === 0) throw new Error(`the database has no table ${table}`)
  return rows.map((c) => c.name).sort()
}

function orderedKey(db: Db, table: BackedUpTable): RawBuilder<unknown>[] {
  const collate = isPostgres(db) && !table.numericKey ? sql` COLLATE "C"` : sql``
  return table.key.map((column) => sql`${sql.ref(column)}${collate}`)
}

/** One page of rows after `after` (a key, or none for the first page), as arrays in `columns` order. */
export async function readRowsPage(
  db: Db,
  table: BackedUpTable,
  columns: readonly string[],
  after: readonly unknown[] | undefined,
  limit: number,
): Promise<unknown[][]> {
  const key = orderedKey(db, table)
  const from = after ? sql`WHERE (${sql.join(key)}) > (${sql.join(after.map((v) => sql`${v}`))})` : sql``
  const localOnly = table.name === 'settings' ? sql`${after ? sql` AND` : sql` WHERE`} NOT (${localSettingSql})` : sql``
  const { rows } = await sql<Record<string, unknown>>`SELECT ${sql.join(columns.map((c) => sql.ref(c)))}
    FROM ${sql.table(table.name)} ${from}${localOnly} ORDER BY ${sql.join(key)} LIMIT ${limit}`.execute(db)
  return rows.map((row) => columns.map((c) => row[c] ?? null))
}

/** Settings that belong to this database only: its history (history.ts) and its backups' own rows. */
const localSettingSql = sql`key = 'history_id' OR key LIKE 'backup.%'`

/** Adds rows (arrays in `columns` order) to a table, keeping their numbers in identity columns. */
export async function insertRows(
  db: Db,
  table: BackedUpTable,
  columns: readonly string[],
  rows: readonly unknown[][],
): Promise<void> {
  if (rows.length === 0) return
  const override = table.identity && isPostgres(db) ? sql` OVERRIDING SYSTEM VALUE` : sql``
  const values = rows.map((row) => sql`(${sql.join(row.map((v) => sql`${v}`))})`)
  await sql`INSERT INTO ${sql.table(table.name)} (${sql.join(columns.map((c) => sql.ref(c)))})${override}
    VALUES ${sql.join(values)}`.execute(db)
}

/** After rows came with their own numbers: PostgreSQL's next number follows the highest. */
export async function followIdentity(db: Db, table: BackedUpTable): Promise<void> {
  if (!table.identity || !isPostgres(db)) return
  const column = table.identity
  await sql`SELECT setval(pg_get_serial_sequence(${table.name}, ${column}),
    GREATEST((SELECT max(${sql.ref(column)}) FROM ${sql.table(table.name)}), 1))`.execute(db)
}

/** Empties the tables a restore replaces, and what must not outlive the site it belonged to. */
export async function emptyForRestore(db: Db): Promise<void> {
  const drop = (name: string) => sql`DELETE FROM ${sql.table(name)}`.execute(db)
  for (const name of ['sessions', 'upload_tokens', 'profile_pairings', 'rate_limits', 'push_jobs', 'media_files'])
    await drop(name)
  if (isPostgres(db)) await drop('story_search')
  else await sql`DELETE FROM stories_fts`.execute(db)
  for (const table of [...BACKED_UP_TABLES].reverse()) {
    if (table.name === 'settings') await sql`DELETE FROM settings WHERE NOT (${localSettingSql})`.execute(db)
    else await drop(table.name)
  }
}

/** The rows a table holds (settings: without this database's own). */
export async function countRows(db: Db, table: BackedUpTable): Promise<number> {
  const where = table.name === 'settings' ? sql`WHERE NOT (${localSettingSql})` : sql``
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table.name)} ${where}`.execute(db)
  return Number(rows[0]!.n)
}
