// What the server reads for a first screen it renders (app/data/queries/embedded-first-screen.ts): the same lists
// the device reads from IndexedDB (app/library/story-lists.ts), read here from the database, keyed by
// the hook they stand in for. The two are held equal by first-screen.test.ts.
import type { Kysely } from 'kysely'
import type { Database } from '../../db/server/database.ts'
import { findStory, listStories, storySummariesByIds } from '../../db/server/story-queries.ts'
import { shelfKeysOf, toLocalStory } from '../../contract/local-story.ts'
import type { FirstScreen } from '../../page/first-screen.ts'
import { listCharacters } from '../../db/server/characters.ts'
import { listAlbums } from '../../db/server/albums.ts'
import { listLinks } from '../../db/server/links.ts'
import { byCharacterName, byId, byLinkOrder, newestAlbumFirst } from '../../contract/list-order.ts'
import {
  FEATURED_MAX,
  RECENT_LIMIT,
  SHELF_EPISODES_MAX,
  SHELVES_MAX,
  STANDALONE_HOME_MAX,
  type SeriesShelf,
} from '../../contract/home-lists.ts'

const newest = async (db: Kysely<Database>, query: Parameters<typeof listStories>[1]) =>
  (await listStories(db, query)).stories.map(toLocalStory)

/** IndexedDB's order of keys: numbers before strings, strings by UTF-16 code units, arrays item by item. */
function compareKeys(a: readonly (string | number)[], b: readonly (string | number)[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const [x, y] = [a[i]!, b[i]!]
    if (typeof x !== typeof y) return typeof x === 'number' ? -1 : 1
    if (x !== y) return x < y ? -1 : 1
  }
  return a.length - b.length
}

/**
 * Series Collections as the device's shelf indexes order them: shelves by [title, season], episodes by number, then id.
 */
async function seriesShelves(db: Kysely<Database>): Promise<SeriesShelf[]> {
  const rows = await db
    .selectFrom('stories')
    .select(['id', 'category', 'series_id', 'series_title', 'season_number', 'episode_number'])
    .where('status', '=', 'published')
    .where('category', '=', 'series')
    .where('series_id', 'is not', null)
    .where('season_number', 'is not', null)
    .execute()
  // The shelf keys come from the device's own rule (shelfKeysOf), from the columns they need.
  const keyed = rows.flatMap((row) => {
    const { shelf, shelfEpisode } = shelfKeysOf({
      category: row.category,
      seriesId: row.series_id,
      seriesTitle: row.series_title,
      seasonNumber: row.season_number,
      episodeNumber: row.episode_number,
    })
    return shelf && shelfEpisode ? [{ id: row.id, shelf, episode: [...shelfEpisode, row.id] }] : []
  })
  const shelves = [...new Map(keyed.map((k) => [k.shelf.join('\u0000'), k.shelf])).values()]
    .sort(compareKeys)
    .slice(0, SHELVES_MAX)
  const episodeIds = shelves.map((shelf) =>
    keyed
      .filter((k) => compareKeys(k.shelf, shelf) === 0)
      .sort((a, b) => compareKeys(a.episode, b.episode))
      .slice(0, SHELF_EPISODES_MAX)
      .map((k) => k.id),
  )
  const byId = new Map((await storySummariesByIds(db, episodeIds.flat())).map((s) => [s.id, toLocalStory(s)]))
  return shelves.map(([seriesTitle, seasonNumber], i) => ({
    key: `${seriesTitle}\u0000${seasonNumber}`,
    seriesTitle,
    seasonNumber,
    episodes: episodeIds[i]!.flatMap((id) => byId.get(id) ?? []),
  }))
}

export async function homeFirstScreen(db: Kysely<Database>): Promise<FirstScreen> {
  const [featured, recent, standalone, shelves] = await Promise.all([
    newest(db, { featured: 'true', limit: FEATURED_MAX }),
    newest(db, { recent: 'true', limit: RECENT_LIMIT }),
    newest(db, { category: 'standalone', limit: STANDALONE_HOME_MAX }),
    seriesShelves(db),
  ])
  const screen: FirstScreen = { featured, shelves, hasSynced: true }
  screen[`recent:${RECENT_LIMIT}`] = recent
  screen[`newest:standalone:${STANDALONE_HOME_MAX}`] = standalone
  return screen
}

/** The story and its text; nothing when the server has no such story (the page says so itself). */
export async function readerFirstScreen(db: Kysely<Database>, id: string): Promise<FirstScreen> {
  const story = await findStory(db, id)
  if (!story) return {}
  const { content, ...summary } = story
  const screen: FirstScreen = { hasSynced: true }
  screen[`story:${id}`] = toLocalStory(summary)
  screen[`text:${id}`] = content
  return screen
}

/** Every character, in the Character Hub's order (contract/list-order.ts). */
export async function charactersFirstScreen(db: Kysely<Database>): Promise<FirstScreen> {
  return { characters: (await listCharacters(db)).sort(byId).sort(byCharacterName), hasSynced: true }
}

/** Every album, in the Music Library's order. */
export async function musicFirstScreen(db: Kysely<Database>): Promise<FirstScreen> {
  return { albums: (await listAlbums(db)).sort(byId).sort(newestAlbumFirst), hasSynced: true }
}

/** Every link, in the admin's order. */
export async function linksFirstScreen(db: Kysely<Database>): Promise<FirstScreen> {
  return { links: (await listLinks(db)).sort(byId).sort(byLinkOrder), hasSynced: true }
}
