// The page opens the device's database only once it exists at this app's version: the data worker
// creates it and brings it up to date (data.worker.ts opens it first thing). WebKit keeps a page
// that was left in its back/forward cache, frozen, and a page frozen in the middle of creating or
// upgrading the database (a first visit left within its first second) kept every other page from
// opening it for as long as it stayed there. A worker is never frozen that way: the page stops it
// when it is kept (app/sync/engine.ts).
import { LOCAL_DB_NAME, LOCAL_DB_VERSION } from '../../../db/local/local-store.ts'

/** Dexie opens version n of a schema as IndexedDB version 10n. */
const CURRENT = LOCAL_DB_VERSION * 10
const POLL_MS = 50
/** A worker that has not made it by then (it could not open it) leaves it to the page, which then says why. */
const GIVE_UP_MS = 10_000

let pageMakesIt = typeof Worker === 'undefined'

/** The page does the data work itself (no worker could start): it makes the database too. */
export function pageMakesDatabase(): void {
  pageMakesIt = true
}

/**
 * Settles once the database is there at this version, the page is to make it itself, or the worker
 * has had GIVE_UP_MS to make it. A browser that cannot list its databases opens it at once.
 */
export async function whenDatabaseCurrent(): Promise<void> {
  const giveUpAt = Date.now() + GIVE_UP_MS
  while (!pageMakesIt && Date.now() < giveUpAt) {
    const databases = await indexedDB.databases?.().catch(() => undefined)
    if (!databases || databases.some((d) => d.name === LOCAL_DB_NAME && (d.version ?? 0) >= CURRENT)) return
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}
