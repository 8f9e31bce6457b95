// What waits in the outbox, for the rows it is about (their pending marks) and for the list of
// waiting changes (the sync details): one live query for a whole screen, keyed by the row's
// resource (db/outbox/outbox-resources.ts). A reorder is about the list, not one row, and a
// listening position is background bookkeeping: neither marks a row.
import type { OutboxEntry } from '../../../db/local/db.ts'
import { resourcesOf } from '../../../db/outbox/outbox-resources.ts'
import { loadLocal } from '../queries/local-db.ts'
import { useLocalQuery } from '../queries/use-local-query.ts'
import { abortDelivery, requestSync } from '../../sync/engine.ts'

export { resourceKey } from '../../../db/outbox/outbox-resources.ts'

/** Retry: a refused change is sent again now. */
export async function retryChange(seq: number): Promise<void> {
  await (await loadLocal()).retryOutboxEntry(seq)
  void requestSync({ pull: false })
}

/** Discard: a change goes (stopped if under way) with what it showed; what waited behind it goes on. */
export async function discardChange(seq: number): Promise<void> {
  abortDelivery(seq)
  await (await loadLocal()).discardOutboxEntry(seq)
  void requestSync({ pull: false })
}

const marksARow = (entry: OutboxEntry) => entry.kind !== 'link.reorder' && entry.kind !== 'audioProgress.save'

/** Entries by the row they are about (a row may have several: an edit, then its delete). */
export function usePendingWrites(): Map<string, OutboxEntry[]> {
  return (
    useLocalQuery(async (db) => {
      const byRow = new Map<string, OutboxEntry[]>()
      for (const entry of await db.outbox.toArray()) {
        if (!marksARow(entry)) continue
        const row = resourcesOf(entry)[0] ?? ''
        byRow.set(row, [...(byRow.get(row) ?? []), entry])
      }
      return byRow
    }, []) ?? new Map()
  )
}
