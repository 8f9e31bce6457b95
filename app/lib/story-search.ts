// Offline search over the stories on this device (issue 3 §4): MiniSearch over title,
// description, series title and story text, prefix + fuzzy, best match first. The index is kept
// by the data worker (app/search/, app/sync/data.worker.ts); these are its rules.
import MiniSearch, { type Options, type SearchOptions } from 'minisearch'
import { foldText } from '../../db/schema/local-story.ts'
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


export const INDEX_OPTIONS: Options<SearchDoc> = {
  fields: ['title', 'description', 'seriesTitle', 'text'],
  processTerm: (term) => foldText(term) || null,
}

export const toSearchDoc = (story: StorySummary, text = ''): SearchDoc => ({
  id: story.id, title: story.title, description: story.description, seriesTitle: story.seriesTitle ?? '', text,
})

export function buildStoryIndex(stories: readonly StorySummary[], texts?: ReadonlyMap<string, string>): StoryIndex {
  const index = new MiniSearch<SearchDoc>(INDEX_OPTIONS)
  index.addAll(stories.map((s) => toSearchDoc(s, texts?.get(s.id))))
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
