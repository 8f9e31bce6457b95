// What the sync engine is doing right now, for the sync indicator (read with useSyncStatus).
import { atom, computed, map } from 'nanostores'
import { sustained } from '../lib/sustained.ts'

export interface SyncActivity {
  online: boolean
  syncing: boolean
  /** The last round's failure, in words a person understands; cleared by a good round. */
  problem: string | undefined
  lastSyncedAt: string | undefined
  /**
   * Pulling pages from the server: lists wait for the end to show them once (app/data/queries/use-settled-query.ts).
   */
  pulling: boolean
  /** The last round got no answer from the server though the device says it is online (a captive
   * portal, a train tunnel, the server down); cleared by a good round. */
  unreachable: boolean
}

/** How a page drawn on the server shows the sync: online, at rest. */
export const SERVER_ACTIVITY: SyncActivity = {
  online: true,
  syncing: false,
  problem: undefined,
  lastSyncedAt: undefined,
  pulling: false,
  unreachable: false,
}

export const $syncActivity = map<SyncActivity>({
  ...SERVER_ACTIVITY,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
})

/**
 * A round shows as syncing only once it has lasted a second: most rounds (and the check every 30 s
 * for the background music) end well before, and a spinner flashing in the header says nothing.
 */
export const SHOW_SYNCING_AFTER_MS = 1_000
export const $syncingShown = sustained(
  computed($syncActivity, (activity) => activity.syncing),
  SHOW_SYNCING_AFTER_MS,
)

export function setSyncActivity(change: Partial<SyncActivity>): void {
  $syncActivity.set({ ...$syncActivity.get(), ...change })
}

/** Bytes of a story's audio sent so far, by outbox entry (the publish dialog shows it). */
export const $uploadProgress = map<Record<number, { sent: number; total: number }>>({})

/** The outbox entries being sent right now (engine.ts stops one with abortDelivery). */
export const $delivering = atom<ReadonlySet<number>>(new Set())
