// The unranked matches (My Library's search) are exactly the stories the ranked search finds, over
// queries that exercise every rule: prefixes, typos, several words, the text's whole words and
// long prefixes, short queries, accents, and stories discarded from the index; and the query forms
// the library does not send (terms combined by AND, AND_NOT, the wildcard) as MiniSearch reads them.
import MiniSearch, { type Query } from 'minisearch'
import { describe, expect, it } from 'vitest'
import { buildStoryIndex, searchStoryIds, storyQuery } from './search-rules.ts'
import { unrankedIds } from './unranked-search.ts'
import { makeStory } from '../lib/make-story.testing.ts'

const stories = [
  makeStory({ title: 'The Gatekeeper of Vessa', description: 'A guardian at the edge of the Curve.' }),
  makeStory({ title: 'The Lighthouse at the End of Time', description: 'A keeper waits for the last ship.' }),
  makeStory({ title: 'Tidewright', description: 'An ocean that remembers.', seriesTitle: 'The Infinaeon Chronicles' }),
  makeStory({ title: 'Quiet Engines', description: 'Machines that dream of gates.' }),
  makeStory({ title: 'Lantern Bearers', description: 'Lanterns in the Kalos dark.' }),
  makeStory({ title: 'Mirrorfall', description: 'Nothing here.' }),
]
const texts = new Map([
  [stories[3]!.id, 'Deep in the hull, the quasar drive hummed a lullaby by lantern light.'],
  [stories[1]!.id, 'Her name was Ondine Véssa, and she kept the lantern lit.'],
  [stories[5]!.id, 'A lanterns festival; the lantana bloomed; kalorific mirrors.'],
])
const index = buildStoryIndex(stories, texts)
index.discard(stories[2]!.id) // as an edit does: its postings stay in the index until vacuumed

const QUERIES = [
  'la',
  'lan',
  'lant',
  'lante',
  'lanter',
  'lantern',
  'lanterns',
  'lanterm',
  'ka',
  'kal',
  'kalo',
  'kalos',
  'mi',
  'mir',
  'vessa',
  'VÉSSA',
  'quasar',
  'quasr',
  'lighthuose',
  'the',
  'gate',
  'gates',
  'tidewright',
  'infinaeon',
  'lantern light',
  'keeper ship',
  'keeper quasar',
  'a',
  'zz',
  'hull lullaby',
  'ondine',
  'dark lanterns',
]

const matching = (query: string) => unrankedIds(index, storyQuery(query))

describe('unrankedIds', () => {
  it.each(QUERIES)('finds the same stories as the ranked search for "%s"', (query) => {
    const found = matching(query)
    expect(found).toBeDefined()
    expect(new Set(found)).toEqual(new Set(searchStoryIds(index, query)))
  })

  it('finds something for most of these queries, so the comparison means something', () => {
    expect(QUERIES.filter((query) => searchStoryIds(index, query).length > 0).length).toBeGreaterThan(
      QUERIES.length * 0.7,
    )
  })

  it('finds nothing for an empty query', () => {
    expect(matching('   ')).toEqual([])
  })

  const ranked = (query: Query) => new Set(index.search(query).map((result) => String(result.id)))
  it.each<[string, Query]>([
    ['terms combined by AND', { queries: ['lantern light'], combineWith: 'AND', fields: ['text'] }],
    [
      'a part taken away (AND_NOT)',
      { combineWith: 'AND_NOT', queries: [{ queries: ['lantern'], prefix: true }, 'kalos'] },
    ],
    ['every story (the wildcard)', MiniSearch.wildcard],
  ])('reads %s as MiniSearch does', (_what, query) => {
    expect(new Set(unrankedIds(index, query))).toEqual(ranked(query))
    expect(ranked(query).size).toBeGreaterThan(0)
  })
})
