// The search worker: holds the story index off the main thread, so indexing 10,000 texts and
// searching them never freezes the page. It reads Dexie itself; the page only sends queries.
import { db } from '../../db/local/db.ts'
import { keepIndex } from './index-keeper.ts'
import type { SearchAnswer, SearchRequest } from './messages.ts'

const post = (answer: SearchAnswer) => self.postMessage(answer)
const ready = keepIndex(db, () => post({ type: 'changed' }))

self.addEventListener('message', (event: MessageEvent<SearchRequest>) => {
  const { id, query, contains } = event.data
  void ready.then((index) => post({ type: 'results', id, ids: index.search(query, contains) }))
})
