// The worker's one way into the app's database (sw/idb-local-store.ts): every committed write is told
// to the open windows, whose Dexie then reads those tables again (db/local/outside-writes.ts).
import type { LocalStore } from '../db/local/local-store.ts'
import { connectLocalStore } from './idb-local-store.ts'
import { postToWindows } from './clients.ts'

/** The store, or undefined while the database is not the version this worker knows. */
export const localStore = connectLocalStore((tables) => postToWindows({ type: 'LOCAL_DATA_CHANGED', tables }))

/** For work that cannot be left to the app: without the store it fails as any failed write would. */
export async function requireLocalStore(): Promise<LocalStore> {
  const store = await localStore()
  if (!store) throw new Error("The app's database is not the version this worker knows.")
  return store
}
