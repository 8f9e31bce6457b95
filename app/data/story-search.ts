// Searching the stories on this device: the query goes to the data worker (app/sync/engine.ts),
// which keeps the index off the page's thread; the matching stories come back from Dexie in the
// worker's order. Where there are no workers, the same index runs in the page. Everything works in
// airplane mode.
import { useEffect, useState } from 'react'
import { atom } from 'nanostores'
import { useStore } from '@nanostores/react'
import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../db/local/db.ts'
import type { LocalStory } from '../../db/local/local-story.ts'
import { onDataWorkerMessage, sendToDataWorker } from '../sync/engine.ts'

export { HOME_MIN_QUERY } from '../lib/story-search.ts'

/** Bumped whenever the index takes in changes, so searches on screen ask again. */
const $indexChanged = atom(0)
const waiting = new Map<number, (ids: string[]) => void>()
let nextId = 0

onDataWorkerMessage((message) => {
  if (message.type === 'index-changed') $indexChanged.set($indexChanged.get() + 1)
  if (message.type !== 'results') return
  waiting.get(message.id)?.(message.ids)
  waiting.delete(message.id)
})

/** Ids of the stories matching the query, best first (with `contains`, title/description hits follow). */
export async function searchStoryIds(query: string, contains = false): Promise<string[]> {
  if (query.trim() === '') return []
  const id = ++nextId
  return new Promise((resolve) => {
    waiting.set(id, resolve)
    sendToDataWorker({ type: 'search', id, query, contains })
  })
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
