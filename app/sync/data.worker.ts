// The data worker: every tab starts one. It runs the sync rounds its page asks for (pull, text
// prefetch, outbox delivery: sync-rounds.ts; one round at a time on the device:
// db/outbox/sync-lock.ts) and keeps the search index its page asks. All IndexedDB writes happen
// here, off the page's thread; the page reads Dexie, whose live queries see these writes.
import { db } from '../../db/local/db.ts'
import { keepIndex } from '../search/index-keeper.ts'
import type { StorySearchIndex } from '../search/story-index.ts'
import { handleSyncCommand, reportSyncTo, stepAside } from './sync-rounds.ts'
import { answerSearch } from './search-answer.ts'
import type { FromDataWorker, ToDataWorker } from './data-messages.ts'

// The worker makes the database (creates it, brings it up to date): the page waits for it to be
// there (app/data/queries/database-ready.ts) before it opens it too.
void db.open().catch((error: unknown) => console.warn('The device database did not open:', error))

const toPage = (message: FromDataWorker) => self.postMessage(message)

reportSyncTo((report) => {
  toPage(report)
  if (report.type === 'covers') void searchIndex() // the texts are stored: index them before anyone asks
})

let index: Promise<StorySearchIndex> | undefined
const searchIndex = () => (index ??= keepIndex(db, () => toPage({ type: 'index-changed' }), stepAside))

self.addEventListener('message', (event: MessageEvent<ToDataWorker>) => {
  const message = event.data
  if (message.type !== 'search') return handleSyncCommand(message)
  handleSyncCommand({ type: 'person-active' }) // typing: this worker's background work waits
  void searchIndex().then((index) => toPage(answerSearch(index, message)))
})

toPage({ type: 'started' })
