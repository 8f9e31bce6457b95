// The storage the outbox's delivery rounds, its deliveries and the story rules write through, so
// each rule has one implementation for the page and the service worker: over Dexie on the page and
// in the data worker (dexie-store.ts), over idb in the service worker (sw/idb-local-store.ts), which
// must not carry Dexie. Only the operations those rules use; rows and keys are db.ts's own types.
import type { Dexie, Table } from 'dexie'
import type { HubDatabase } from './db.ts'

export { LOCAL_DB_NAME, LOCAL_DB_VERSION, nativeVersionOf } from './db-version.ts'

export type TableName = Exclude<keyof HubDatabase, keyof Dexie>
export type RowOf<T extends TableName> =
  HubDatabase[T] extends Table<infer Row, infer _Key, infer _Insert> ? Row : never
/** A stored row's key: a string, or the outbox's number (never undefined once stored). */
export type KeyOf<T extends TableName> = (string | number) &
  (HubDatabase[T] extends Table<infer _Row, infer Key, infer _Insert> ? Key : never)

export interface LocalStore {
  get<T extends TableName>(table: T, key: KeyOf<T>): Promise<RowOf<T> | undefined>
  getAll<T extends TableName>(table: T): Promise<RowOf<T>[]>
  /** Every primary key, in key order (the outbox's: the order its entries were made), as stored. */
  keys(table: TableName): Promise<unknown[]>
  put<T extends TableName>(table: T, row: RowOf<T>): Promise<void>
  /** Changes fields of the row when it is there; a field set to undefined is removed, as Dexie's update() does. */
  update<T extends TableName>(table: T, key: KeyOf<T>, changes: Partial<RowOf<T>>): Promise<void>
  delete<T extends TableName>(table: T, key: KeyOf<T>): Promise<void>
  /** Deletes the rows whose indexed field `index` equals `value`. */
  deleteWhere<T extends TableName>(table: T, index: keyof RowOf<T> & string, value: string): Promise<void>
  /**
   * One read-write transaction over `tables`: `work` reads and writes through the store it is
   * given, and all its writes land or none do. Nothing but this store may be awaited inside (never
   * a fetch: IndexedDB commits a transaction left idle). Inside another one, it joins it.
   */
  transaction<R>(tables: readonly TableName[], work: (store: LocalStore) => Promise<R>): Promise<R>
}
