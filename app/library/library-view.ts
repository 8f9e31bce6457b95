// My Library's rules: the four counters, the filter and sort choices, and the
// result line. The search keeps stories whose title or description contains the query (2+
// characters, any case) or that the full-text search found (app/search/); app/library/library.ts
// reads the list by index.
export const LIBRARY_MIN_QUERY = 2

export const LIBRARY_FILTERS = [
  { value: 'all', label: 'All Stories' },
  { value: 'series', label: 'Series Only' },
  { value: 'standalone', label: 'Standalone Only' },
  { value: 'featured', label: 'Featured Only' },
  { value: 'downloaded', label: 'Downloaded' },
] as const
export type LibraryFilter = (typeof LIBRARY_FILTERS)[number]['value']

/** The admin's own filter (issue 61): the stories not released yet, which no other list holds. */
export const SCHEDULED_FILTER = { value: 'scheduled', label: 'Scheduled' } as const
export type LibraryChoice = LibraryFilter | typeof SCHEDULED_FILTER.value

export const LIBRARY_SORTS = [
  { value: 'recent', label: 'Recently Added' },
  { value: 'title', label: 'Title A-Z' },
  { value: 'featured', label: 'Featured First' },
  { value: 'series', label: 'Series First' },
] as const
export type LibrarySort = (typeof LIBRARY_SORTS)[number]['value']

/** Where /library starts (?filter=, ?sort=): the home page's View All links. */
export interface LibrarySearch {
  filter?: LibraryFilter
  sort?: LibrarySort
}

export interface LibraryCounters {
  total: number
  series: number
  standalone: number
  featured: number
}

/** Whether the query is long enough to narrow the library. */
export const isLibraryQuery = (query: string) => query.trim().length >= LIBRARY_MIN_QUERY

/** "Showing N of M stories" ("M scheduled stories"), plus the query once it narrows the list. */
export function resultLine(shown: number, total: number, query: string, kind = 'stories'): string {
  const base = `Showing ${shown} of ${total} ${kind}`
  return isLibraryQuery(query) ? `${base} for "${query.trim()}"` : base
}
