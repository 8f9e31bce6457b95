// My Library's list as story ids, read by index: the order of the chosen sort, narrowed by the
// filter and the search. Only ids are read for the whole library (thousands of small keys); the
// grid reads the stories it shows (app/library/story-card/virtual-story-grid.tsx).
import { useMemo } from 'react'
import { useSettledQuery } from '../data/queries/use-settled-query.ts'
import { hasSynced, type HubDatabase } from '../data/queries/local-db.ts'
import { HIGHEST_KEY, LOWEST_KEY } from '../../db/local/index-keys.ts'
import type { LibraryCounters, LibraryFilter, LibrarySort } from './library-view.ts'

const newest = (db: HubDatabase) => db.stories.orderBy('createdAt').reverse().primaryKeys()
const featuredNewest = (db: HubDatabase) => db.stories.orderBy('featuredAt').reverse().primaryKeys()

/** Featured (or series) stories first, each part newest first. */
async function firstThen(db: HubDatabase, first: Promise<string[]>): Promise<string[]> {
  const [head, all] = await Promise.all([first, newest(db)])
  const inHead = new Set(head)
  return [...head, ...all.filter((id) => !inHead.has(id))]
}

const ORDERS: Record<LibrarySort, (db: HubDatabase) => Promise<string[]>> = {
  recent: newest,
  title: (db) => db.stories.orderBy('titleKey').primaryKeys(),
  featured: (db) => firstThen(db, featuredNewest(db)),
  series: (db) =>
    firstThen(
      db,
      db.stories
        .where('[category+createdAt]')
        .between(['series', LOWEST_KEY], ['series', HIGHEST_KEY])
        .reverse()
        .primaryKeys(),
    ),
}

/** The ids a filter keeps, or undefined for all. */
async function keptBy(
  db: HubDatabase,
  filter: LibraryFilter,
  downloaded: ReadonlySet<string>,
): Promise<ReadonlySet<string> | undefined> {
  switch (filter) {
    case 'all':
      return undefined
    case 'downloaded':
      return downloaded
    case 'featured':
      return new Set(await featuredNewest(db))
    default:
      return new Set(await db.stories.where('category').equals(filter).primaryKeys())
  }
}

export interface LibraryQuery {
  filter: LibraryFilter
  sort: LibrarySort
  /** What the search found (undefined: no search). */
  hits?: readonly string[]
  downloaded: ReadonlySet<string>
}

/** The filtered list in the sort's order, before any search. */
export async function readLibraryIds(
  db: HubDatabase,
  { filter, sort, downloaded }: Omit<LibraryQuery, 'hits'>,
): Promise<string[]> {
  const [ordered, kept] = await Promise.all([ORDERS[sort](db), keptBy(db, filter, downloaded)])
  return kept ? ordered.filter((id) => kept.has(id)) : ordered
}

/** What the search found, in the list's order (undefined hits: no search, the whole list). */
export function narrowToHits(ids: readonly string[], hits: readonly string[] | undefined): readonly string[] {
  if (!hits) return ids
  const found = new Set(hits)
  return ids.filter((id) => found.has(id))
}

export async function readLibraryCounters(db: HubDatabase): Promise<LibraryCounters> {
  const [total, series, standalone, featured] = await Promise.all([
    db.stories.count(),
    db.stories.where('category').equals('series').count(),
    db.stories.where('category').equals('standalone').count(),
    db.stories.orderBy('featuredAt').count(),
  ])
  return { total, series, standalone, featured }
}

export interface LibraryShelf {
  ids: readonly string[]
  counters: LibraryCounters
}

const NO_DOWNLOADS: ReadonlySet<string> = new Set()

/**
 * The list and its counters as one read, so "Showing N of M" never joins two moments. Undefined
 * while the device holds no story and has not synced (not known yet, not "no stories"). The list
 * is read again only when the database, filter or sort change; each keystroke only narrows it.
 */
export function useLibrary({ filter, sort, hits, downloaded }: LibraryQuery): LibraryShelf | undefined {
  // The downloads narrow only their own filter. Under any other, their answer (a new set each time)
  // is no reason to read again: read then, it would show a first sync's pages one by one.
  const kept = filter === 'downloaded' ? downloaded : NO_DOWNLOADS
  const shelf = useSettledQuery(
    async (db) => {
      const synced = await hasSynced(db)
      const [ids, counters] = await Promise.all([
        readLibraryIds(db, { filter, sort, downloaded: kept }),
        readLibraryCounters(db),
      ])
      return counters.total > 0 || synced ? { ids, counters } : undefined
    },
    [filter, sort, kept],
  )
  return useMemo(() => shelf && { ids: narrowToHits(shelf.ids, hits), counters: shelf.counters }, [shelf, hits])
}
