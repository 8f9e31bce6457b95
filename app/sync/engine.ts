// The page's side of the data worker (data.worker.ts): it starts the worker, says when to sync (on
// start, when the network comes back, back in sight or back from the back/forward cache, after the
// person's own writes, on a push), stops it when the page is kept in that cache, and shows what it
// reports. Where there are no module workers (the unit tests, an old browser) or the worker fails,
// the same rounds and index run in the page.
import { localDb } from '../data/queries/local-db.ts'
import { $delivering, $uploadProgress, setSyncActivity } from './status.ts'
import type { FromDataWorker, ToDataWorker } from './data-messages.ts'
import { answerSearch } from './search-answer.ts'

export const FOCUS_REFRESH_MS = 60_000
/** A data worker that has not started by then never will: the page takes over its work. */
export const WORKER_START_MS = 10_000

export interface SyncEvents {
  /** A round pulled everything: the device now holds data worth keeping (storage persistence). */
  onSynced?: () => void
}

type Send = (message: ToDataWorker) => void
let events: SyncEvents = {}
const syncWaiters = new Map<string, () => void>()
const listeners = new Set<(message: FromDataWorker) => void>()
/**
 * Sent to the worker and not yet answered (and that the screen is painted), sent again if the page has to take over.
 */
const unanswered = new Map<string, ToDataWorker>()

function receive(message: FromDataWorker): void {
  switch (message.type) {
    case 'activity':
      setSyncActivity(message.activity)
      break
    case 'upload':
      $uploadProgress.setKey(message.seq, { sent: message.sent, total: message.total })
      break
    case 'delivering':
      $delivering.set(new Set(message.seqs))
      break
    case 'synced':
      events.onSynced?.()
      break
    // After the first sync, so not part of the first load.
    case 'covers':
      void import('./cover-prefetch.ts').then(({ prefetchCovers }) => prefetchCovers(message.urls))
      break
    case 'sync-done':
      syncWaiters.get(message.id)?.()
      syncWaiters.delete(message.id)
      unanswered.delete(message.id)
      break
  }
  if (message.type === 'results') unanswered.delete(`search:${message.id}`)
  for (const listener of listeners) listener(message)
}

/** The rounds and the index on the page's own thread. */
function inPage(): Send {
  void import('../data/queries/database-ready.ts').then(({ pageMakesDatabase }) => pageMakesDatabase())
  const rounds = import('./sync-rounds.ts').then((module) => {
    module.reportSyncTo(receive)
    return module
  })
  let index: ReturnType<typeof import('../search/index-keeper.ts').keepIndex> | undefined
  const searchIndex = async () =>
    (index ??= (await import('../search/index-keeper.ts')).keepIndex(
      await localDb(),
      () => receive({ type: 'index-changed' }),
      (await rounds).stepAside,
    ))
  return (message) => {
    if (message.type === 'leave') return // only a worker leaves
    if (message.type !== 'search') return void rounds.then((module) => module.handleSyncCommand(message))
    void rounds.then((module) => module.handleSyncCommand({ type: 'person-active' }))
    void searchIndex().then((index) => receive(answerSearch(index, message)))
  }
}

let stopWorker = () => {}
/**
 * Workers told to leave as their page was left: told again when it comes back (Firefox can drop what a page says as it
 * is kept).
 */
const toldToLeave = new Set<Worker>()

function startWorker(): Send {
  if (typeof Worker === 'undefined') return inPage()
  let worker: Worker
  try {
    worker = new Worker(new URL('./data.worker.ts', import.meta.url), { type: 'module', name: 'data' })
  } catch {
    return inPage()
  }
  let stopped = false
  let overlapping = false
  worker.addEventListener('message', (event: MessageEvent<FromDataWorker>) => {
    if (event.data.type === 'overlapping') overlapping = event.data.overlapping
    else if (!stopped) receive(event.data)
  })
  // Its script never arrived: Chromium can hold a worker's script back for as long as the page
  // lives, while a service worker update waits behind the one controlling the page (CI saw a
  // reload onto a new version never sync). The page does the work then, on its own thread.
  const notStarted = setTimeout(() => takeOver(), WORKER_START_MS)
  worker.addEventListener('message', () => clearTimeout(notStarted), { once: true })
  // It could not start (no module workers) or died: the page takes over what it was asked.
  worker.addEventListener('error', () => takeOver(), { once: true })
  const stop = (end: () => void) => {
    stopped = true
    clearTimeout(notStarted)
    end()
  }
  const takeOver = () => {
    if (stopped) return
    stop(() => worker.terminate())
    send = inPage()
    for (const message of unanswered.values()) send(message)
  }
  // In WebKit, a worker ended while two or more of its transactions are under way can leave the
  // database stuck for good (db/local/open-transactions.ts): such a worker is told to leave, and
  // ends itself once it has aborted them. Any other is ended at once, which frees all it holds
  // even in a page kept frozen (a worker told to leave is sometimes frozen before it has heard).
  stopWorker = () =>
    stop(() => {
      if (!overlapping) return worker.terminate()
      worker.postMessage({ type: 'leave' } satisfies ToDataWorker)
      toldToLeave.add(worker)
    })
  return (message) => worker.postMessage(message)
}

