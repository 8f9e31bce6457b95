// A sync page becomes one bulkPut and one bulkDelete per table: the last change of each row wins,
// whatever came before it on the page.
import { describe, expect, it } from 'vitest'
import type { SyncChange } from '../../contract/sync.ts'
import { pageWrites } from './pull.ts'
import { makeStory } from '../lib/make-story.testing.ts'

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const link = (n: number, title: string) => ({
  id: id(n),
  title,
  url: 'https://example.com',
  description: null,
  ogTitle: null,
  ogDescription: null,
  ogImage: null,
  sortOrder: n,
  createdAt: '2026-01-01T00:00:00.000Z',
})
const put = (n: number, title: string): SyncChange => ({ type: 'link', op: 'put', id: id(n), data: link(n, title) })
const del = (type: SyncChange['type'], n: number): SyncChange => ({ type, op: 'delete', id: id(n) })

describe('pageWrites', () => {
  it('groups puts and deletes by table', () => {
    const { puts, deletes, storyDeletes } = pageWrites([put(1, 'a'), put(2, 'b'), del('track', 3), del('story', 4)])
    expect(puts.get('links')).toEqual([link(1, 'a'), link(2, 'b')])
    expect(deletes.get('tracks')).toEqual([id(3)])
    expect(storyDeletes).toEqual([id(4)])
  })
  it('keeps only the last change of a row: a put then a delete deletes, a delete then a put puts', () => {
    const { puts, deletes } = pageWrites([
      put(1, 'first'),
      del('link', 1),
      del('link', 2),
      put(2, 'back'),
      put(3, 'old'),
      put(3, 'new'),
    ])
    expect(deletes.get('links')).toEqual([id(1)])
    expect(puts.get('links')).toEqual([link(2, 'back'), link(3, 'new')])
  })
  it('stores a story with the keys the lists query by', () => {
    const story = {
      ...makeStory({
        title: 'Élan',
        isFeatured: true,
        category: 'series',
        seriesId: id(9),
        seriesTitle: 'Tides',
        seasonNumber: 2,
        episodeNumber: 3,
      }),
    }
    const { puts } = pageWrites([{ type: 'story', op: 'put', id: story.id, data: story }])
    expect(puts.get('stories')).toEqual([
      { ...story, titleKey: 'elan', featuredAt: story.createdAt, shelf: ['Tides', 2], shelfEpisode: ['Tides', 2, 3] },
    ])
  })
  it('tells rows of different types apart even with the same id', () => {
    const { puts, deletes } = pageWrites([put(1, 'kept'), del('track', 1)])
    expect(puts.get('links')).toEqual([link(1, 'kept')])
    expect(deletes.get('tracks')).toEqual([id(1)])
  })
})
