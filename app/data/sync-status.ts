// The sync indicator's data: network and engine activity plus what waits in the outbox.
import { useSyncExternalStore } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import { db, type OutboxEntry } from '../../db/local/db.ts'
import { getSyncActivity, subscribeSyncActivity, type SyncActivity } from '../sync/status.ts'

export interface SyncStatus extends SyncActivity {
  waiting: number
  failed: OutboxEntry[]
}

export function useSyncStatus(): SyncStatus {
  const activity = useSyncExternalStore(subscribeSyncActivity, getSyncActivity, getSyncActivity)
  const outbox = useLiveQuery(() => db.outbox.toArray(), []) ?? []
  return {
    ...activity,
    waiting: outbox.filter((e) => e.status === 'pending').length,
    failed: outbox.filter((e) => e.status === 'failed'),
  }
}

export { retryOutboxEntry, discardOutboxEntry } from '../sync/outbox.ts'
