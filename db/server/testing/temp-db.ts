// A fresh, migrated database per test (temp-database.ts: a SQLite file, or a PostgreSQL schema),
// removed afterwards: `const t = useTempDb()`, then `t.db`; `t.reopen()` closes and opens the same
// database again, as a restart would.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach } from 'vitest'
import { connect, type Db } from '../connect.ts'
import { createTempDatabase, type TempDatabase } from './temp-database.ts'

export function useTempDb(): { readonly db: Db; reopen: () => Promise<void> } {
  let dir = ''
  let db: Db | undefined
  let database: TempDatabase | undefined
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-db-'))
    database = await createTempDatabase(dir)
    db = await connect(database.url)
  })
  afterEach(async () => {
    await db?.destroy()
    await database?.drop()
    fs.rmSync(dir, { recursive: true, force: true })
  })
  return {
    async reopen() {
      await db?.destroy()
      db = await connect(database!.url)
    },
    get db() {
      if (!db) throw new Error('useTempDb: the database exists only inside a test')
      return db
    },
  }
}
