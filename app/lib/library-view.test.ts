import { describe, expect, it } from 'vitest'
import { applyLibraryView, countLibrary, resultLine, type LibraryFilter, type LibrarySort } from './library-view.ts'
import { makeStory } from './make-story.testing.ts'

const SERIES_ID = '10000000-0000-4000-8000-000000000001'
const zebra = makeStory({ title: 'Zebra Nebula', description: 'Stripes across the void', createdAt: '2025-03-01T00:00:00.000Z' })
const apple = makeStory({ title: 'apple of Vessa', description: 'A gatekeeper waits', isFeatured: true, createdAt: '2025-01-01T00:00:00.000Z' })
const mango = makeStory({
  title: 'Mango Drift', description: 'Salt and starlight', category: 'series', seriesId: SERIES_ID,
  seriesTitle: 'Chronicles', seasonNumber: 1, episodeNumber: 1, createdAt: '2025-02-01T00:00:00.000Z',
})
const banana = makeStory({
  title: 'Banana Gate', description: 'The second ring', category: 'series', seriesId: SERIES_ID, isFeatured: true,
  seriesTitle: 'Chronicles', seasonNumber: 1, episodeNumber: 2, createdAt: '2025-04-01T00:00:00.000Z',
})
const all = [zebra, apple, mango, banana]
const titles = (filter: LibraryFilter, sort: LibrarySort, query = '', hits?: string[]) =>
  applyLibraryView(all, { filter, sort, query, searchHits: hits ? new Set(hits) : undefined, downloaded: new Set([mango.id, zebra.id]) }).map((s) => s.title)

describe('countLibrary', () => {
  it('counts total, series, standalone and featured stories', () => {
    expect(countLibrary(all)).toEqual({ total: 4, series: 2, standalone: 2, featured: 2 })
    expect(countLibrary([])).toEqual({ total: 0, series: 0, standalone: 0, featured: 0 })
  })
})

describe('applyLibraryView filter', () => {
  it.each<[LibraryFilter, string[]]>([
    ['all', ['Banana Gate', 'Zebra Nebula', 'Mango Drift', 'apple of Vessa']],
    ['series', ['Banana Gate', 'Mango Drift']],
    ['standalone', ['Zebra Nebula', 'apple of Vessa']],
    ['featured', ['Banana Gate', 'apple of Vessa']],
    ['downloaded', ['Zebra Nebula', 'Mango Drift']],
  ])('%s keeps %j (newest first)', (filter, expected) => {
    expect(titles(filter, 'recent')).toEqual(expected)
  })
})

describe('applyLibraryView sort', () => {
  it.each<[LibrarySort, string[]]>([
    ['recent', ['Banana Gate', 'Zebra Nebula', 'Mango Drift', 'apple of Vessa']],
    ['title', ['apple of Vessa', 'Banana Gate', 'Mango Drift', 'Zebra Nebula']],
    ['featured', ['Banana Gate', 'apple of Vessa', 'Zebra Nebula', 'Mango Drift']],
    ['series', ['Banana Gate', 'Mango Drift', 'Zebra Nebula', 'apple of Vessa']],
  ])('%s orders %j', (sort, expected) => {
    expect(titles('all', sort)).toEqual(expected)
  })

  it('does not reorder the list it was given', () => {
    const before = all.map((s) => s.id)
    titles('all', 'title')
    expect(all.map((s) => s.id)).toEqual(before)
  })
})

describe('applyLibraryView search', () => {
  it.each([
    ['a 1-character query does not narrow', 'z', ['Banana Gate', 'Zebra Nebula', 'Mango Drift', 'apple of Vessa']],
    ['matches the title, any case', 'ZEBRA', ['Zebra Nebula']],
    ['matches the description', 'gatekeeper', ['apple of Vessa']],
    ['matches at 2 characters', 'ga', ['Banana Gate', 'apple of Vessa']],
    ['ignores surrounding spaces', '  drift ', ['Mango Drift']],
    ['finds nothing', 'xyzzy', []],
  ])('%s', (_label, query, expected) => {
    expect(titles('all', 'recent', query)).toEqual(expected)
  })

  it('also keeps what the full-text search found', () => {
    expect(titles('all', 'recent', 'quasar', [mango.id])).toEqual(['Mango Drift'])
  })

  it('applies the filter to search results', () => {
    expect(titles('series', 'recent', 'ga')).toEqual(['Banana Gate'])
  })
})

describe('resultLine', () => {
  it.each([
    [3, 4, '', 'Showing 3 of 4 stories'],
    [3, 4, 'a', 'Showing 3 of 4 stories'],
    [1, 4, ' ze ', 'Showing 1 of 4 stories for "ze"'],
  ])('%i of %i with %j', (shown, total, query, expected) => {
    expect(resultLine(shown, total, query)).toBe(expected)
  })
})
