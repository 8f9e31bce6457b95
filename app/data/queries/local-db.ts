// The device's database as the page reaches it: loaded on first use, never on the first load. The
// server drew the first screen and hydration needs none of it; everything that reads or writes the
// device's rows waits for this one import (local-db-module.ts), which the app starts at once
// after hydrating (app/start.tsx), and at once when there is no drawn screen to hydrate; it is
// opened once the data worker has made it (database-ready.ts).
import type { HubDatabase } from '../../../db/local/db.ts'
import { nextTask } from '../../lib/next-task.ts'

export type LocalModule = typeof import('./local-db-module.ts')
export type { HubDatabase }

let loading: Promise<LocalModule> | undefined

/** Dexie, the database and the device-side rules the page calls. */
export const loadLocal = (): Promise<LocalModule> =>
  (loading ??= (async () => {
    // A module and everything it imports are evaluated in one task: Dexie's code and the app's
    // database over it (with its schema) made one task of about 200 ms on a phone (CPU 4×). Dexie
    // is a chunk of its own (vite.config.ts), evaluated first; the rest in the next task.
    await import('dexie')
    await nextTask()
    const module = await import('./local-db-module.ts')
    module.abortReadsWhenKept()
    await module.whenDatabaseCurrent()
    return module
  })())

/** The database, once its code is here. */
export const localDb = async (): Promise<HubDatabase> => (await loadLocal()).db

/**
 * Follows a live query (Dexie's liveQuery) from the moment the database's code is here: `next` gets
 * every answer. Answers how to stop, which may come before the first answer.
 */
export function watchLocal<T>(
  read: (db: HubDatabase) => Promise<T> | T,
  next: (value: T) => void,
  error: (error: unknown) => void,
): () => void {
  let stopped = false
  let unsubscribe = () => {}
  void loadLocal().then(({ db, liveQuery }) => {
    if (stopped) return
    const subscription = liveQuery(() => read(db)).subscribe({ next, error })
    unsubscribe = () => subscription.unsubscribe()
  })
  return () => {
    stopped = true
    unsubscribe()
  }
}

/** Whether this device has pulled from the server at least once (before that, none is not an answer). */
export const hasSynced = async (db: HubDatabase): Promise<boolean> =>
  (await db.syncState.get('lastPulledAt')) !== undefined
