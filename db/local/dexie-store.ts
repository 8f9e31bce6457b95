// The LocalStore over the app's Dexie database, for the page and the data worker: every write is
// Dexie's own, so live queries hear it as they always did, and a transaction joins the one it is
// called in (Dexie follows it across awaits).
import { db } from './db.ts'
import type { LocalStore } from './local-store.ts'

export const dexieStore: LocalStore = {
  get: (table, key) => db.table(table).get(key),
  getAll: (table) => db.table(table).toArray(),
  keys: (table) => db.table(table).toCollection().primaryKeys(),
  put: async (table, row) => {
    await db.table(table).put(row)
  },
  update: async (table, key, changes) => {
    await db.table(table).update(key, changes)
  },
  delete: (table, key) => db.table(table).delete(key),
  deleteWhere: async (table, index, value) => {
    await db.table(table).where(index).equals(value).delete()
  },
  transaction: (tables, work) => db.transaction('rw', [...tables], () => work(dexieStore)),
}
