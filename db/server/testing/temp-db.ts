// A fresh, migrated SQLite file per test, removed afterwards: `const t = useTempDb()`, then `t.db`;
// `t.reopen()` closes and opens the same file again, as a restart would.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach } from 'vitest'
import { connect, type Db } from '../connect.ts'

export function useTempDb(): { readonly db: Db; reopen: () => Promise<void> } {
  let dir = ''
  let db: Db | undefined
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-db-'))
    db = await connect(file())
  })
  afterEach(async () => {
    await db?.destroy()
    fs.rmSync(dir, { recursive: true, force: true })
  })
  const file = () => path.join(dir, 'test.db')
  return {
    async reopen() {
      await db?.destroy()
      db = await connect(file())
    },
    get db() {
      if (!db) throw new Error('useTempDb: the database exists only inside a test')
      return db
    },
  }
}
