// Offline search over the stories on this device (issue 3 §4): MiniSearch over title,
// description, series title and story text, prefix + fuzzy, best match first. It reads only what
// the pages hand it from Dexie, so it works in airplane mode.
import { useMemo } from 'react'
import MiniSearch, { type SearchOptions } from 'minisearch'
import type { StorySummary } from '../../db/schema/story.ts'

export const HOME_MIN_QUERY = 3

interface SearchDoc {
  id: string
  title: string
  description: string
  seriesTitle: string
  text: string
}

export type StoryIndex = MiniSearch<SearchDoc>

/** Lower case without accents, so "Véssa" finds "vessa". */
const normalise = (term: string) => term.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()

export function buildStoryIndex(stories: readonly StorySummary[], texts?: ReadonlyMap<string, string>): StoryIndex {
  const index = new MiniSearch<SearchDoc>({
    fields: ['title', 'description', 'seriesTitle', 'text'],
    processTerm: (term) => normalise(term) || null,
  })
  index.addAll(stories.map((s) => ({
    id: s.id,
    title: s.title,
    description: s.description,
    seriesTitle: s.seriesTitle ?? '',
    text: texts?.get(s.id) ?? '',
  })))
  return index
}

const searchOptions = (query: string): SearchOptions => ({
  // Below 3 characters a prefix matches half of any story text ("th"), so short queries only
  // look at the short fields.
  fields: query.trim().length < HOME_MIN_QUERY ? ['title', 'description', 'seriesTitle'] : undefined,
  boost: { title: 4, seriesTitle: 2.5, description: 2 },
  prefix: true,
  // Typos are forgiven in words of 5+ letters only; shorter words would match too much.
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  combineWith: 'AND',
})

/** Ids of the matching stories, most relevant first. */
export function searchStoryIds(index: StoryIndex, query: string): string[] {
  if (query.trim() === '') return []
  return index.search(query, searchOptions(query)).map((r) => String(r.id))
}

/**
 * The stories matching `query`, most relevant first, once it has `minLength` characters
 * (otherwise an empty list); `undefined` while the stories are still being read.
 * The index is only built while a query is active.
 */
export function useStorySearch(
  stories: StorySummary[] | undefined,
  texts: ReadonlyMap<string, string> | undefined,
  query: string,
  minLength: number,
): StorySummary[] | undefined {
  const active = query.trim().length >= minLength
  const index = useMemo(() => (active && stories ? buildStoryIndex(stories, texts) : undefined), [active, stories, texts])
  return useMemo(() => {
    if (!stories) return undefined
    if (!active || !index) return []
    const byId = new Map(stories.map((s) => [s.id, s]))
    return searchStoryIds(index, query).flatMap((id) => byId.get(id) ?? [])
  }, [stories, index, active, query])
}
