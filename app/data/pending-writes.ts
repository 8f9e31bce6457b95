// What waits in the outbox, for the rows it is about (their pending marks) and for the list of
// waiting changes (the sync details): one live query for a whole screen, keyed by the row's
// resource (db/local/outbox-resources.ts). A reorder is about the list, not one row, and a
// listening position is background bookkeeping: neither marks a row.
import { useLiveQuery } from 'dexie-react-hooks'
import { db, type OutboxEntry } from '../../db/local/db.ts'
import { resourcesOf } from '../../db/local/outbox-resources.ts'

export { resourceKey } from '../../db/local/outbox-resources.ts'
export { retryOutboxEntry, discardOutboxEntry } from '../../db/local/outbox.ts'

const marksARow = (entry: OutboxEntry) => entry.kind !== 'link.reorder' && entry.kind !== 'audioProgress.save'

/** Entries by the row they are about (a row may have several: an edit, then its delete). */
export function usePendingWrites(): Map<string, OutboxEntry[]> {
  return useLiveQuery(async () => {
    const byRow = new Map<string, OutboxEntry[]>()
    for (const entry of await db.outbox.toArray()) {
      if (!marksARow(entry)) continue
      const row = resourcesOf(entry)[0] ?? ''
      byRow.set(row, [...(byRow.get(row) ?? []), entry])
    }
    return byRow
  }, []) ?? new Map()
}
