// Where a test's database lives. By default a SQLite file in the test's temp folder. With
// TEST_DATABASE_URL set to a postgres:// URL (as `.ci/run`'s second pass sets it), a fresh schema
// in that database instead, dropped afterwards, so tests in parallel never see each other's rows.
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import pg from 'pg'
import { isPostgresUrl } from '../dialect/is-postgres.ts'

export interface TempDatabase {
  /** What connect() and DATABASE_URL take. */
  url: string
  drop: () => Promise<void>
}

export const testDatabaseUrl = (): string | undefined => {
  const url = process.env.TEST_DATABASE_URL
  return url && isPostgresUrl(url) ? url : undefined
}

/** For tests that only mean something on PostgreSQL (named *.postgres.test.ts). */
export function postgresTestUrl(): string {
  const url = testDatabaseUrl()
  if (!url) throw new Error('This test needs PostgreSQL: set TEST_DATABASE_URL to a postgres:// URL (npm run test:postgres does).')
  return url
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** A database for one test: `dir` is the test's own temp folder (SQLite puts its file there). */
export async function createTempDatabase(dir: string): Promise<TempDatabase> {
  const serverUrl = testDatabaseUrl()
  if (!serverUrl) return { url: path.join(dir, 'infinaeon.db'), drop: async () => {} }
  return createTempSchema(serverUrl)
}

/** A fresh schema in the PostgreSQL database at `serverUrl`, with a URL that works inside it. */
export async function createTempSchema(serverUrl: string): Promise<TempDatabase> {
  const schema = `test_${randomUUID().replaceAll('-', '')}`
  await onServer(serverUrl, `CREATE SCHEMA ${schema}`)
  const url = new URL(serverUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return { url: url.toString(), drop: () => onServer(serverUrl, `DROP SCHEMA ${schema} CASCADE`) }
}
