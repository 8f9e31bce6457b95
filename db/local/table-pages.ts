// Reading a whole table keyed by `id` a page at a time: one getAll of 10,000 story rows holds the
// data worker's thread for ~100 ms (a search typed meanwhile waits for it), a page of 500 for a
// few. `between` runs before each next page: a pause while the person is busy, for instance.
import type { Table } from 'dexie'

export const TABLE_PAGE_SIZE = 500

export async function forEachPage<T extends { id: string }, Insert>(
  table: Table<T, string, Insert>,
  visit: (rows: T[]) => void,
  between: () => Promise<void> = async () => {},
  size = TABLE_PAGE_SIZE,
): Promise<void> {
  let after: string | undefined
  for (;;) {
    const rows = await (after === undefined ? table.orderBy(':id') : table.where(':id').above(after))
      .limit(size)
      .toArray()
    visit(rows)
    if (rows.length < size) return
    after = rows.at(-1)!.id
    await between()
  }
}
