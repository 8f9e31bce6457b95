// Clear All Data (app/settings/personal-data.ts): the page unregisters this worker and deletes every
// cache, but the worker keeps running (and answering the page's fetches) until the page reloads.
// Until then, work it started before (a picture fetch still under way, Workbox's expiration, which
// opens its cache each time it runs) would make a deleted cache again. So the page first asks the
// worker to forget: from then on it opens no cache, old or new, and answers the page once it has
// stopped.
/// <reference lib="webworker" />
import type { FromWorker } from '../contract/sw-messages.ts'

declare const self: ServiceWorkerGlobalScope

let forgetting = false
const openCache = self.caches.open.bind(self.caches)

self.caches.open = (name: string) =>
  forgetting
    ? Promise.reject(new DOMException("This device's data is being cleared.", 'InvalidStateError'))
    : openCache(name)

/** Stops every cache write of this worker for the rest of its life, then tells the page. */
export function forgetEverything(reply: MessagePort | undefined): void {
  forgetting = true
  reply?.postMessage({ type: 'FORGOTTEN' } satisfies FromWorker)
}
