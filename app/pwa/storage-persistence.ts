// Whether the browser keeps this origin's storage until the person clears it
// (navigator.storage.persisted()), and a request for it the person makes themselves, for the Data
// Settings page. Apart from persist-storage.ts (the app's own request, once) so that the first
// screen, which loads that one, does not carry this.
export type Persistence = 'granted' | 'not-granted' | 'unknown'

async function answer(question: (storage: StorageManager) => Promise<boolean>): Promise<Persistence> {
  // Older browsers (and insecure origins) have no navigator.storage, or one without these.
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage
  if (typeof storage?.persisted !== 'function' || typeof storage.persist !== 'function') return 'unknown'
  try {
    return (await question(storage)) ? 'granted' : 'not-granted'
  } catch {
    return 'unknown' // storage blocked (private mode, policies): the browser gives no answer
  }
}

/** Whether this device's storage is kept for good now. */
export const readPersistence = (): Promise<Persistence> => answer((storage) => storage.persisted())

/** Asks now, because the person pressed for it (Firefox asks them; Chromium and Safari decide alone). */
export const askPersistence = (): Promise<Persistence> => answer((storage) => storage.persist())
