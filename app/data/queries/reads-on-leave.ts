// WebKit keeps a page that was left, frozen, in its back/forward cache, and an IndexedDB transaction
// of that page still under way then never ends: the data worker's writes to the same tables wait
// behind it, every read waits behind those, and the app stood still (no sync, lists loading) for as
// long as the page stayed kept. The page's reads (its live queries) still open when it is kept are
// aborted: Dexie takes an aborted read as nothing to report and reads again when the page comes
// back. A write is left to finish: it holds what the person just did.
import { trackOpenTransactions } from '../../../db/local/open-transactions.ts'

export function abortReadsWhenKept(): void {
  if (typeof window === 'undefined' || typeof IDBDatabase === 'undefined') return
  const transactions = trackOpenTransactions()
  window.addEventListener('pagehide', (event) => {
    if (event.persisted) transactions.abort(['readonly'])
  })
}
