// The LocalStore over the app's Dexie database, for the page and the data worker: every write is
// Dexie's own, so live queries hear it as they always did. Inside a transaction it is bound to that
// transaction (its tables come from it), not to Dexie's zone: a zone does not survive several
// nested async functions, and a write that lost it would go in a transaction of its own while the
// first one committed early.
import type { Transaction } from 'dexie'
import { db as appDb, type HubDatabase } from './db.ts'
import type { LocalStore, TableName } from './local-store.ts'

/** The LocalStore over a database of the app's schema (tests make two side by side), or over one transaction. */
export function storeOver(db: HubDatabase, tx?: Transaction): LocalStore {
  const table = (name: TableName) => (tx ? tx.table(name) : db.table(name))
  const store: LocalStore = {
    get: (name, key) => table(name).get(key),
    getAll: (name) => table(name).toArray(),
    keys: (name) => table(name).toCollection().primaryKeys(),
    put: async (name, row) => {
      await table(name).put(row)
    },
    update: async (name, key, changes) => {
      await table(name).update(key, changes)
    },
    delete: (name, key) => table(name).delete(key),
    deleteWhere: async (name, index, value) => {
      await table(name).where(index).equals(value).delete()
    },
    transaction: (tables, work) => {
      if (!tx) return db.transaction('rw', [...tables], (inner) => work(storeOver(db, inner)))
      const missing = tables.filter((name) => !tx.storeNames.includes(name))
      if (missing.length > 0)
        return Promise.reject(new Error(`Not in the enclosing transaction: ${missing.join(', ')}`))
      return work(store)
    },
  }
  return store
}

/**
 * The database as seen from inside `tx`: each table bound to the transaction, so a writer's own
 * reads and writes stay in it after any number of nested async calls.
 */
export function boundTo(db: HubDatabase, tx: Transaction): HubDatabase {
  return new Proxy(db, {
    get: (target, property, receiver) =>
      typeof property === 'string' && tx.storeNames.includes(property)
        ? tx.table(property)
        : Reflect.get(target, property, receiver),
  })
}

export const dexieStore: LocalStore = storeOver(appDb)
