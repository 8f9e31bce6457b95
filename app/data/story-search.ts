// Searching the stories on this device: the query goes to the search worker (app/search/), the
// matching stories come back from Dexie in the worker's order. Where there are no workers (the
// unit tests), or where the worker fails, the same index runs in the page. Everything works in airplane mode.
import { useEffect, useState } from 'react'
import { atom } from 'nanostores'
import { useStore } from '@nanostores/react'
import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../db/local/db.ts'
import type { LocalStory } from '../../db/local/local-story.ts'
import type { SearchAnswer, SearchRequest } from '../search/messages.ts'

export { HOME_MIN_QUERY } from '../lib/story-search.ts'

/** Bumped whenever the index takes in changes, so searches on screen ask again. */
const $indexChanged = atom(0)
type Send = (request: SearchRequest) => void
/** Searches sent and not yet answered, kept so they can be sent again if the worker fails. */
const waiting = new Map<number, { request: SearchRequest; resolve: (ids: string[]) => void }>()
let nextId = 0

function onAnswer(answer: SearchAnswer): void {
  if (answer.type === 'changed') $indexChanged.set($indexChanged.get() + 1)
  else {
    waiting.get(answer.id)?.resolve(answer.ids)
    waiting.delete(answer.id)
  }
}

/** The same index on the page's own thread: where there are no workers, or the worker failed. */
async function startInPage(): Promise<Send> {
  const { keepIndex } = await import('../search/index-keeper.ts')
  const index = keepIndex(db, () => onAnswer({ type: 'changed' }))
  return (request) => void index.then((i) => onAnswer({ type: 'results', id: request.id, ids: i.search(request.query, request.contains) }))
}

/** The worker could not start (a browser without module workers) or died: search in the page instead. */
function fallBackToPage(): void {
  stopSearcher()
  starting = startInPage()
  void starting.then((send) => { for (const { request } of waiting.values()) send(request) })
}

async function startSearcher(): Promise<Send> {
  if (typeof Worker === 'undefined') return startInPage()
  let worker: Worker
  try {
    worker = new Worker(new URL('../search/search.worker.ts', import.meta.url), { type: 'module' })
  } catch {
    return startInPage()
  }
  worker.addEventListener('message', (event: MessageEvent<SearchAnswer>) => onAnswer(event.data))
  worker.addEventListener('error', fallBackToPage, { once: true })
  stopSearcher = () => worker.terminate()
  return (request) => worker.postMessage(request)
}

let starting: Promise<Send> | undefined
let stopSearcher = () => {}
const searcher = () => (starting ??= startSearcher())

/** Starts the search worker, which brings its index up to date in the background. */
export function startSearchIndex(): void {
  void searcher()
}

/** Ids of the stories matching the query, best first (with `contains`, title/description hits follow). */
export async function searchStoryIds(query: string, contains = false): Promise<string[]> {
  if (query.trim() === '') return []
  const send = await searcher()
  const id = ++nextId
  const request = { id, query, contains }
  return new Promise((resolve) => {
    waiting.set(id, { request, resolve })
    send(request)
  })
}

/** Lets go of the database (before "clear all data" deletes it). */
export function stopSearch(): void {
  stopSearcher()
  stopSearcher = () => {}
  starting = undefined
}

/** The ids matching `query` ('' = no search: an empty list); undefined while the first answer is on its way. */
export function useSearchIds(query: string, contains = false): string[] | undefined {
  const changed = useStore($indexChanged)
  const [answer, setAnswer] = useState<{ query: string; ids: string[] }>()
  useEffect(() => {
    let isCurrent = true
    void searchStoryIds(query, contains).then((ids) => { if (isCurrent) setAnswer({ query, ids }) })
    return () => { isCurrent = false }
  }, [query, contains, changed])
  return answer?.query === query ? answer.ids : query.trim() === '' ? [] : undefined
}

/** The stories matching `query`, best match first; undefined while searching. */
export function useStorySearch(query: string): LocalStory[] | undefined {
  const ids = useSearchIds(query)
  return useLiveQuery(async () => ids && (await db.stories.bulkGet(ids)).filter((s) => s !== undefined), [ids])
}
