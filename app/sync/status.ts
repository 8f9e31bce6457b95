// What the sync engine is doing right now, for the sync indicator (read with useSyncStatus).
export interface SyncActivity {
  online: boolean
  syncing: boolean
  /** The last round's failure, in words a person understands; cleared by a good round. */
  problem: string | undefined
  lastSyncedAt: string | undefined
}

type Listener = () => void
let state: SyncActivity = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  syncing: false,
  problem: undefined,
  lastSyncedAt: undefined,
}
const listeners = new Set<Listener>()

export function getSyncActivity(): SyncActivity {
  return state
}

export function setSyncActivity(change: Partial<SyncActivity>): void {
  state = { ...state, ...change }
  for (const listener of listeners) listener()
}

export function subscribeSyncActivity(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
