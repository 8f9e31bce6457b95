// My Library's list read by index from fake-indexeddb: each filter, each sort, and the search
// (what the data worker's index finds, including "title or description contains").
import 'fake-indexeddb/auto'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../db/local/db.ts'
import { makeLocalStory } from '../lib/make-story.testing.ts'
import type { LibraryFilter, LibrarySort } from './library-view.ts'
import { StorySearchIndex } from '../search/story-index.ts'
import { narrowToHits, readLibraryCounters, readLibraryIds } from './library.ts'

const SERIES_ID = '10000000-0000-4000-8000-000000000001'
const zebra = makeLocalStory({
  title: 'Zebra Nebula',
  description: 'Stripes across the void',
  createdAt: '2025-03-01T00:00:00.000Z',
})
const apple = makeLocalStory({
  title: 'apple of Vessa',
  description: 'A gatekeeper waits',
  isFeatured: true,
  createdAt: '2025-01-01T00:00:00.000Z',
})
const mango = makeLocalStory({
  title: 'Mango Drift',
  description: 'Salt and starlight',
  category: 'series',
  seriesId: SERIES_ID,
  seriesTitle: 'Chronicles',
  seasonNumber: 1,
  episodeNumber: 1,
  createdAt: '2025-02-01T00:00:00.000Z',
})
const banana = makeLocalStory({
  title: 'Banana Gate',
  description: 'The second ring',
  category: 'series',
  seriesId: SERIES_ID,
  isFeatured: true,
  seriesTitle: 'Chronicles',
  seasonNumber: 1,
  episodeNumber: 2,
  createdAt: '2025-04-01T00:00:00.000Z',
})
const byId = new Map([zebra, apple, mango, banana].map((s) => [s.id, s.title]))
const index = new StorySearchIndex()

beforeAll(async () => {
  await db.stories.clear()
  await db.stories.bulkPut([zebra, apple, mango, banana])
  await db.storyContent.put({
    id: mango.id,
    content: 'The quasar drive hummed.',
    storyUpdatedAt: mango.updatedAt,
    fetchedAt: '',
    pictures: [],
  })
  await index.refresh(db)
})

async function titles(filter: LibraryFilter, sort: LibrarySort, query = '') {
  const hits = query.trim().length >= 2 ? index.search(query, true) : undefined
  const ids = await readLibraryIds(db, { filter, sort, downloaded: new Set([mango.id, zebra.id]) })
  return narrowToHits(ids, hits).map((id) => byId.get(id))
}

describe('readLibraryCounters', () => {
  it('counts total, series, standalone and featured stories', async () => {
    expect(await readLibraryCounters(db)).toEqual({ total: 4, series: 2, standalone: 2, featured: 2 })
  })
})

describe('readLibraryIds filter', () => {
  it.each<[LibraryFilter, string[]]>([
    ['all', ['Banana Gate', 'Zebra Nebula', 'Mango Drift', 'apple of Vessa']],
    ['series', ['Banana Gate', 'Mango Drift']],
    ['standalone', ['Zebra Nebula', 'apple of Vessa']],
    ['featured', ['Banana Gate', 'apple of Vessa']],
    ['downloaded', ['Zebra Nebula', 'Mango Drift']],
  ])('%s keeps %j (newest first)', async (filter, expected) => {
    expect(await titles(filter, 'recent')).toEqual(expected)
  })
})

describe('readLibraryIds sort', () => {
  it.each<[LibrarySort, string[]]>([
    ['recent', ['Banana Gate', 'Zebra Nebula', 'Mango Drift', 'apple of Vessa']],
    ['title', ['apple of Vessa', 'Banana Gate', 'Mango Drift', 'Zebra Nebula']],
    ['featured', ['Banana Gate', 'apple of Vessa', 'Zebra Nebula', 'Mango Drift']],
    ['series', ['Banana Gate', 'Mango Drift', 'Zebra Nebula', 'apple of Vessa']],
  ])('%s orders %j', async (sort, expected) => {
    expect(await titles('all', sort)).toEqual(expected)
  })
})

describe('readLibraryIds search', () => {
  it.each([
    ['a 1-character query does not narrow', 'z', ['Banana Gate', 'Zebra Nebula', 'Mango Drift', 'apple of Vessa']],
    ['matches the title, any case', 'ZEBRA', ['Zebra Nebula']],
    ['matches the description', 'gatekeeper', ['apple of Vessa']],
    ['matches inside a word at 2 characters', 'ga', ['Banana Gate', 'apple of Vessa']],
    ['ignores surrounding spaces', '  drift ', ['Mango Drift']],
    ['finds the story text', 'quasar', ['Mango Drift']],
    ['finds nothing', 'xyzzy', []],
  ])('%s', async (_label, query, expected) => {
    expect(await titles('all', 'recent', query)).toEqual(expected)
  })

  it('applies the filter to search results', async () => {
    expect(await titles('series', 'recent', 'ga')).toEqual(['Banana Gate'])
  })
})
