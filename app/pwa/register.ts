// Registers the service worker (production builds only) with workbox-window and drives the update
// flow: a waiting worker makes the update available, applyUpdate() sends the typed
// SKIP_WAITING message, and the new worker taking control (or its UPDATE_READY) reloads the page. A
// page reloads only onto a build other than its own, so a worker of the same build never starts a
// loop of reloads.
// Worker messages: STORY_PUSHED asks the sync engine for the new story; LOCAL_DATA_CHANGED (the
// worker wrote the database without Dexie) has Dexie read those tables again; download messages go
// to app/player/downloads.ts.
/// <reference types="vite/client" />
import { Workbox } from 'workbox-window'
import type { FromWorker, ToWorker } from '../../contract/sw-messages.ts'
import { loadLocal } from '../data/queries/local-db.ts'
import { requestSync } from '../sync/engine.ts'
import { onDownloadMessage } from '../player/downloads.ts'
import { listenForInstallEvents } from './install-state.ts'
import {
  $updateState,
  dispatchUpdate,
  TAKEOVER_WAIT_MS,
  UPDATE_DISMISSED_KEY,
  UPDATE_RELOAD_DELAY_MS,
  type UpdateEvent,
} from './update-state.ts'

let wb: Workbox | undefined
let reloadTimer: ReturnType<typeof setTimeout> | undefined

function isDismissed(): boolean {
  try {
    return sessionStorage.getItem(UPDATE_DISMISSED_KEY) === 'true'
  } catch {
    return false
  }
}

/** Applies a worker event; the first time the update is done, the page reloads 1.5 s later. */
function update(event: UpdateEvent): void {
  dispatchUpdate(event)
  if ($updateState.get() === 'updated' && reloadTimer === undefined) {
    reloadTimer = setTimeout(() => window.location.reload(), UPDATE_RELOAD_DELAY_MS)
  }
}

function onWorkerMessage(message: FromWorker): void {
  if (message.type === 'STORY_PUSHED') void requestSync()
  if (message.type === 'LOCAL_DATA_CHANGED')
    void loadLocal().then(({ announceOutsideWrites }) => announceOutsideWrites(message.tables))
  if (message.type === 'UPDATE_READY') update({ kind: 'update-ready', isNewBuild: message.build !== __BUILD_ID__ })
  onDownloadMessage(message)
}

/** A first sync that never ends (the server keeps failing) holds the first worker back no longer. */
const FIRST_WORKER_WAIT_MS = 15_000

/**
 * Call once at start-up. A first visit (no worker yet) installs its worker once the first sync is
 * in and the first screen is done: the worker's precache fetches every file of the app, which
 * would share the line and the server with the stories the reader is waiting for, and its install
 * (a thread of its own, but the phone's cores are few) with the page's hydration.
 */
export function registerPwa(firstSyncAndScreen: Promise<void>): void {
  listenForInstallEvents()
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return

  wb = new Workbox('/sw.js')
  wb.addEventListener('waiting', () => {
    update({ kind: 'waiting', dismissed: isDismissed(), controlled: navigator.serviceWorker.controller !== null })
  })
  wb.addEventListener('installed', (event) => {
    update({ kind: 'installed', isUpdate: event.isUpdate === true, dismissed: isDismissed() })
  })
  wb.addEventListener('controlling', (event) => {
    update({ kind: 'controlling' })
    // A first visit's worker just took over: a sync round now fetches the covers it keeps.
    if (event.isUpdate !== true) void requestSync()
  })
  // Every worker message, not only wb's "own" workers: a push arrives from whichever one is active.
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<FromWorker>) => {
    if (event.data && typeof event.data === 'object' && 'type' in event.data) onWorkerMessage(event.data)
  })
  const register = () =>
    void wb?.register().catch(() => {
      // No worker (blocked by the browser or policy): the app still works online, just not offline.
    })
  if (navigator.serviceWorker.controller) return register()
  void Promise.race([firstSyncAndScreen, new Promise((resolve) => setTimeout(resolve, FIRST_WORKER_WAIT_MS))]).then(
    register,
  )
}

/** Update Now: tell the waiting worker to take over; the reload follows on `controlling`. */
export async function applyUpdate(): Promise<void> {
  update({ kind: 'apply' })
  const registration = await navigator.serviceWorker.getRegistration()
  // The waiting worker is gone (another tab already activated it): only the reload is left.
  if (!wb || !registration?.waiting) return update({ kind: 'update-ready', isNewBuild: true })
  // The worker in charge ends what it is doing (an outbox round held by a silent network kept the
  // new one waiting), then workbox-window posts { type: 'SKIP_WAITING' } to the waiting worker:
  // both ToWorker messages of contract/sw-messages.ts.
  navigator.serviceWorker.controller?.postMessage({ type: 'STEP_DOWN' } satisfies ToWorker)
  wb.messageSkipWaiting()
  setTimeout(() => update({ kind: 'takeover-overdue' }), TAKEOVER_WAIT_MS)
}

export function dismissUpdate(): void {
  try {
    sessionStorage.setItem(UPDATE_DISMISSED_KEY, 'true')
  } catch {
    // Session storage blocked: the card still hides for this page.
  }
  dispatchUpdate({ kind: 'dismiss' })
}
