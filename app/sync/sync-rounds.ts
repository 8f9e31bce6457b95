// The sync rounds. They run in each tab's data worker (data.worker.ts), or in the page where there
// are no workers (engine.ts). When to sync is the page's call (on start, when the network comes
// back, back in sight, after the person's own writes, on a push); here rounds never overlap: a
// request during a round runs one more round after it, and across tabs one round runs at a time
// (db/outbox/sync-lock.ts). Pull problems never block the outbox. What the page shows goes out as
// reports.
import { drainOutbox } from '../../db/outbox/outbox.ts'
import { db } from '../../db/local/db.ts'
import { pullChanges } from './pull.ts'
import { pullProfile } from './profile-pull.ts'
import { dexieStore } from '../../db/local/dexie-store.ts'
import { prefetchForOffline } from './prefetch-pass.ts'
import { coverUrls } from './cover-prefetch.ts'
import { errorText } from '../lib/error-text.ts'
import { OFFLINE, problemOf } from '../../client/api-error.ts'
import { inSyncLock } from '../../db/outbox/sync-lock.ts'
import type { SyncCommand, SyncReport } from './data-messages.ts'

/** After the person taps or types, the text prefetch waits this long before its next batch. */
export const PREFETCH_YIELD_MS = 1_000

let report: (report: SyncReport) => void = () => {}
let running: Promise<void> | undefined
let again = false
/** Whether the round under way (or the one after it) should pull too, not only deliver. */
let pullAgain = false
/** Ids of the requests the rounds under way answer when they end. */
let waitingIds: string[] = []
let retryTimer: ReturnType<typeof setTimeout> | undefined
/** Set when the network came back: entries waiting out a backoff are tried at once. */
let networkReturned = false
const deliveryAborts = new Map<number, AbortController>()

/** Texts wait for a painted first screen, and are not fetched ahead at all under Save-Data. */
let screenReady: (saveData: boolean) => void = () => {}
const firstScreen = new Promise<boolean>((resolve) => {
  screenReady = resolve
})
let personActiveUntil = 0

async function round(pull: boolean): Promise<void> {
  report({ type: 'activity', activity: { syncing: true } })
  try {
    const ignoreBackoff = networkReturned
    networkReturned = false
    const drained = await drainOutbox(Date.now(), ignoreBackoff, {
      onUploadProgress: (entry, sent, total) => report({ type: 'upload', seq: entry.seq!, sent, total }),
      signalFor: (entry) => {
        const controller = new AbortController()
        deliveryAborts.set(entry.seq!, controller)
        report({ type: 'delivering', seqs: [...deliveryAborts.keys()] })
        return controller.signal
      },
    })
    deliveryAborts.clear()
    report({ type: 'delivering', seqs: [] })
    // Nothing answered the outbox: a pull would wait out the same silence (issue 56, lie-fi).
    if (drained.unanswered) throw drained.unanswered
    if (!pull) return await scheduleRetry()
    report({ type: 'activity', activity: { pulling: true } })
    await pullChanges()
    // After the stories: a profile's change names a story this device then has.
    await pullProfile(dexieStore)
    report({
      type: 'activity',
      activity: { pulling: false, problem: undefined, unreachable: false, lastSyncedAt: new Date().toISOString() },
    })
    report({ type: 'synced' })
    prefetchInBackground()
    await scheduleRetry()
  } catch (error) {
    const { code, status } = problemOf(error)
    report({
      type: 'activity',
      activity: { pulling: false, problem: errorText.sync(error), unreachable: status === 0 && code !== OFFLINE },
    })
    await scheduleRetry()
  } finally {
    report({ type: 'activity', activity: { syncing: false } })
  }
}

let prefetching: Promise<void> | undefined
let prefetchAgain = false

/** Between two steps of background work (texts, the search index): wait while the person is tapping or typing. */
export async function stepAside(): Promise<void> {
  while (Date.now() < personActiveUntil)
    await new Promise((resolve) => setTimeout(resolve, personActiveUntil - Date.now()))
}

/**
 * Texts first, then narration timings (prefetch-pass.ts), then covers, so everything reads offline after one sync. One
 * prefetch at a time: a round that ends while one runs asks for one more pass after it, which fetches only what is
 * still missing then, so no text is fetched twice.
 */
function prefetchInBackground(): void {
  if (prefetching) {
    prefetchAgain = true
    return
  }
  prefetching = (async () => {
    const saveData = await firstScreen
    do {
      prefetchAgain = false
      if (!saveData) await prefetchForOffline(stepAside)
      report({ type: 'covers', urls: await coverUrls(db, stepAside) })
    } while (prefetchAgain)
  })()
    .catch((error: unknown) => console.warn('Prefetching texts failed; the next sync tries again:', error))
    .finally(() => {
      prefetching = undefined
    })
}

/** Wakes the rounds again when the earliest delayed outbox entry is due. */
async function scheduleRetry(): Promise<void> {
  clearTimeout(retryTimer)
  // One held behind an earlier change goes when that one does, in the same round.
  const next = await db.outbox
    .where('status')
    .equals('pending')
    .filter((e) => !e.after)
    .toArray()
  if (next.length === 0) return
  const due = Math.min(...next.map((e) => e.nextAttemptAt))
  retryTimer = setTimeout(() => void runRounds({ pull: true }), Math.max(0, due - Date.now()) + 50)
}

/** Runs a round now, or right after the one under way; `pull: false` only delivers the outbox. */
function runRounds(options: { pull: boolean; id?: string }): Promise<void> {
  pullAgain ||= options.pull
  if (options.id) waitingIds.push(options.id)
  if (running) {
    again = true
    return running
  }
  running = (async () => {
    do {
      again = false
      const pull = pullAgain
      pullAgain = false
      const answering = waitingIds
      waitingIds = []
      await inSyncLock(() => round(pull))
      for (const id of answering) report({ type: 'sync-done', id })
    } while (again)
  })().finally(() => {
    running = undefined
  })
  return running
}

/** Where the rounds' reports go (the worker's page and the other tabs, or the page itself). */
export function reportSyncTo(listener: (report: SyncReport) => void): void {
  report = listener
}

export function handleSyncCommand(command: SyncCommand): void {
  switch (command.type) {
    case 'sync':
      networkReturned ||= command.networkReturned === true
      void runRounds(command)
      break
    case 'abort':
      deliveryAborts.get(command.seq)?.abort()
      break
    case 'person-active':
      personActiveUntil = Date.now() + PREFETCH_YIELD_MS
      break
    case 'screen-ready':
      screenReady(command.saveData)
      break
  }
}
