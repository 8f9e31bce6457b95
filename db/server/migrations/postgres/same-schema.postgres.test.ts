// The frozen PostgreSQL schema is the one SQLite reaches through its migrations: the same tables,
// the same columns, each as nullable and of the same kind, so one set of queries and mappers
// serves both. Only each engine's search index differs (FTS5 tables, tsvector columns). Runs in
// `.ci/run`'s second pass, on PostgreSQL.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { connect, type Db } from '../../connect.ts'
import { createPostgresTestSchema, type TempDatabase } from '../../testing/temp-database.ts'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-schemas-'))
let postgres: TempDatabase | undefined
afterEach(async () => {
  await postgres?.drop()
  fs.rmSync(dir, { recursive: true, force: true })
})

const SEARCH_INDEX = /^(stories_fts.*|story_search)$/
// SQLite calls an INTEGER PRIMARY KEY nullable, but it is the rowid: numbered like an identity column.
/** Each engine's names for the kinds of value the mappers expect. */
const KIND: Record<string, string> = {
  integer: 'integer',
  int4: 'integer',
  int8: 'integer',
  text: 'text',
  real: 'real',
  float8: 'real',
  blob: 'bytes',
  bytea: 'bytes',
}

async function shape(db: Db): Promise<Record<string, string[]>> {
  const tables = (await db.introspection.getTables()).filter((table) => !SEARCH_INDEX.test(table.name))
  return Object.fromEntries(
    tables.map((table) => [
      table.name,
      table.columns
        .map(
          (c) =>
            `${c.name} ${KIND[c.dataType.toLowerCase()] ?? c.dataType}${c.isAutoIncrementing ? ' generated' : c.isNullable ? ' null' : ''}`,
        )
        .sort(),
    ]),
  )
}

it('PostgreSQL and SQLite have the same tables and columns, each as nullable and of the same kind', async () => {
  postgres = await createPostgresTestSchema()
  const [onSqlite, onPostgres] = [await connect(path.join(dir, 'infinaeon.db')), await connect(postgres.url)]
  try {
    const sqlite = await shape(onSqlite)
    expect(Object.keys(sqlite).length).toBeGreaterThan(10)
    expect(await shape(onPostgres)).toEqual(sqlite)
  } finally {
    await onSqlite.destroy()
    await onPostgres.destroy()
  }
})
