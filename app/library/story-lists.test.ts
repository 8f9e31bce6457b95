// The home page's lists, read by index from fake-indexeddb: each is bounded, in the spec's order,
// and leaves out what the spec leaves out.
import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../db/local/db.ts'
import { makeLocalStory, makeStory } from '../lib/make-story.testing.ts'
import {
  FEATURED_MAX,
  readFeatured,
  readNewestInCategory,
  readRecent,
  readSeriesShelves,
  SHELF_EPISODES_MAX,
  shelfHeading,
} from './story-lists.ts'

const SERIES_A = '10000000-0000-4000-8000-000000000001'
const SERIES_B = '10000000-0000-4000-8000-000000000002'
const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString()
const episode = (
  seriesTitle: string | null,
  seasonNumber: number | null,
  episodeNumber: number | null,
  seriesId: string | null = SERIES_A,
) =>
  makeLocalStory({
    category: 'series',
    seriesId,
    seriesTitle,
    seasonNumber,
    episodeNumber,
    title: `${seriesTitle} S${seasonNumber}E${episodeNumber}`,
  })

beforeEach(async () => {
  await db.stories.clear()
})

describe('readSeriesShelves', () => {
  it('groups by series title and season, sorted by title then season, episodes by number', async () => {
    await db.stories.bulkPut([
      episode('Zeta Run', 1, 1, SERIES_B),
      episode('Alpha Saga', 2, 2),
      episode('Alpha Saga', 1, 3),
      episode('Alpha Saga', 2, 1),
      episode('Alpha Saga', 1, 1),
    ])
    const shelves = await readSeriesShelves(db)
    expect(shelves.map(shelfHeading)).toEqual(['Alpha Saga · Season 1', 'Alpha Saga · Season 2', 'Zeta Run · Season 1'])
    expect(shelves[0]!.episodes.map((s) => s.episodeNumber)).toEqual([1, 3])
    expect(shelves[1]!.episodes.map((s) => s.episodeNumber)).toEqual([1, 2])
  })

  it.each([
    ['no series id', episode('Alpha Saga', 1, 1, null)],
    ['no season number', episode('Alpha Saga', null, 1)],
    ['a standalone story', makeLocalStory({ category: 'standalone' })],
  ])('leaves out %s', async (_label, story) => {
    await db.stories.put(story)
    expect(await readSeriesShelves(db)).toEqual([])
  })

  it('names a series without a title "Untitled Series" and puts an episode without a number last', async () => {
    await db.stories.bulkPut([episode(null, 1, null), episode(null, 1, 2)])
    const [shelf] = await readSeriesShelves(db)
    expect(shelfHeading(shelf!)).toBe('Untitled Series · Season 1')
    expect(shelf!.episodes.map((s) => s.episodeNumber)).toEqual([2, null])
  })

  it('shows at most SHELF_EPISODES_MAX episodes per shelf', async () => {
    await db.stories.bulkPut(Array.from({ length: SHELF_EPISODES_MAX + 5 }, (_, i) => episode('Long', 1, i + 1)))
    const [shelf] = await readSeriesShelves(db)
    expect(shelf!.episodes).toHaveLength(SHELF_EPISODES_MAX)
    expect(shelf!.episodes[0]!.episodeNumber).toBe(1)
  })
})

describe('the other home lists', () => {
  it('reads the newest featured, the newest of a category and the most recent, bounded', async () => {
    await db.stories.bulkPut(
      Array.from({ length: 30 }, (_, i) =>
        makeLocalStory({
          title: `S${i}`,
          createdAt: at(i),
          isFeatured: i % 2 === 0,
          category: i % 3 === 0 ? 'series' : 'standalone',
        }),
      ),
    )
    const featured = await readFeatured(db)
    expect(featured).toHaveLength(FEATURED_MAX)
    expect(featured.map((s) => s.title).slice(0, 3)).toEqual(['S28', 'S26', 'S24'])
    expect((await readNewestInCategory(db, 'series', 3)).map((s) => s.title)).toEqual(['S27', 'S24', 'S21'])
    expect((await readRecent(db, 6)).map((s) => s.title)).toEqual(['S29', 'S28', 'S27', 'S26', 'S25', 'S24'])
  })

  it('stops listing a story as featured once an edit unfeatures it', async () => {
    const story = makeStory({ isFeatured: true })
    await db.stories.put(makeLocalStory(story))
    await db.stories.put(makeLocalStory({ ...story, isFeatured: false }))
    expect(await readFeatured(db)).toEqual([])
  })
})
