// Background Sync: where the browser supports it, the worker replays the outbox (the
// same rounds as the app, db/outbox/outbox-drain.ts, over the worker's own store) even when no page
// is open, then tells open windows. While the database is not the version this worker knows, the
// outbox is the app's to deliver (sw/idb-local-store.ts).
/// <reference lib="webworker" />
import { drainOutboxIn, OUTBOX_SYNC_TAG } from '../db/outbox/outbox-drain.ts'
import { inSyncLock } from '../db/outbox/sync-lock.ts'
import { postToWindows } from './clients.ts'
import { localStore } from './local-data.ts'

/** Not in TypeScript's lib yet: https://developer.mozilla.org/docs/Web/API/SyncEvent */
type SyncEvent = ExtendableEvent & { readonly tag: string }

/**
 * Update Now (STEP_DOWN): a newer worker waits for this one's events to end before it takes over,
 * and a round held by a network that never answers (or by the page's round, for the lock) kept
 * the person on "Updating…" (issue 56). The round ends at once; its entries stay queued.
 */
const steppingDown = new AbortController()
export const stepDown = () => steppingDown.abort()

/** One round; rejects when it stopped early so the browser tries the sync again later. */
export async function replayOutbox(): Promise<void> {
  const { signal } = steppingDown
  const store = await localStore()
  if (!store) return
  // Rejected, so the browser asks again later (of the new worker).
  signal.throwIfAborted()
  // The browser fires `sync` when the network is back: the app's backoff no longer applies. A round
  // under way in a page goes first (the lock); this one then delivers what is left.
  const result = await Promise.race([
    inSyncLock(() => drainOutboxIn(store, Date.now(), true, { signalFor: () => signal })),
    new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
  ])
  await postToWindows({ type: 'OUTBOX_DRAINED', delivered: result.delivered })
  if (result.interrupted) throw new Error('The outbox could not be delivered yet.')
}

export function onSync(event: Event): void {
  const sync = event as SyncEvent
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(replayOutbox())
}
