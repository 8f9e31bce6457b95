// How much of each list the home page shows (stories.md §2 Home), and how big a library is drawn
// all in the page, for the device's queries (app/data/story-lists.ts, library.ts) and the server's
// first screen (api/first-screen/) alike.
import type { LocalStory } from './local-story.ts'

/** The hero rotates through the newest featured stories. */
export const FEATURED_MAX = 10
/** Home shows this many carousels (series and season), each with this many episodes. */
export const SHELVES_MAX = 12
export const SHELF_EPISODES_MAX = 20
export const STANDALONE_HOME_MAX = 12
/** Recently Added: the 6 newest. */
export const RECENT_LIMIT = 6

/**
 * A library this small is all in the page (find in page works, nothing to measure); above it, the
 * grid is virtualized to a screenful, and the server draws the library as its frame.
 */
export const LIBRARY_IN_PAGE_MAX = 120

/** My Library's four counters. */
export interface LibraryCounters {
  total: number
  series: number
  standalone: number
  featured: number
}

export interface SeriesShelf {
  key: string
  seriesTitle: string
  seasonNumber: number
  episodes: LocalStory[]
}
