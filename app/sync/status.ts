// What the sync engine is doing right now, for the sync indicator (read with useSyncStatus).
import { map } from 'nanostores'

export interface SyncActivity {
  online: boolean
  syncing: boolean
  /** The last round's failure, in words a person understands; cleared by a good round. */
  problem: string | undefined
  lastSyncedAt: string | undefined
}

export const $syncActivity = map<SyncActivity>({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  syncing: false,
  problem: undefined,
  lastSyncedAt: undefined,
})

export function setSyncActivity(change: Partial<SyncActivity>): void {
  $syncActivity.set({ ...$syncActivity.get(), ...change })
}

/** Bytes of a story's audio sent so far, by outbox entry (the publish dialog shows it). */
export const $uploadProgress = map<Record<number, { sent: number; total: number }>>({})

/** What can stop an entry under way, by outbox entry (a publish the admin cancels while it uploads). */
export const deliveryAborts = new Map<number, AbortController>()
