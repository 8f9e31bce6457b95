// The sync indicator's data: network and engine activity plus what waits in the outbox.
import type { OutboxEntry } from '../../db/local/db.ts'
import { useLocalQuery } from './queries/use-local-query.ts'
import { $syncActivity, $syncingShown, SERVER_ACTIVITY, type SyncActivity } from '../sync/status.ts'
import { useStoreAfterHydration } from './queries/hydration.ts'

export interface SyncStatus extends SyncActivity {
  /** Changes still to be delivered (listening positions aside). */
  waiting: number
  refused: OutboxEntry[]
  /** Every change on its way, oldest first, each with its state (the details list them). */
  changes: OutboxEntry[]
}

export function useSyncStatus(): SyncStatus {
  const activity = useStoreAfterHydration($syncActivity, SERVER_ACTIVITY)
  const syncing = useStoreAfterHydration($syncingShown, SERVER_ACTIVITY.syncing)
  const changes =
    useLocalQuery(async (db) => (await db.outbox.toArray()).filter((e) => e.kind !== 'audioProgress.save'), []) ?? []
  return {
    ...activity,
    syncing,
    waiting: changes.filter((e) => e.status === 'pending').length,
    refused: changes.filter((e) => e.status === 'refused'),
    changes,
  }
}

export { retryChange, discardChange } from './writes/pending-writes.ts'
/** Sync now (the indicator's button, after a retry). */
export { requestSync as syncNow } from '../sync/engine.ts'
