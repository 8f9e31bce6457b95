// A data worker at work: a write loop and a read loop at once (`?work=overlapping`), or the same
// writes and reads one transaction at a time (`?work=one-at-a-time`). It tells its page when its
// transactions overlap, and told to leave it ends as the app's data worker does
// (app/sync/data.worker.ts): every transaction under way aborted, the database closed, and the
// worker closed once the aborts have landed.
import { trackOpenTransactions } from './open-transactions.js'

const transactions = trackOpenTransactions((overlapping) => postMessage({ overlapping }))
const params = new URL(location.href).searchParams
const opening = indexedDB.open(params.get('db'), 1)
opening.onupgradeneeded = () => {
  opening.result.createObjectStore('writes')
  opening.result.createObjectStore('reads')
}
opening.onsuccess = () => {
  const db = opening.result
  let leaving = false
  let n = 0
  const write = (then) => {
    if (leaving) return
    const tx = db.transaction(['writes'], 'readwrite')
    tx.objectStore('writes').put({ n, text: 'x'.repeat(2000) }, n++ % 50)
    tx.oncomplete = then
  }
  const read = (then) => {
    if (leaving) return
    const tx = db.transaction(['reads'], 'readonly')
    tx.objectStore('reads').get(1)
    tx.oncomplete = then
  }
  if (params.get('work') === 'overlapping') {
    const writes = () => write(writes)
    const reads = () => read(reads)
    writes()
    reads()
  } else {
    const steps = () => write(() => read(steps))
    steps()
  }
  self.onmessage = () => {
    leaving = true
    void transactions
      .endAll(() => db.close())
      .then(() => {
        postMessage('ended')
        self.close()
      })
  }
  postMessage('working')
}
