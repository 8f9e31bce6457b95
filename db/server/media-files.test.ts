// The sweep can only protect files it knows are referenced: every column that can hold a stored
// file's URL must be in MEDIA_COLUMNS, including the ones future tables add.
import { describe, expect, it } from 'vitest'
import { MEDIA_COLUMNS } from './media-files.ts'
import { useTempDb } from './testing/temp-db.ts'

const t = useTempDb()
/** Columns that look like links but never hold one of our stored files. */
const NOT_MEDIA = new Set(['links.url'])

describe('MEDIA_COLUMNS', () => {
  it('lists every url or image column of the schema', async () => {
    // On PostgreSQL the other tests' schemas are listed too, with the same tables: hence the Set.
    const tables = (await t.db.introspection.getTables()).filter((table) => !/_fts/.test(table.name))
    const found = new Set<string>()
    for (const { name, columns } of tables) {
      for (const column of columns) {
        if (/(_url|image|^url)$/.test(column.name) && name !== 'media_files') found.add(`${name}.${column.name}`)
      }
    }
    const listed = MEDIA_COLUMNS.flatMap(([table, columns]) => columns.map((c) => `${table}.${c}`))
    expect([...found].filter((c) => !NOT_MEDIA.has(c)).sort()).toEqual([...listed].sort())
  })
})
