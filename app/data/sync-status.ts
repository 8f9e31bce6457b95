// The sync indicator's data: network and engine activity plus what waits in the outbox.
import { useStore } from '@nanostores/react'
import { db, type OutboxEntry } from '../../db/local/db.ts'
import { useLiveQuery } from 'dexie-react-hooks'
import { $syncActivity, type SyncActivity } from '../sync/status.ts'

export interface SyncStatus extends SyncActivity {
  /** Changes still to be delivered (listening positions aside). */
  waiting: number
  refused: OutboxEntry[]
  /** Every change on its way, oldest first, each with its state (the details list them). */
  changes: OutboxEntry[]
}

export function useSyncStatus(): SyncStatus {
  const activity = useStore($syncActivity)
  const changes = useLiveQuery(async () => (await db.outbox.toArray()).filter((e) => e.kind !== 'audioProgress.save'), []) ?? []
  return {
    ...activity,
    waiting: changes.filter((e) => e.status === 'pending').length,
    refused: changes.filter((e) => e.status === 'refused'),
    changes,
  }
}

export { retryChange, discardChange } from './pending-writes.ts'
/** Sync now (the indicator's button, after a retry). */
export { requestSync as syncNow } from '../sync/engine.ts'
