// One sync round (outbox delivery, then pull) at a time on this device, whichever runs it: a tab's
// data worker (app/sync/sync-rounds.ts) or the service worker's Background Sync (sw/sync.ts). The
// lock is held for a round only, never between rounds: Firefox keeps no page whose worker holds a
// lock in its back/forward cache, and WebKit keeps one frozen with its worker, lock and all. A
// round that has waited LOCK_WAIT_MS takes the lock: the holder is frozen or gone. Its round, if it
// ever runs on, is one more pull (pages of changes are applied whole) and deliveries that are safe
// to replay (every write carries its client id).

export const SYNC_LOCK = 'infinaeon-sync'
export const LOCK_WAIT_MS = 5_000

/** Runs `round` holding the sync lock (at once where the browser has no Web Locks); answers what it answers. */
export async function inSyncLock<T>(
  round: () => Promise<T>,
  locks: LockManager | undefined = globalThis.navigator?.locks,
): Promise<T> {
  if (!locks) return round()
  let running: Promise<T> | undefined
  const run = () => (running = round())
  const waited = new AbortController()
  const tooLong = setTimeout(() => waited.abort(), LOCK_WAIT_MS)
  try {
    return await locks.request(SYNC_LOCK, { signal: waited.signal }, run)
  } catch (error) {
    // Taken by another that waited too long for this one: this round still ends as it would.
    if (running) return running
    if (!waited.signal.aborted) throw error
    return await locks.request(SYNC_LOCK, { steal: true }, run).catch(() => running!)
  } finally {
    clearTimeout(tooLong)
  }
}
