// The sweep can only protect files it knows are referenced: every column that can hold a stored
// file's URL must be in MEDIA_COLUMNS, including the ones future tables add.
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { MEDIA_COLUMNS } from './media-files.ts'
import { useTempDb } from './testing/temp-db.ts'

const t = useTempDb()
/** Columns that look like links but never hold one of our stored files. */
const NOT_MEDIA = new Set(['links.url'])

describe('MEDIA_COLUMNS', () => {
  it('lists every url or image column of the schema', async () => {
    const { rows } = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%_fts%'`.execute(t.db)
    const found: string[] = []
    for (const { name } of rows) {
      const columns = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${name})`.execute(t.db)
      for (const column of columns.rows) {
        if (/(_url|image|^url)$/.test(column.name) && name !== 'media_files') found.push(`${name}.${column.name}`)
      }
    }
    const listed = MEDIA_COLUMNS.flatMap(([table, columns]) => columns.map((c) => `${table}.${c}`))
    expect(found.filter((c) => !NOT_MEDIA.has(c)).sort()).toEqual([...listed].sort())
  })
})
