// Background Sync where the browser has it: the worker drains the outbox on OUTBOX_SYNC_TAG even
// after the tab closes. Elsewhere nothing happens; the app drains on start and on 'online' anyway.
import { OUTBOX_SYNC_TAG } from '../../db/outbox/outbox-entry.ts'
import { localDb } from '../data/queries/local-db.ts'

export async function hasPendingOutbox(): Promise<boolean> {
  return (await (await localDb()).outbox.where('status').equals('pending').count()) > 0
}

/** SyncManager is not in the DOM typings: https://developer.mozilla.org/docs/Web/API/SyncManager */
interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> }
}

export async function registerBackgroundSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  try {
    // Only an existing registration: `ready` never settles where no worker is registered (dev).
    const registration = (await navigator.serviceWorker.getRegistration()) as SyncCapableRegistration | undefined
    if (!registration?.active) return
    await registration.sync?.register(OUTBOX_SYNC_TAG)
  } catch {
    // Permission refused or unsupported: the page's own sync covers it.
  }
}
