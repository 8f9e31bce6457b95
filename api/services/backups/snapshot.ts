// Reads every backed-up table from one consistent moment while the server goes on writing.
// PostgreSQL: one REPEATABLE READ transaction. SQLite: a read transaction on a connection of its
// own (in WAL mode it keeps the moment it began however many writes commit meanwhile, and the
// server's own connection is never held up by it). Each table is staged as a file, hashed as it is
// written, because a tar entry must say its size before its bytes.
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import type { Database } from '../../../db/server/database.ts'
import type { Db } from '../../../db/server/connect.ts'
import { isPostgres } from '../../../db/server/dialect/is-postgres.ts'
import { BACKED_UP_TABLES, readRowsPage, tableColumns } from '../../../db/server/backup-tables.ts'
import { MEDIA_COLUMNS } from '../../../db/server/media-files.ts'
import { mediaUrlToKey } from '../../../contract/media-urls.ts'
import type { OnProgress, TableManifest } from './manifest.ts'

const PAGE_ROWS = 500

export interface StagedTables {
  tables: Array<TableManifest & { file: string }>
  /** Every media key a staged row refers to. */
  mediaKeys: Set<string>
}

async function inSnapshot<T>(db: Db, databaseUrl: string, read: (trx: Db) => Promise<T>): Promise<T> {
  if (isPostgres(db)) return db.transaction().setIsolationLevel('repeatable read').execute(read)
  const own = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new SQLite(databaseUrl.replace(/^sqlite:/, '')) }),
  })
  try {
    return await own.transaction().execute(read)
  } finally {
    await own.destroy()
  }
}

export async function stageTables(
  db: Db,
  databaseUrl: string,
  dir: string,
  onProgress?: OnProgress,
): Promise<StagedTables> {
  const mediaKeys = new Set<string>()
  const mediaColumns = new Map(MEDIA_COLUMNS.map(([table, columns]) => [table, columns]))
  const tables = await inSnapshot(db, databaseUrl, async (trx) => {
    const staged: StagedTables['tables'] = []
    for (const [index, table] of BACKED_UP_TABLES.entries()) {
      const columns = await tableColumns(trx, table.name)
      const keyAt = table.key.map((k) => columns.indexOf(k))
      const mediaAt = (mediaColumns.get(table.name) ?? []).map((c) => columns.indexOf(c))
      const file = path.join(dir, `${table.name}.ndjson`)
      const out = await fs.open(file, 'wx', 0o600)
      const hash = createHash('sha256')
      let rows = 0
      let bytes = 0
      try {
        for (let after: unknown[] | undefined; ;) {
          const page = await readRowsPage(trx, table, columns, after, PAGE_ROWS)
          if (page.length === 0) break
          const text = Buffer.from(page.map((row) => `${JSON.stringify(row)}\n`).join(''))
          hash.update(text)
          await out.write(text)
          rows += page.length
          bytes += text.length
          for (const row of page)
            for (const at of mediaAt) {
              const key = typeof row[at] === 'string' ? mediaUrlToKey(row[at]) : null
              if (key) mediaKeys.add(key)
            }
          after = keyAt.map((at) => page.at(-1)![at])
        }
      } finally {
        await out.close()
      }
      staged.push({ name: table.name, columns, rows, bytes, sha256: hash.digest('hex'), file })
      onProgress?.({ phase: 'rows', done: index + 1, total: BACKED_UP_TABLES.length })
    }
    return staged
  })
  return { tables, mediaKeys }
}
