// Writes made to the database without Dexie (the service worker's, sw/idb-local-store.ts) are not seen
// by live queries: Dexie only hears its own commits. When the worker says it wrote some tables,
// they are handed to Dexie as a commit made in another context, which is exactly what it was.
//
// Firing Dexie.on('storagemutated') is not enough: Dexie 4 caches live queries' results, and only
// a mutation arriving from another context drops them (https://github.com/dexie/Dexie.js/pull/1729);
// a fired event would run the queries again against the stale cache. Dexie receives other
// contexts' commits on its BroadcastChannel "x-storagemutated-1" (named in
// https://github.com/dexie/Dexie.js/pull/1384), so the change goes there: this page, the other
// tabs and the data workers all read those tables again.
import { RangeSet, type ObservabilitySet } from 'dexie'
import { db } from './db.ts'

const DEXIE_MUTATIONS_CHANNEL = 'x-storagemutated-1'

/** Every key of every index of `tables`, as Dexie itself marks a database it has just created. */
function wholeTables(tables: readonly string[]): ObservabilitySet {
  const parts: ObservabilitySet = {}
  const everything = () => new RangeSet(-Infinity, [[[]]])
  for (const table of db.tables.filter(({ name }) => tables.includes(name))) {
    const part = (index: string) => `idb://${db.name}/${table.name}/${index}`
    // '' is the primary key, ':dels' the deleted rows; then each index by name.
    for (const index of ['', ':dels', ...table.schema.indexes.map(({ name }) => name)])
      parts[part(index)] = everything()
  }
  return parts
}

/** Has every Dexie of this origin read `tables` again; names that are not tables here are left out. */
export function announceOutsideWrites(tables: readonly string[]): void {
  const parts = wholeTables(tables)
  if (Object.keys(parts).length === 0) return
  const channel = new BroadcastChannel(DEXIE_MUTATIONS_CHANNEL)
  channel.postMessage(parts)
  channel.close()
}
