// Searching the stories on this device: the query goes to the data worker (app/sync/engine.ts),
// which keeps the index off the page's thread; the matching stories come back from Dexie in the
// worker's order. Where there are no workers, the same index runs in the page. Everything works in
// airplane mode.
import { useEffect, useState } from 'react'
import { atom } from 'nanostores'
import { useStore } from '@nanostores/react'
import { useLocalQuery } from '../data/queries/use-local-query.ts'
import type { LocalStory } from '../../contract/local-story.ts'
import { onDataWorkerMessage, sendToDataWorker } from '../sync/engine.ts'

export { HOME_MIN_QUERY } from '../search/search-rules.ts'

/** Bumped whenever the index takes in changes, so searches on screen ask again. */
const $indexChanged = atom(0)
/** The home search shows this many stories at most, the best first (it says how many matched). */
export const HOME_RESULTS_MAX = 48

export interface SearchAnswer {
  ids: string[]
  total: number
}
const waiting = new Map<number, (answer: SearchAnswer) => void>()
let nextId = 0

onDataWorkerMessage((message) => {
  if (message.type === 'index-changed') $indexChanged.set($indexChanged.get() + 1)
  if (message.type !== 'results') return
  waiting.get(message.id)?.({ ids: message.ids, total: message.total })
  waiting.delete(message.id)
})

/** The stories matching the query, best first (with `contains`, title/description hits follow); at most `limit`. */
export async function searchStories(
  query: string,
  { contains = false, limit }: { contains?: boolean; limit?: number } = {},
): Promise<SearchAnswer> {
  if (query.trim() === '') return { ids: [], total: 0 }
  const id = ++nextId
  return new Promise((resolve) => {
    waiting.set(id, resolve)
    sendToDataWorker({ type: 'search', id, query, contains, limit })
  })
}

export const searchStoryIds = async (query: string, contains = false) => (await searchStories(query, { contains })).ids

const NOTHING: SearchAnswer = { ids: [], total: 0 }

/** The latest answer and the query it answers ('' = no search: nothing found); undefined before the first. */
function useLatestSearch(
  query: string,
  contains: boolean,
  limit?: number,
): { query: string; found: SearchAnswer } | undefined {
  const changed = useStore($indexChanged)
  const [answer, setAnswer] = useState<{ query: string; found: SearchAnswer }>()
  useEffect(() => {
    let isCurrent = true
    void searchStories(query, { contains, limit }).then((found) => {
      if (isCurrent) setAnswer({ query, found })
    })
    return () => {
      isCurrent = false
    }
  }, [query, contains, limit, changed])
  return query.trim() === '' ? { query, found: NOTHING } : answer
}

/** The answer for `query` ('' = no search: nothing found); undefined while it is on its way. */
function useSearch(query: string, contains: boolean, limit?: number): SearchAnswer | undefined {
  const latest = useLatestSearch(query, contains, limit)
  return latest?.query === query ? latest.found : undefined
}

/**
 * What to show for `query` while typing: the ids of the latest answer and the query they answer,
 * which is an earlier one until the answer to this one comes (a list stays on screen and narrows,
 * rather than going blank on every keystroke). Undefined before the first answer.
 */
export function useShownSearch(query: string, contains = false): { query: string; ids: string[] } | undefined {
  const latest = useLatestSearch(query, contains)
  return latest && { query: latest.query, ids: latest.found.ids }
}

/** The best matching stories (HOME_RESULTS_MAX at most) and how many matched; undefined while searching. */
export function useStorySearch(query: string): { stories: LocalStory[]; total: number } | undefined {
  const found = useSearch(query, false, HOME_RESULTS_MAX)
  const stories = useLocalQuery(
    async (db) => found && (await db.stories.bulkGet(found.ids)).filter((s) => s !== undefined),
    [found],
  )
  return found && stories ? { stories, total: found.total } : undefined
}
