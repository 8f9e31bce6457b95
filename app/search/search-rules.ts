// Offline search over the stories on this device: MiniSearch over title,
// description, series title and story text, prefix + fuzzy, best match first. The index is kept
// by the data worker (app/search/, app/sync/data.worker.ts); these are its rules.
import MiniSearch, { type Options, type Query, type SearchOptions } from 'minisearch'
import { foldText } from '../../contract/local-story.ts'
import type { StorySummary } from '../../contract/story.ts'

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
  id: story.id,
  title: story.title,
  description: story.description,
  seriesTitle: story.seriesTitle ?? '',
  text,
})

export function buildStoryIndex(stories: readonly StorySummary[], texts?: ReadonlyMap<string, string>): StoryIndex {
  const index = new MiniSearch<SearchDoc>(INDEX_OPTIONS)
  index.addAll(stories.map((s) => toSearchDoc(s, texts?.get(s.id))))
  return index
}

const SHORT_FIELDS = ['title', 'description', 'seriesTitle']
/** A story text holds thousands of words: a prefix shorter than this would match most of them. */
const TEXT_PREFIX_MIN = 5

/**
 * Every word of the query must match (AND). A word matches the title, description or series title
 * as a prefix, with typos forgiven in words of 5+ letters; and the story text as a whole word, or as
 * a prefix from 5 letters, never fuzzily: expanding a short prefix or a typo over the words of
 * 10,000 texts would score most stories for every keystroke. Below 3 characters only the short
 * fields are searched.
 */
export function storyQuery(query: string): Query {
  const short: SearchOptions = { fields: SHORT_FIELDS, prefix: true, fuzzy: (term) => (term.length >= 5 ? 0.2 : false) }
  const text: SearchOptions = { fields: ['text'], prefix: (term) => term.length >= TEXT_PREFIX_MIN, fuzzy: false }
  const withText = query.trim().length >= HOME_MIN_QUERY
  return {
    combineWith: 'AND',
    queries: query
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => ({
        combineWith: 'OR',
        queries: withText
          ? [
              { ...short, queries: [word] },
              { ...text, queries: [word] },
            ]
          : [{ ...short, queries: [word] }],
      })),
  }
}

/** Ids of the matching stories, most relevant first. */
export function searchStoryIds(index: StoryIndex, query: string): string[] {
  if (query.trim() === '') return []
  return index
    .search(storyQuery(query), { boost: { title: 4, seriesTitle: 2.5, description: 2 } })
    .map((r) => String(r.id))
}
