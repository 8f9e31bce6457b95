// The service worker's LocalStore (db/local/local-store.ts): the app's database through idb, which
// the worker carries anyway (workbox-expiration uses it), instead of a second copy of Dexie. It only
// opens the database as the app's Dexie made it, at exactly LOCAL_DB_VERSION: it never creates or
// upgrades it, and lets go as soon as a page wants to upgrade or delete it. Dexie does not hear
// these writes, so each committed one is announced (`announce`) for the pages to re-read.
import { openDB, type IDBPDatabase, type IDBPTransaction } from 'idb'
import {
  LOCAL_DB_NAME,
  LOCAL_DB_VERSION,
  nativeVersionOf,
  type LocalStore,
  type TableName,
} from '../db/local/local-store.ts'

export type Announce = (tables: TableName[]) => Promise<void>
type WriteTransaction = IDBPTransaction<unknown, TableName[], 'readwrite'>

/** Dexie's update(): the fields given replace the row's, and a field given as undefined goes. */
function withChanges<Row extends object>(row: Row, changes: Partial<Row>): Row {
  const changed = { ...row, ...changes }
  for (const [field, value] of Object.entries(changes)) if (value === undefined) Reflect.deleteProperty(changed, field)
  return changed
}

/** The store inside one transaction: every operation is a request of it, so all land or none do. */
function transactionStore(tx: WriteTransaction, tables: readonly TableName[], written: Set<TableName>): LocalStore {
  const wrote = (table: TableName) => written.add(table)
  const store: LocalStore = {
    get: (table, key) => tx.objectStore(table).get(key),
    getAll: (table) => tx.objectStore(table).getAll(),
    keys: (table) => tx.objectStore(table).getAllKeys(),
    put: async (table, row) => {
      wrote(table)
      await tx.objectStore(table).put(row)
    },
    update: async (table, key, changes) => {
      const row = await tx.objectStore(table).get(key)
      if (row) await store.put(table, withChanges(row, changes))
    },
    delete: async (table, key) => {
      wrote(table)
      await tx.objectStore(table).delete(key)
    },
    deleteWhere: async (table, index, value) => {
      const keys = await tx.objectStore(table).index(index).getAllKeys(value)
      wrote(table)
      await Promise.all(keys.map((key) => tx.objectStore(table).delete(key)))
    },
    transaction: (inner, work) => {
      const missing = inner.filter((table) => !tables.includes(table))
      if (missing.length > 0)
        return Promise.reject(new Error(`Not in the enclosing transaction: ${missing.join(', ')}`))
      return work(store)
    },
  }
  return store
}

function databaseStore(db: IDBPDatabase, announce: Announce): LocalStore {
  async function transaction<R>(tables: readonly TableName[], work: (store: LocalStore) => Promise<R>): Promise<R> {
    const tx = db.transaction([...tables], 'readwrite')
    const done = tx.done
    done.catch(() => undefined) // awaited below when the work succeeds; an abort is the work's error
    const written = new Set<TableName>()
    let result: R
    try {
      result = await work(transactionStore(tx, tables, written))
      await done
    } catch (error) {
      // The work failed: nothing it wrote may land (Dexie's transactions behave the same).
      try {
        tx.abort()
      } catch {
        /* already over */
      }
      throw error
    }
    // Committed: telling the pages is all that is left, and a page that misses it reads the
    // tables again on its next load anyway.
    if (written.size > 0) await announce([...written]).catch(() => undefined)
    return result
  }
  return {
    get: (table, key) => db.get(table, key),
    getAll: (table) => db.getAll(table),
    keys: (table) => db.getAllKeys(table),
    put: (table, row) => transaction([table], (tx) => tx.put(table, row)),
    update: (table, key, changes) => transaction([table], (tx) => tx.update(table, key, changes)),
    delete: (table, key) => transaction([table], (tx) => tx.delete(table, key)),
    deleteWhere: (table, index, value) => transaction([table], (tx) => tx.deleteWhere(table, index, value)),
    transaction,
  }
}

/**
 * The app's database, or undefined when it is not the version this worker was built for: not made
 * yet (a first visit before the page opened it), older (the page has not upgraded it yet), or
 * newer (an app update raised it while this older worker still runs). Then the worker leaves the
 * work to the app, whose next round does it.
 */
async function openAsTheAppMadeIt(onLetGo: () => void): Promise<IDBPDatabase | undefined> {
  const version = nativeVersionOf(LOCAL_DB_VERSION)
  // Looked up first where the browser can: asking to open another version would make the pages'
  // Dexie close for an upgrade (or a creation) that never comes.
  if (indexedDB.databases) {
    const found = (await indexedDB.databases()).find((database) => database.name === LOCAL_DB_NAME)
    if (found?.version !== version) return undefined
  }
  try {
    return await openDB(LOCAL_DB_NAME, version, {
      // Only reached when it changed since the look-up (or with no look-up): creating or upgrading
      // is the app's alone, so the request is aborted and nothing is made.
      upgrade: (_db, _oldVersion, _newVersion, transaction) => {
        transaction.done.catch(() => undefined) // the abort below is the answer, not an error to report
        transaction.abort()
      },
      // A page upgrades or deletes it (a new app version, Clear All Data): let go at once.
      blocking: onLetGo,
      terminated: onLetGo,
    })
  } catch {
    // VersionError (newer than this worker knows) or the aborted creation or upgrade.
    return undefined
  }
}

/**
 * The worker's way to the store: one connection, opened on first use and again after it was let
 * go; undefined while the database is not the one this worker knows.
 */
export function connectLocalStore(announce: Announce): () => Promise<LocalStore | undefined> {
  let connection: Promise<IDBPDatabase | undefined> | undefined
  let opened: IDBPDatabase | undefined
  const letGo = () => {
    opened?.close()
    opened = undefined
    connection = undefined
  }
  return async () => {
    connection ??= openAsTheAppMadeIt(letGo).then((db) => {
      opened = db
      if (!db) connection = undefined // tried again on the next use: the page may have made it since
      return db
    })
    const db = await connection
    return db && databaseStore(db, announce)
  }
}
