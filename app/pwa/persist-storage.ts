// Asks the browser once per device to keep our offline data (navigator.storage.persist()):
// when the app is installed or runs standalone, and after the first successful sync.
export const PERSIST_ASKED_KEY = 'storage-persist-asked'

/** Resolves to whether storage is persistent; asks at most once per device. */
export async function requestPersistentStorageOnce(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return false
  try {
    if (await navigator.storage.persisted()) return true
    if (localStorage.getItem(PERSIST_ASKED_KEY)) return false
    localStorage.setItem(PERSIST_ASKED_KEY, new Date().toISOString())
    return await navigator.storage.persist()
  } catch {
    // Storage blocked (private mode, policies): offline data stays best-effort, nothing to tell.
    return false
  }
}
