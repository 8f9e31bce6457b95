// Updates are the person's choice (hub.md §4 "Update flow"): a new worker waits until the page
// sends SKIP_WAITING. No clients.claim(): pages already controlled switch to the new worker on
// skipWaiting by themselves, and a first visit is not interrupted by a takeover.
/// <reference lib="webworker" />
import { postToWindows } from './clients.ts'

declare const self: ServiceWorkerGlobalScope

export function skipWaiting(): Promise<void> {
  return self.skipWaiting()
}

/**
 * Only pages this worker now controls hear UPDATE_READY: after an update those are the pages of
 * the old version; after a first install there are none, so nobody is told "updated".
 */
export function onActivate(event: ExtendableEvent): void {
  event.waitUntil(postToWindows({ type: 'UPDATE_READY' }, false))
}
