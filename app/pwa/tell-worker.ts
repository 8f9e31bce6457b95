// The page's messages to its service worker: typed ToWorker (contract/sw-messages.ts), sent to the
// worker that controls the page, or else to the registration's active one (a first visit's page
// before the worker claims it).
import type { ToWorker } from '../../contract/sw-messages.ts'

/** Posts the messages; false, and nothing sent, when there is no worker. */
export async function tellWorker(...messages: ToWorker[]): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return false
  const registration = await navigator.serviceWorker.getRegistration()
  const worker = navigator.serviceWorker.controller ?? registration?.active
  if (!worker) return false
  for (const message of messages) worker.postMessage(message)
  return true
}
