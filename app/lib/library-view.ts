// My Library's rules (stories.md §2, §5): the four counters, the filter and sort choices, and the
// search that keeps stories whose title or description contains the query (2+ characters,
// case-insensitive) or that the full-text search found.
import type { StorySummary } from '../../db/schema/story.ts'

export const LIBRARY_MIN_QUERY = 2

export const LIBRARY_FILTERS = [
  { value: 'all', label: 'All Stories' },
  { value: 'series', label: 'Series Only' },
  { value: 'standalone', label: 'Standalone Only' },
  { value: 'featured', label: 'Featured Only' },
  { value: 'downloaded', label: 'Downloaded' },
] as const
export type LibraryFilter = (typeof LIBRARY_FILTERS)[number]['value']

export const LIBRARY_SORTS = [
  { value: 'recent', label: 'Recently Added' },
  { value: 'title', label: 'Title A-Z' },
  { value: 'featured', label: 'Featured First' },
  { value: 'series', label: 'Series First' },
] as const
export type LibrarySort = (typeof LIBRARY_SORTS)[number]['value']

export interface LibraryCounters {
  total: number
  series: number
  standalone: number
  featured: number
}

export function countLibrary(stories: readonly StorySummary[]): LibraryCounters {
  return {
    total: stories.length,
    series: stories.filter((s) => s.category === 'series').length,
    standalone: stories.filter((s) => s.category === 'standalone').length,
    featured: stories.filter((s) => s.isFeatured).length,
  }
}

/** Whether the query is long enough to narrow the library. */
export const isLibraryQuery = (query: string) => query.trim().length >= LIBRARY_MIN_QUERY

export function matchesTitleOrDescription(story: StorySummary, query: string): boolean {
  const needle = query.trim().toLowerCase()
  return story.title.toLowerCase().includes(needle) || story.description.toLowerCase().includes(needle)
}

const FILTERS: Record<LibraryFilter, (s: StorySummary, view: LibraryView) => boolean> = {
  all: () => true,
  series: (s) => s.category === 'series',
  standalone: (s) => s.category === 'standalone',
  featured: (s) => s.isFeatured,
  downloaded: (s, view) => view.downloaded?.has(s.id) ?? false,
}

const newestFirst = (a: StorySummary, b: StorySummary) => b.createdAt.localeCompare(a.createdAt)
const byTitle = (a: StorySummary, b: StorySummary) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' })
const first = (pick: (s: StorySummary) => boolean) => (a: StorySummary, b: StorySummary) => Number(pick(b)) - Number(pick(a))

const SORTS: Record<LibrarySort, (a: StorySummary, b: StorySummary) => number> = {
  recent: newestFirst,
  title: (a, b) => byTitle(a, b) || newestFirst(a, b),
  featured: (a, b) => first((s) => s.isFeatured)(a, b) || newestFirst(a, b),
  series: (a, b) => first((s) => s.category === 'series')(a, b) || newestFirst(a, b),
}

export interface LibraryView {
  query: string
  filter: LibraryFilter
  sort: LibrarySort
  /** Ids the full-text search found for the query (story text, series title…), if any. */
  searchHits?: ReadonlySet<string>
  /** Ids of the stories whose audio is downloaded for offline. */
  downloaded?: ReadonlySet<string>
}

export function applyLibraryView(stories: readonly StorySummary[], view: LibraryView): StorySummary[] {
  const searching = isLibraryQuery(view.query)
  return stories
    .filter((s) => FILTERS[view.filter](s, view))
    .filter((s) => !searching || matchesTitleOrDescription(s, view.query) || (view.searchHits?.has(s.id) ?? false))
    .sort(SORTS[view.sort])
}

/** "Showing N of M stories", plus the query once it narrows the list. */
export function resultLine(shown: number, total: number, query: string): string {
  const base = `Showing ${shown} of ${total} stories`
  return isLibraryQuery(query) ? `${base} for "${query.trim()}"` : base
}
