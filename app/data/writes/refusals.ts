// A refused write is told once, whichever tab (or the worker's Background Sync) saw the refusal:
// the first to mark the entry told, in one transaction, shows the toast. It stays in the outbox,
// refused, with Retry and Discard (the sync details, the row's mark) until the person decides.
import type { OutboxEntry } from '../../../db/local/db.ts'
import { loadLocal, watchLocal } from '../queries/local-db.ts'

export type TellRefusal = (entry: OutboxEntry) => void

/** Tells the refusal of entry `seq` unless it was told already; answers whether this call told it. */
export async function tellRefusal(seq: number, tell: TellRefusal): Promise<boolean> {
  const { db, discardOutboxEntry } = await loadLocal()
  const entry = await db.transaction('rw', db.outbox, async () => {
    const found = await db.outbox.get(seq)
    if (!found || found.status !== 'refused' || found.told) return undefined
    await db.outbox.update(seq, { told: true })
    return found
  })
  if (!entry) return false
  // A listening position the server refused is only logged, and not kept.
  if (entry.kind === 'audioProgress.save') {
    console.warn('Listening position refused:', entry.problem)
    await discardOutboxEntry(seq)
    return true
  }
  tell(entry)
  return true
}

/**
 * Tells every refusal not told yet, now and as they come, in a tab the person is looking at (a
 * hidden tab leaves it to a visible one, or tells it when it is shown); answers how to stop.
 */
export function watchRefusals(tell: TellRefusal): () => void {
  let untold: number[] = []
  const tellVisible = () => {
    if (document.visibilityState !== 'visible') return
    for (const seq of untold) void tellRefusal(seq, tell)
  }
  const unsubscribe = watchLocal(
    (db) =>
      db.outbox
        .where('status')
        .equals('refused')
        .filter((e) => !e.told)
        .primaryKeys(),
    (seqs) => {
      untold = seqs.filter((seq) => seq !== undefined)
      tellVisible()
    },
    (error) => console.error('Watching refused writes failed:', error),
  )
  document.addEventListener('visibilitychange', tellVisible)
  return () => {
    unsubscribe()
    document.removeEventListener('visibilitychange', tellVisible)
  }
}
