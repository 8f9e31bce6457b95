// The server draws the home from the same lists the device reads after a sync: featured, recent,
// newest standalone and the series shelves, in the same order, from the database on one side and
// IndexedDB on the other.
import { describe, expect, it } from 'vitest'
import { useServerAndLocalDb } from '../../testing/server-and-local-db.ts'
import { db } from '../../../db/local/db.ts'
import { pullChanges } from '../../sync/pull.ts'
import { readFeatured, readNewestInCategory, readRecent, readSeriesShelves } from '../../library/story-lists.ts'
import { RECENT_LIMIT, STANDALONE_HOME_MAX } from '../../../contract/home-lists.ts'
import { seedDemo } from '../../../api/seed/seed-demo.ts'
import { makeCharacter, makeLink, makeStory, makeTrack } from '../../../api/testing/builders.ts'
import {
  charactersFirstScreen,
  homeFirstScreen,
  linksFirstScreen,
  musicFirstScreen,
  readerFirstScreen,
} from '../../../api/first-screen/first-screen-data.ts'
import { readCharacters } from '../../characters/characters.ts'
import { readAlbums } from '../../music/music.ts'
import { readLinks } from '../../links/links.ts'

const t = useServerAndLocalDb()
const ids = (stories: { id: string }[] | undefined) => stories?.map((s) => s.id)

describe('the home the server draws', () => {
  it('lists what the device lists after a sync, in the same order', async () => {
    await seedDemo(t.server.app)
    // More shelves and episodes: seasons out of order, an episode without a number, ties in time.
    for (const [season, episode] of [
      [3, '2'],
      [1, ''],
      [3, '1'],
      [5, '1'],
      [2, '7'],
    ] as const) {
      await makeStory(t.server.app, {
        category: 'series',
        seasonNumber: String(season),
        episodeNumber: episode,
        isFeatured: 'true',
      })
    }
    await pullChanges()
    const served = await homeFirstScreen(t.server.app.db)

    expect(ids(served.featured)).toEqual(ids(await readFeatured(db)))
    expect(ids(served[`recent:${RECENT_LIMIT}`])).toEqual(ids(await readRecent(db, RECENT_LIMIT)))
    expect(ids(served[`newest:standalone:${STANDALONE_HOME_MAX}`])).toEqual(
      ids(await readNewestInCategory(db, 'standalone', STANDALONE_HOME_MAX)),
    )
    const shelves = await readSeriesShelves(db)
    expect(served.shelves?.map((s) => [s.key, ids(s.episodes)])).toEqual(shelves.map((s) => [s.key, ids(s.episodes)]))
    expect(shelves.length).toBeGreaterThan(2)
    expect(served.hasSynced).toBe(true)
  })

  it('draws a story with its text, and nothing for a story it does not have', async () => {
    const story = await makeStory(t.server.app, { title: 'The Quiet Gate', content: 'The gate was quiet.' })
    const served = await readerFirstScreen(t.server.app.db, story.id)
    expect(served[`story:${story.id}`]).toMatchObject({
      id: story.id,
      title: 'The Quiet Gate',
      titleKey: 'the quiet gate',
    })
    expect(served[`text:${story.id}`]).toBe('The gate was quiet.')
    expect(await readerFirstScreen(t.server.app.db, crypto.randomUUID())).toEqual({})
  })

  it('draws the characters and the albums in the order the device lists them', async () => {
    // Names that tie and differ only in case or accent; albums made in the same second tie in time.
    for (const name of ['Oskar Venn', 'oskar venn', 'Élan', 'Elan', 'Ilen Marr', 'Ilen Marr'])
      await makeCharacter(t.server.app, { name })
    for (const albumTitle of ['Signals', 'Echoes', 'Drift', 'Signals']) await makeTrack(t.server.app, { albumTitle })
    await t.server.app.db.updateTable('albums').set({ created_at: '2026-01-01T00:00:00.000Z' }).execute()
    await pullChanges()

    const characters = await charactersFirstScreen(t.server.app.db)
    expect(ids(characters.characters)).toEqual(ids(await readCharacters(db)))
    expect(characters.characters).toHaveLength(6)
    const music = await musicFirstScreen(t.server.app.db)
    expect(ids(music.albums)).toEqual(ids(await readAlbums(db)))
    expect(music.albums).toHaveLength(3)
    expect(characters.hasSynced && music.hasSynced).toBe(true)
  })

  it('draws the links in the order the device lists them', async () => {
    // The admin's order, two links in the same place made in the same second, and one moved first.
    const made = []
    for (const title of ['Archive', 'Forum', 'Wiki', 'Radio']) made.push(await makeLink(t.server.app, { title }))
    await t.server.app.db
      .updateTable('links')
      .set({ sort_order: 1, created_at: '2026-01-01T00:00:00.000Z' })
      .where('id', 'in', [made[1]!.id, made[2]!.id])
      .execute()
    await t.server.app.db.updateTable('links').set({ sort_order: -1 }).where('id', '=', made[3]!.id).execute()
    await pullChanges()

    const served = await linksFirstScreen(t.server.app.db)
    expect(ids(served.links)).toEqual(ids(await readLinks(db)))
    expect(served.links?.[0]?.title).toBe('Radio')
    expect(served.links).toHaveLength(4)
    expect(served.hasSynced).toBe(true)
  })
})