let send: Send | undefined
/**
 * The page was left: no worker starts until it comes back from the back/forward cache (what is asked meanwhile waits in
 * `unanswered`).
 */
let left = false
const dataWorker = (): Send => (send ??= startWorker())

/** Sends a command or a search to the data worker (started on first use). */
export function sendToDataWorker(message: ToDataWorker): void {
  if (message.type === 'sync') unanswered.set(message.id, message)
  if (message.type === 'search') unanswered.set(`search:${message.id}`, message)
  if (message.type === 'screen-ready') unanswered.set('screen-ready', message)
  if (!left) dataWorker()(message)
}

/** Listens to everything the data worker says; answers how to stop. */
export function onDataWorkerMessage(listener: (message: FromDataWorker) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

let nextSync = 0

/** Runs a sync round now, or right after the one under way; `pull: false` only delivers the outbox. */
export function requestSync(options: { pull: boolean; networkReturned?: boolean } = { pull: true }): Promise<void> {
  const id = `${Date.now()}-${++nextSync}`
  return new Promise((resolve) => {
    syncWaiters.set(id, resolve)
    sendToDataWorker({ type: 'sync', id, ...options })
  })
}

/** Stops an outbox entry under way (a discard, a publish taken back into its form). */
export function abortDelivery(seq: number): void {
  if ($delivering.get().has(seq)) sendToDataWorker({ type: 'abort', seq })
}

/** Lets go of the database (before "clear all data" deletes it, and when the page is left). */
export function stopDataWorker(): void {
  stopWorker()
  stopWorker = () => {}
  send = undefined
}

/**
 * The page is left. Kept, frozen, in the back/forward cache (WebKit, Firefox), its worker would
 * hold the sync lock, its transactions and any delivery under way from every other page: it ends
 * now (see stopWorker in startWorker for how). What it was sending is sent again by whoever syncs
 * next (every write is safe to replay), and a kept page's own reads under way are aborted
 * (app/data/queries/reads-on-leave.ts).
 * Nothing the screen shows changes here: a render now would leave React's scheduler waiting for
 * good on a message Firefox drops while the page is frozen.
 */
function leavePage(): void {
  left = true
  stopDataWorker()
}

/**
 * The page came back from the back/forward cache: what the stopped worker was doing is over, a new
 * worker is asked again what the old one left unanswered, and a round syncs what changed meanwhile.
 */
function backFromCache(event: PageTransitionEvent): void {
  if (!event.persisted) return
  left = false
  for (const worker of toldToLeave) worker.postMessage({ type: 'leave' } satisfies ToDataWorker)
  toldToLeave.clear()
  $delivering.set(new Set())
  setSyncActivity({ online: navigator.onLine, syncing: false, pulling: false })
  const worker = dataWorker()
  for (const message of unanswered.values()) worker(message)
  void requestSync()
}

/** Wires the browser events; the texts' prefetch waits for `firstScreenDone`. Answers a function that unwires them. */
export function startSync(handlers: SyncEvents, firstScreenDone: Promise<void>): () => void {
  events = handlers
  let hiddenAt = Date.now()
  const online = () => {
    setSyncActivity({ online: true })
    void requestSync({ pull: true, networkReturned: true })
  }
  const offline = () => setSyncActivity({ online: false })
  // Back in sight: what waits in the outbox goes now (only Chromium has Background Sync), and after
  // a while away the device pulls too.
  const visibility = () => {
    if (document.visibilityState === 'hidden') hiddenAt = Date.now()
    else void requestSync({ pull: Date.now() - hiddenAt >= FOCUS_REFRESH_MS })
  }
  // The text prefetch steps aside while the person taps, scrolls with keys or types.
  let lastActive = 0
  const active = () => {
    if (Date.now() - lastActive < 250) return
    lastActive = Date.now()
    sendToDataWorker({ type: 'person-active' })
  }
  window.addEventListener('online', online)
  window.addEventListener('offline', offline)
  window.addEventListener('pagehide', leavePage)
  window.addEventListener('pageshow', backFromCache)
  document.addEventListener('visibilitychange', visibility)
  window.addEventListener('pointerdown', active, { passive: true })
  window.addEventListener('keydown', active, { passive: true })
  setSyncActivity({ online: navigator.onLine })
  void requestSync()
  void firstScreenDone.then(() => sendToDataWorker({ type: 'screen-ready', saveData: prefersSavingData() }))
  return () => {
    window.removeEventListener('online', online)
    window.removeEventListener('offline', offline)
    window.removeEventListener('pagehide', leavePage)
    window.removeEventListener('pageshow', backFromCache)
    document.removeEventListener('visibilitychange', visibility)
    window.removeEventListener('pointerdown', active)
    window.removeEventListener('keydown', active)
  }
}

/** Save-Data (a browser setting, or a data saver on the phone): texts are fetched when opened only. */
function prefersSavingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  return connection?.saveData === true
}
