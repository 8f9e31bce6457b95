// When to sync: on start, when the network comes back, on focus after a minute away, after the
// person's own writes, and when a push says there is a new story. Rounds never overlap: a request
// during a round runs one more round after it. Pull first problems never block the outbox.
import { drainOutbox } from '../../db/local/outbox.ts'
import { db } from '../../db/local/db.ts'
import { pullChanges } from './pull.ts'
import { prefetchAllContent } from './content.ts'
import { prefetchCovers } from './cover-prefetch.ts'
import { $uploadProgress, deliveryAborts, setSyncActivity } from './status.ts'
import { errorText } from '../lib/error-text.ts'

export const FOCUS_REFRESH_MS = 60_000

export interface SyncEvents {
  /** A round pulled everything: the device now holds data worth keeping (storage persistence). */
  onSynced?: () => void
  /** The texts are on the device: the search index can take them in (it works off the page). */
  onTextsStored?: () => void
}

let running: Promise<void> | undefined
let again = false
/** Whether the round under way (or the one after it) should pull too, not only deliver. */
let pullAgain = false
let retryTimer: ReturnType<typeof setTimeout> | undefined
let events: SyncEvents = {}
/** Set when the network came back: entries waiting out a backoff are tried at once. */
let networkReturned = false

async function round(pull: boolean): Promise<void> {
  setSyncActivity({ syncing: true })
  try {
    const ignoreBackoff = networkReturned
    networkReturned = false
    await drainOutbox(Date.now(), ignoreBackoff, {
      onUploadProgress: (entry, sent, total) => $uploadProgress.setKey(entry.seq!, { sent, total }),
      signalFor: (entry) => {
        const controller = new AbortController()
        deliveryAborts.set(entry.seq!, controller)
        return controller.signal
      },
    })
    deliveryAborts.clear()
    if (!pull) return await scheduleRetry()
    await pullChanges()
    setSyncActivity({ problem: undefined, lastSyncedAt: new Date().toISOString() })
    events.onSynced?.()
    prefetchInBackground()
    await scheduleRetry()
  } catch (error) {
    setSyncActivity({ problem: errorText.sync(error) })
    await scheduleRetry()
  } finally {
    setSyncActivity({ syncing: false })
  }
}

let prefetching: Promise<void> | undefined
let prefetchAgain = false

/**
 * Texts first, then covers (the worker keeps them), so everything reads offline after one sync.
 * One prefetch at a time: a round that ends while one runs asks for one more pass after it, which
 * fetches only what is still missing then, so no text is fetched twice.
 */
function prefetchInBackground(): void {
  if (prefetching) {
    prefetchAgain = true
    return
  }
  prefetching = (async () => {
    do {
      prefetchAgain = false
      await prefetchAllContent()
      events.onTextsStored?.()
      await prefetchCovers()
    } while (prefetchAgain)
  })().catch((error: unknown) => console.warn('Prefetching texts failed; the next sync tries again:', error))
    .finally(() => { prefetching = undefined })
}

/** Wakes the engine again when the earliest delayed outbox entry is due. */
async function scheduleRetry(): Promise<void> {
  clearTimeout(retryTimer)
  // One held behind an earlier change goes when that one does, in the same round.
  const next = await db.outbox.where('status').equals('pending').filter((e) => !e.after).toArray()
  if (next.length === 0) return
  const due = Math.min(...next.map((e) => e.nextAttemptAt))
  retryTimer = setTimeout(() => void requestSync(), Math.max(0, due - Date.now()) + 50)
}

/** Runs a sync round now, or right after the one under way; `pull: false` only delivers the outbox. */
export function requestSync(options: { pull: boolean } = { pull: true }): Promise<void> {
  pullAgain ||= options.pull
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    do {
      again = false
      const pull = pullAgain
      pullAgain = false
      await round(pull)
    } while (again)
  })().finally(() => { running = undefined })
  return running
}

/** Wires the browser events; answers a function that unwires them. */
export function startSync(handlers: SyncEvents = {}): () => void {
  events = handlers
  let hiddenAt = Date.now()
  const online = () => {
    networkReturned = true
    setSyncActivity({ online: true })
    void requestSync()
  }
  const offline = () => setSyncActivity({ online: false })
  const visibility = () => {
    if (document.visibilityState === 'hidden') hiddenAt = Date.now()
    else if (Date.now() - hiddenAt >= FOCUS_REFRESH_MS) void requestSync()
  }
  window.addEventListener('online', online)
  window.addEventListener('offline', offline)
  document.addEventListener('visibilitychange', visibility)
  setSyncActivity({ online: navigator.onLine })
  void requestSync()
  return () => {
    window.removeEventListener('online', online)
    window.removeEventListener('offline', offline)
    document.removeEventListener('visibilitychange', visibility)
    clearTimeout(retryTimer)
  }
}
