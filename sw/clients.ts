// Talking to pages: every message the worker sends is a typed FromWorker (contract/sw-messages.ts).
/// <reference lib="webworker" />
import type { FromWorker } from '../contract/sw-messages.ts'

declare const self: ServiceWorkerGlobalScope

/**
 * Posts to every window of ours. `includeUncontrolled` also reaches pages opened before this
 * worker took control (a first visit), which is right for news but wrong for "updated".
 */
export async function postToWindows(message: FromWorker, includeUncontrolled = true): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled })
  for (const client of windows) client.postMessage(message)
}
