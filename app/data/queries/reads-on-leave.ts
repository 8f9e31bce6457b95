// WebKit keeps a page that was left, frozen, in its back/forward cache, and an IndexedDB transaction
// of that page still under way then never ends: the data worker's writes to the same tables wait
// behind it, every read waits behind those, and the app stood still (no sync, lists loading) for as
// long as the page stayed kept. The page's reads (its live queries) still open when it is kept are
// aborted: Dexie takes an aborted read as nothing to report and reads again when the page comes
// back. A write is left to finish: it holds what the person just did.
export function abortReadsWhenKept(): void {
  if (typeof window === 'undefined' || typeof IDBDatabase === 'undefined') return
  const open = new Set<IDBTransaction>()
  const transaction = IDBDatabase.prototype.transaction
  IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<typeof transaction>) {
    const started = transaction.apply(this, args)
    if (started.mode !== 'readonly') return started
    open.add(started)
    const done = () => open.delete(started)
    for (const end of ['complete', 'abort', 'error']) started.addEventListener(end, done)
    return started
  }
  window.addEventListener('pagehide', (event) => {
    if (!event.persisted) return
    for (const read of open) {
      try {
        read.abort()
      } catch {
        // It finished meanwhile.
      }
    }
    open.clear()
  })
}
