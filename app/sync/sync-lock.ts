// One sync round at a time on this device, whichever tab runs it (each tab's data worker runs the
// rounds its page asks for). The lock is held for a round only, never between rounds: Firefox keeps
// no page whose worker holds a lock in its back/forward cache, and WebKit keeps one frozen with its
// worker, lock and all (the page stops its worker then: engine.ts). A round that has waited
// LOCK_WAIT_MS for another tab's round takes the lock: that tab is frozen or gone. Its round, if it
// ever runs on, is one more pull (pages of changes are applied whole) and deliveries that are safe
// to replay.

export const SYNC_LOCK = 'infinaeon-sync'
export const LOCK_WAIT_MS = 5_000

/** Runs `round` holding the sync lock (at once where the browser has no Web Locks). */
export async function inSyncLock(round: () => Promise<void>, locks: LockManager | undefined = globalThis.navigator?.locks): Promise<void> {
  if (!locks) return round()
  let running: Promise<void> | undefined
  const run = () => (running = round())
  const waited = new AbortController()
  const tooLong = setTimeout(() => waited.abort(), LOCK_WAIT_MS)
  try {
    await locks.request(SYNC_LOCK, { signal: waited.signal }, run)
  } catch (error) {
    // Taken by another tab that waited too long for this one: this round still ends as it would.
    if (running) return running
    if (!waited.signal.aborted) throw error
    await locks.request(SYNC_LOCK, { steal: true }, run).catch(() => running)
  } finally {
    clearTimeout(tooLong)
  }
}
