import { describe, expect, it } from 'vitest'
import { buildStoryIndex, searchStoryIds } from './search-rules.ts'
import { makeStory } from '../lib/make-story.testing.ts'

const SERIES_ID = '10000000-0000-4000-8000-000000000001'
const gatekeeper = makeStory({ title: 'The Gatekeeper of Vessa', description: 'A guardian at the edge of the Curve.' })
const lighthouse = makeStory({
  title: 'The Lighthouse at the End of Time',
  description: 'A keeper waits for the last ship.',
})
const tidewright = makeStory({
  title: 'Tidewright',
  description: 'An ocean that remembers.',
  category: 'series',
  seriesId: SERIES_ID,
  seriesTitle: 'The Infinaeon Chronicles',
  seasonNumber: 2,
  episodeNumber: 2,
})
const engines = makeStory({ title: 'Quiet Engines', description: 'Machines that dream of gates.' })
const stories = [gatekeeper, lighthouse, tidewright, engines]
const texts = new Map([
  [engines.id, 'Deep in the hull, the quasar drive hummed a lullaby.'],
  [lighthouse.id, 'Her name was Ondine Véssa, and she kept the light.'],
])
const index = buildStoryIndex(stories, texts)
const find = (query: string) => searchStoryIds(index, query)

describe('searchStoryIds', () => {
  it.each([
    ['the title', 'lighthouse', [lighthouse.id]],
    ['the description', 'ocean', [tidewright.id]],
    ['the series title', 'infinaeon chronicles', [tidewright.id]],
    ['the story text', 'quasar', [engines.id]],
    ['a word prefix', 'tidew', [tidewright.id]],
    ['a typo in a long word', 'lighthuose', [lighthouse.id]],
    ['any case', 'QUIET ENGINES', [engines.id]],
    ['accents either way', 'vessa', [gatekeeper.id, lighthouse.id]],
    ['nothing', 'xylophone', []],
    ['an empty query', '  ', []],
  ])('finds by %s', (_label, query, expected) => {
    expect(find(query)).toEqual(expected)
  })

  it('needs every word of the query', () => {
    expect(find('keeper ship')).toEqual([lighthouse.id])
  })

  it('ranks a title match above a description match', () => {
    // "gate" is in one title (Gatekeeper) and in one description (gates).
    expect(find('gate')).toEqual([gatekeeper.id, engines.id])
  })

  it('finds a word of the story text whole, or by a prefix of 5 letters or more, never by a typo', () => {
    // A text holds thousands of words: a short prefix or a typo would match most stories (issue 22).
    expect(find('lullaby')).toEqual([engines.id])
    expect(find('lulla')).toEqual([engines.id])
    expect(find('lull')).toEqual([])
    expect(find('lullabie')).toEqual([])
    // A word that is both a text word and the prefix of a title word still finds the title.
    expect(find('quie')).toEqual([engines.id])
  })

  it('does not search the story text for queries under 3 characters', () => {
    expect(find('qu')).toEqual([engines.id]) // the title "Quiet", not "quasar" in the text
    expect(find('hu')).toEqual([]) // "hull" and "hummed" are only in the text
  })

  it('works without any story text on the device', () => {
    expect(searchStoryIds(buildStoryIndex(stories), 'quasar')).toEqual([])
    expect(searchStoryIds(buildStoryIndex(stories), 'tidewright')).toEqual([tidewright.id])
  })
})
