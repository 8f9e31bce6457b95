// The sync indicator's data: network and engine activity plus what waits in the outbox.
import { useStore } from '@nanostores/react'
import { useLiveQuery } from 'dexie-react-hooks'
import { db, type OutboxEntry } from '../../db/local/db.ts'
import { $syncActivity, type SyncActivity } from '../sync/status.ts'

export interface SyncStatus extends SyncActivity {
  waiting: number
  failed: OutboxEntry[]
  /** Stories published or edited on this device that wait to be sent (each can be cancelled). */
  queuedStories: OutboxEntry[]
}

export function useSyncStatus(): SyncStatus {
  const activity = useStore($syncActivity)
  const outbox = useLiveQuery(() => db.outbox.toArray(), []) ?? []
  return {
    ...activity,
    waiting: outbox.filter((e) => e.status === 'pending').length,
    failed: outbox.filter((e) => e.status === 'failed'),
    queuedStories: outbox.filter((e) => e.status === 'pending' && (e.kind === 'story.publish' || e.kind === 'story.update')),
  }
}

export { retryOutboxEntry, discardOutboxEntry } from '../../db/local/outbox.ts'
/** Sync now (the indicator's button, after a retry). */
export { requestSync as syncNow } from '../sync/engine.ts'
