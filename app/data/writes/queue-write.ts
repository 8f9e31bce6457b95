// Puts one of the person's writes in the outbox, with what it shows on this device at once (an
// offline add is listed, an edit shows), in one transaction, then wakes the sync engine; the
// dialog that queued it follows the entry (app/ui/use-queued-write.ts).
import { localDb, type HubDatabase } from '../queries/local-db.ts'
import type { TableName } from '../../../db/local/local-store.ts'
import { freshEntry, type NewOutboxEntry } from '../../../db/outbox/outbox-entry.ts'
import { OFFLINE, type Problem } from '../../../client/api-error.ts'
import { localWriteHappened } from './after-write.ts'

/** Queued with no network: it says at once that it waits for it (no round needs to fail first). */
const offlineNow = (): Problem | undefined =>
  typeof navigator !== 'undefined' && !navigator.onLine ? { code: OFFLINE, message: 'offline', status: 0 } : undefined

/** Adds the entry inside the caller's transaction (which holds the outbox); answers its number. */
export async function addOutboxEntry(db: HubDatabase, entry: NewOutboxEntry): Promise<number> {
  return (await db.outbox.add({ ...freshEntry(entry), problem: offlineNow() })) as number
}

/** `tables` are those `showLocally` writes. Answers the entry's number. */
export async function queueWrite(
  entry: NewOutboxEntry,
  tables: TableName[] = [],
  showLocally?: (db: HubDatabase) => Promise<unknown>,
): Promise<number> {
  const db = await localDb()
  const seq = await db.transaction('rw', ['outbox', ...tables], async () => {
    await showLocally?.(db)
    return addOutboxEntry(db, entry)
  })
  localWriteHappened()
  return seq
}
