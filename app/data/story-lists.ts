// The bounded story lists of the home page, each one indexed Dexie query, so a device with
// 10,000 stories reads a few dozen rows, not all of them. A list is undefined while reading, and
// also while empty before the first sync (empty then means "not here yet", not "no stories").
import { shelfKeys } from '../../db/local/index-keys.ts'
import { useSyncedList } from './use-synced-list.ts'
import { Dexie } from 'dexie'
import { db } from '../../db/local/db.ts'
import type { StoryCategory } from '../../db/schema/story.ts'

import { FEATURED_MAX, SHELF_EPISODES_MAX, SHELVES_MAX, type SeriesShelf } from '../../db/schema/home-lists.ts'

export { FEATURED_MAX, SHELF_EPISODES_MAX, SHELVES_MAX, STANDALONE_HOME_MAX, type SeriesShelf } from '../../db/schema/home-lists.ts'

export const readFeatured = () => db.stories.orderBy('featuredAt').reverse().limit(FEATURED_MAX).toArray()

export const readRecent = (count: number) => db.stories.orderBy('createdAt').reverse().limit(count).toArray()

export const readNewestInCategory = (category: StoryCategory, count: number) => db.stories.where('[category+createdAt]')
  .between([category, Dexie.minKey], [category, Dexie.maxKey]).reverse().limit(count).toArray()

/** Series Collections: one shelf per series title and season, in that order, episodes by number. */
export async function readSeriesShelves(): Promise<SeriesShelf[]> {
  // The shelf index holds [series title, season] keys (db/local/local-story.ts).
  const keys = shelfKeys(await db.stories.orderBy('shelf').uniqueKeys()).slice(0, SHELVES_MAX)
  return Promise.all(keys.map(async ([seriesTitle, seasonNumber]) => ({
    key: `${seriesTitle}\u0000${seasonNumber}`,
    seriesTitle,
    seasonNumber,
    episodes: await db.stories.where('shelfEpisode')
      .between([seriesTitle, seasonNumber, -Infinity], [seriesTitle, seasonNumber, Infinity], true, true)
      .limit(SHELF_EPISODES_MAX).toArray(),
  })))
}

/** The carousel heading, e.g. "The Infinaeon Chronicles · Season 1". */
export const shelfHeading = (shelf: SeriesShelf) => `${shelf.seriesTitle} · Season ${shelf.seasonNumber}`

export const useFeaturedStories = () => useSyncedList(readFeatured, [], 'featured')
export const useRecentStories = (count: number) => useSyncedList(() => readRecent(count), [count], `recent:${count}`)
export const useNewestInCategory = (category: StoryCategory, count: number) =>
  useSyncedList(() => readNewestInCategory(category, count), [category, count], `newest:${category}:${count}`)
export const useSeriesShelves = () => useSyncedList(readSeriesShelves, [], 'shelves')
