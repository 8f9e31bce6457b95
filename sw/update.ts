// Updates are the person's choice: a new worker waits until the page
// sends SKIP_WAITING, never skipWaiting() on install. Only the very first worker (none active when
// it installed) calls clients.claim(), so a first visit is offline-capable and can download at once
// without a reload; an update never takes pages over by itself (sw/lib/first-worker.ts).
/// <reference lib="webworker" />
import { postToWindows } from './clients.ts'
import { activationPlan, installKind, type InstallKind } from './lib/first-worker.ts'

declare const self: ServiceWorkerGlobalScope

/** What this worker found at install; lost if the browser stops it before it activates. */
let installedAs: InstallKind | undefined

export function skipWaiting(): Promise<void> {
  return self.skipWaiting()
}

export function onInstall(): void {
  installedAs = installKind(self.registration.active !== null)
}

/**
 * After an update, only pages this worker now controls (those of the old version) hear
 * UPDATE_READY. The first worker instead claims the open pages; workbox-window reports that as
 * `controlling` with isUpdate false, which the app does not treat as an update.
 */
export function onActivate(event: ExtendableEvent): void {
  const plan = activationPlan(installedAs)
  event.waitUntil(
    (async () => {
      if (plan.claimClients) await self.clients.claim()
      if (plan.announceUpdate) await postToWindows({ type: 'UPDATE_READY', build: __BUILD_ID__ }, false)
    })(),
  )
}
