// The IndexedDB transactions this thread (a page or a worker) has begun and that have not ended, so
// that a thread about to be frozen or ended can end them itself first. WebKit (every iPhone) keeps a
// page that was left in its back/forward cache, frozen with its workers: a transaction of theirs
// under way then holds its tables from every other page for as long as they stay there. And a
// worker ended while two or more of its transactions were under way left the whole database
// answering no transaction ever again, from any page, after a reload too, in WebKitGTK 2.50: 12 of
// 200 such workers, against none of 600 ended with one transaction at most under way, and none of
// those that aborted theirs and waited for the aborts to land (e2e/engines/worker-end.engine.ts).

/**
 * How long a thread stays "overlapping" after its transactions drop below two: no message for every transaction while
 * it works, and a page left just after a burst is not taken for one left in it.
 */
export const CALM_MS = 30

export interface OpenTransactions {
  /** Aborts those under way in one of `modes`. */
  abort(modes: readonly IDBTransactionMode[]): void
  /**
   * For a thread about to end: aborts every transaction under way, calls `close` (the database's),
   * and settles once every abort has landed; the thread may end then.
   */
  endAll(close: () => void): Promise<void>
}

/**
 * Starts counting; call before this thread's first transaction. `onOverlap` hears `true` as soon as
 * two or more are under way, and `false` once fewer have been for CALM_MS.
 */
export function trackOpenTransactions(onOverlap: (overlapping: boolean) => void = () => {}): OpenTransactions {
  const open = new Set<IDBTransaction>()
  let waiters: Array<() => void> = []
  let overlapping = false
  let calming: ReturnType<typeof setTimeout> | undefined
  const counted = () => {
    if (open.size >= 2) {
      clearTimeout(calming)
      calming = undefined
      if (!overlapping) onOverlap((overlapping = true))
    } else if (overlapping && calming === undefined) {
      calming = setTimeout(() => {
        calming = undefined
        if (open.size < 2) onOverlap((overlapping = false))
      }, CALM_MS)
    }
  }
  const ended = (transaction: IDBTransaction) => {
    open.delete(transaction)
    counted()
    if (open.size > 0) return
    for (const settle of waiters) settle()
    waiters = []
  }
  const begin = IDBDatabase.prototype.transaction
  IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<typeof begin>) {
    const started = begin.apply(this, args)
    open.add(started)
    counted()
    for (const end of ['complete', 'abort', 'error']) started.addEventListener(end, () => ended(started))
    return started
  }
  const abort = (modes: readonly IDBTransactionMode[]) => {
    for (const transaction of open) {
      if (!modes.includes(transaction.mode)) continue
      try {
        transaction.abort()
      } catch {
        // It was committing: it ends by itself.
      }
    }
  }
  return {
    abort,
    endAll(close) {
      abort(['readonly', 'readwrite'])
      close()
      return open.size === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve))
    },
  }
}
