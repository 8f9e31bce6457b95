// How much of each list the home page shows, for the device's queries
// (app/library/story-lists.ts) and the server's first screen (api/first-screen/) alike.
import type { LocalStory } from './local-story.ts'

/** The hero rotates through the newest featured stories. */
export const FEATURED_MAX = 10
/** Home shows this many carousels (series and season), each with this many episodes. */
export const SHELVES_MAX = 12
export const SHELF_EPISODES_MAX = 20
export const STANDALONE_HOME_MAX = 12
/** Recently Added: the 6 newest. */
export const RECENT_LIMIT = 6

export interface SeriesShelf {
  key: string
  seriesTitle: string
  seasonNumber: number
  episodes: LocalStory[]
}
