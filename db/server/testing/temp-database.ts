// Where a test's database lives. By default a SQLite file in the test's temp folder. With
// TEST_DATABASE_URL set to a postgres:// URL (as `.ci/run`'s second pass sets it), a fresh schema
// instead, dropped afterwards, so tests never see each other's rows. Each test worker keeps its
// schemas in a database of its own on that server: Kysely's migrator lists the tables of every
// schema in its database, and fails on a schema another worker is dropping at that moment.
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

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

const DUPLICATE_DATABASE = '42P04'
let workerDatabase: Promise<string> | undefined

/** The URL of this worker's database on the test server, created on first use. */
function workerDatabaseUrl(serverUrl: string): Promise<string> {
  workerDatabase ??= (async () => {
    const name = `infinaeon_test_${process.env.VITEST_POOL_ID ?? '0'}`
    await onServer(serverUrl, `CREATE DATABASE ${name}`).catch((error: { code?: string }) => {
      if (error.code !== DUPLICATE_DATABASE) throw error
    })
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    return url.toString()
  })()
  return workerDatabase
}

/** A database for one test: `dir` is the test's own temp folder (SQLite puts its file there). */
export async function createTempDatabase(dir: string): Promise<TempDatabase> {
  const serverUrl = testDatabaseUrl()
  if (!serverUrl) return { url: path.join(dir, 'infinaeon.db'), drop: async () => {} }
  return createTempSchema(await workerDatabaseUrl(serverUrl))
}

/** A fresh PostgreSQL schema, for tests that only mean something there (named *.postgres.test.ts). */
export async function createPostgresTestSchema(): Promise<TempDatabase> {
  const serverUrl = testDatabaseUrl()
  if (!serverUrl)
    throw new Error(
      'This test needs PostgreSQL: set TEST_DATABASE_URL to a postgres:// URL (npm run test:postgres does).',
    )
  return createTempSchema(await workerDatabaseUrl(serverUrl))
}

/** A fresh schema in the PostgreSQL database at `serverUrl`, with a URL that works inside it. */
export async function createTempSchema(serverUrl: string): Promise<TempDatabase> {
  const schema = `test_${randomUUID().replaceAll('-', '')}`
  await onServer(serverUrl, `CREATE SCHEMA ${schema}`)
  const url = new URL(serverUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return { url: url.toString(), drop: () => onServer(serverUrl, `DROP SCHEMA ${schema} CASCADE`) }
}
