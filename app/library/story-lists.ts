// The bounded story lists of the home page, each one indexed Dexie query, so a device with
// 10,000 stories reads a few dozen rows, not all of them. A list is undefined while reading, and
// also while empty before the first sync (empty then means "not here yet", not "no stories").
import { HIGHEST_KEY, LOWEST_KEY, shelfKeys } from '../../db/local/index-keys.ts'
import { useSyncedList } from '../data/queries/use-synced-list.ts'
import type { HubDatabase } from '../data/queries/local-db.ts'
import type { StoryCategory } from '../../contract/story.ts'

import { FEATURED_MAX, SHELF_EPISODES_MAX, SHELVES_MAX, type SeriesShelf } from '../../contract/home-lists.ts'

export {
  FEATURED_MAX,
  SHELF_EPISODES_MAX,
  SHELVES_MAX,
  STANDALONE_HOME_MAX,
  type SeriesShelf,
} from '../../contract/home-lists.ts'

export const readFeatured = (db: HubDatabase) =>
  db.stories.orderBy('featuredAt').reverse().limit(FEATURED_MAX).toArray()

export const readRecent = (db: HubDatabase, count: number) =>
  db.stories.orderBy('createdAt').reverse().limit(count).toArray()

export const readNewestInCategory = (db: HubDatabase, category: StoryCategory, count: number) =>
  db.stories
    .where('[category+createdAt]')
    .between([category, LOWEST_KEY], [category, HIGHEST_KEY])
    .reverse()
    .limit(count)
    .toArray()

/** Series Collections: one shelf per series title and season, in that order, episodes by number. */
export async function readSeriesShelves(db: HubDatabase): Promise<SeriesShelf[]> {
  // The shelf index holds [series title, season] keys (contract/local-story.ts).
  const keys = shelfKeys(await db.stories.orderBy('shelf').uniqueKeys()).slice(0, SHELVES_MAX)
  return Promise.all(
    keys.map(async ([seriesTitle, seasonNumber]) => ({
      key: `${seriesTitle}\u0000${seasonNumber}`,
      seriesTitle,
      seasonNumber,
      episodes: await db.stories
        .where('shelfEpisode')
        .between([seriesTitle, seasonNumber, -Infinity], [seriesTitle, seasonNumber, Infinity], true, true)
        .limit(SHELF_EPISODES_MAX)
        .toArray(),
    })),
  )
}

/** The carousel heading, e.g. "The Infinaeon Chronicles · Season 1". */
export const shelfHeading = (shelf: SeriesShelf) => `${shelf.seriesTitle} · Season ${shelf.seasonNumber}`

export const useFeaturedStories = () => useSyncedList(readFeatured, [], 'featured')
export const useRecentStories = (count: number) =>
  useSyncedList((db) => readRecent(db, count), [count], `recent:${count}`)
export const useNewestInCategory = (category: StoryCategory, count: number) =>
  useSyncedList((db) => readNewestInCategory(db, category, count), [category, count], `newest:${category}:${count}`)
export const useSeriesShelves = () => useSyncedList(readSeriesShelves, [], 'shelves')
