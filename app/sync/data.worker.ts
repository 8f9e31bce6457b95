// The data worker: every tab starts one. It runs the sync rounds its page asks for (pull, text
// prefetch, outbox delivery: sync-rounds.ts; one round at a time on the device:
// db/outbox/sync-lock.ts) and keeps the search index its page asks. All IndexedDB writes happen
// here, off the page's thread; the page reads Dexie, whose live queries see these writes.
import { db } from '../../db/local/db.ts'
import { trackOpenTransactions } from '../../db/local/open-transactions.ts'
import { keepIndex } from '../search/index-keeper.ts'
import type { StorySearchIndex } from '../search/story-index.ts'
import { handleSyncCommand, reportSyncTo, stepAside } from './sync-rounds.ts'
import { answerSearch } from './search-answer.ts'
import type { FromDataWorker, ToDataWorker } from './data-messages.ts'

const toPage = (message: FromDataWorker) => self.postMessage(message)
const transactions = trackOpenTransactions((overlapping) => toPage({ type: 'overlapping', overlapping }))

// The worker makes the database (creates it, brings it up to date): the page waits for it to be
// there (app/data/queries/database-ready.ts) before it opens it too.
const opened = db.open().catch((error: unknown) => console.warn('The device database did not open:', error))

reportSyncTo((report) => {
  toPage(report)
  if (report.type === 'covers') void searchIndex() // the texts are stored: index them before anyone asks
})

let index: Promise<StorySearchIndex> | undefined
const searchIndex = () => (index ??= keepIndex(db, () => toPage({ type: 'index-changed' }), stepAside))

self.addEventListener('message', (event: MessageEvent<ToDataWorker>) => {
  const message = event.data
  if (message.type === 'leave') return leave()
  if (message.type !== 'search') return handleSyncCommand(message)
  handleSyncCommand({ type: 'person-active' }) // typing: this worker's background work waits
  void searchIndex().then((index) => toPage(answerSearch(index, message)))
})

/**
 * Ends this worker with no transaction under way, when its page is left while two or more are
 * (db/local/open-transactions.ts tells why WebKit needs it): once the database is open (an upgrade
 * under way is never cut), what it was doing is aborted (every write of a round is safe to do
 * again, by the next worker), the database is closed, and the worker closes itself once the aborts
 * have landed.
 */
function leave(): void {
  void opened.then(() => transactions.endAll(() => db.close())).then(() => self.close())
}

toPage({ type: 'started' })
