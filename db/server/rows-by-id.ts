// A table's rows by id, each mapped to what the wire carries by the table's own mapper: the rows a
// sync page's changes name, or the one row a write answers or a route looks up.
import { sql, type Kysely, type Selectable } from 'kysely'
import type { Database } from './database.ts'

/** The tables keyed by a text `id`. */
export type TableWithId = { [T in keyof Database]: Database[T] extends { id: string } ? T : never }[keyof Database]

/** The rows of `table` among `ids` (in no particular order; an id with no row is left out). */
export async function byIds<T extends TableWithId, W>(
  db: Kysely<Database>,
  table: T,
  ids: readonly string[],
  toWire: (row: Selectable<Database[T]>) => W,
): Promise<W[]> {
  if (ids.length === 0) return []
  // Raw SQL, as the table is named at run time: the builder cannot type a generic table's columns.
  const { rows } = await sql<
    Selectable<Database[T]>
  >`select * from ${sql.table(table)} where ${sql.ref('id')} in (${sql.join(ids)})`.execute(db)
  return rows.map(toWire)
}

/** The row of `table` with this id, or undefined when there is none. */
export async function byId<T extends TableWithId, W>(
  db: Kysely<Database>,
  table: T,
  id: string,
  toWire: (row: Selectable<Database[T]>) => W,
): Promise<W | undefined> {
  return (await byIds(db, table, [id], toWire))[0]
}
