// Which covers the app prefetches for offline, that nothing is fetched without a worker, and that
// a picture this page has had fetched is not asked for again at the next sync.
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../db/local/db.ts'
import { makeLocalStory } from '../lib/make-story.testing.ts'
import { coverUrls, prefetchCovers, stopCoverPrefetch } from './cover-prefetch.ts'
import { contentRow } from '../../db/local/story-rows.ts'

beforeEach(async () => {
  await db.delete()
  await db.open()
})
afterEach(() => vi.unstubAllGlobals())

/** A fetch that records what was asked and fails for URLs containing "broken". */
function recordingFetch() {
  const asked: string[] = []
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url)
    if (url.includes('broken')) throw new TypeError('Failed to fetch')
    return new Response('jpeg', { status: url.includes('gone') ? 404 : 200 })
  })
  return asked
}

describe('coverUrls', () => {
  it('lists every thumbnail and full cover once, skipping stories without one', async () => {
    await db.stories.bulkPut([
      makeLocalStory({ coverThumbnailUrl: '/api/media/covers/a-thumb.jpg', coverImageUrl: '/api/media/covers/a.jpg' }),
      makeLocalStory({ coverThumbnailUrl: '/api/media/covers/a-thumb.jpg', coverImageUrl: '/api/media/covers/a.jpg' }),
      makeLocalStory({ coverThumbnailUrl: null, coverImageUrl: '/api/media/covers/b.jpg' }),
      makeLocalStory(),
    ])
    expect((await coverUrls(db)).sort()).toEqual([
      '/api/media/covers/a-thumb.jpg',
      '/api/media/covers/a.jpg',
      '/api/media/covers/b.jpg',
    ])
  })

  it('lists album and track covers too', async () => {
    const common = {
      artist: 'A',
      description: '',
      totalTracks: 1,
      totalDuration: '2',
      genre: null,
      releaseYear: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    }
    await db.albums.bulkPut([
      { ...common, id: 'a1', title: 'With', coverImageUrl: '/api/media/covers/album.jpg' },
      { ...common, id: 'a2', title: 'Without', coverImageUrl: null },
    ])
    await db.tracks.put({
      id: 't1',
      title: 'T',
      artist: 'A',
      albumId: 'a1',
      albumTitle: 'With',
      trackNumber: 1,
      duration: '2',
      description: null,
      audioFileUrl: '/api/media/audio/t.mp3',
      coverImageUrl: '/api/media/covers/track.jpg',
      genre: null,
      isExplicit: false,
      createdAt: common.createdAt,
    })
    expect((await coverUrls(db)).sort()).toEqual(['/api/media/covers/album.jpg', '/api/media/covers/track.jpg'])
  })

  it("lists characters' pictures and links' preview pictures", async () => {
    const createdAt = '2026-01-01T00:00:00.000Z'
    await db.characters.bulkPut([
      {
        id: 'c1',
        name: 'Vessa',
        bio: 'b',
        image_url: '/api/media/covers/vessa.jpg',
        faction: null,
        role: null,
        aliases: [],
        firstStoryId: null,
        createdAt,
      },
      {
        id: 'c2',
        name: 'Orin',
        bio: 'b',
        image_url: null,
        faction: null,
        role: null,
        aliases: [],
        firstStoryId: null,
        createdAt,
      },
    ])
    await db.links.put({
      id: 'l1',
      title: 'T',
      url: 'https://example.com',
      description: null,
      ogTitle: null,
      ogDescription: null,
      ogImage: '/api/media/covers/og.jpg',
      sortOrder: 0,
      createdAt,
    })
    expect((await coverUrls(db)).sort()).toEqual(['/api/media/covers/og.jpg', '/api/media/covers/vessa.jpg'])
  })
})

describe('coverUrls: story pictures', () => {
  it('lists the pictures the kept texts show, once each, without reading the texts', async () => {
    await db.storyContent.bulkPut([
      contentRow('s1', '![A](/api/media/images/a.jpg)\n\n![B](/api/media/images/b.jpg)', ''),
      contentRow('s2', 'Again ![A](/api/media/images/a.jpg), and ![Far](https://example.com/far.png)', ''),
    ])
    expect((await coverUrls(db)).sort()).toEqual(['/api/media/images/a.jpg', '/api/media/images/b.jpg'])
  })
})

describe('prefetchCovers', () => {
  it('fetches nothing when no service worker controls the page', async () => {
    const asked = recordingFetch()
    vi.stubGlobal('navigator', { serviceWorker: { controller: null } })
    await db.stories.put(makeLocalStory({ coverImageUrl: '/api/media/covers/a.jpg' }))
    expect(await prefetchCovers(await coverUrls(db))).toBe(0)
    expect(asked).toEqual([])
  })

  it('fetches every cover under a worker and counts only the ones that arrived', async () => {
    const asked = recordingFetch()
    vi.stubGlobal('navigator', { serviceWorker: { controller: {} } })
    await db.stories.bulkPut([
      makeLocalStory({ coverThumbnailUrl: '/api/media/covers/a-thumb.jpg', coverImageUrl: '/api/media/covers/a.jpg' }),
      makeLocalStory({
        coverThumbnailUrl: '/api/media/covers/broken.jpg',
        coverImageUrl: '/api/media/covers/gone.jpg',
      }),
      makeLocalStory({ coverImageUrl: '/api/media/covers/c.jpg' }),
    ])
    expect(await prefetchCovers(await coverUrls(db))).toBe(3)
    expect(asked.sort()).toEqual([
      '/api/media/covers/a-thumb.jpg',
      '/api/media/covers/a.jpg',
      '/api/media/covers/broken.jpg',
      '/api/media/covers/c.jpg',
      '/api/media/covers/gone.jpg',
    ])
  })

  it('asks again only for what is new or failed, until the data is cleared', async () => {
    const asked = recordingFetch()
    vi.stubGlobal('navigator', { serviceWorker: { controller: {} } })
    await stopCoverPrefetch() // what earlier tests fetched
    const first = ['/api/media/covers/kept.jpg', '/api/media/covers/broken.jpg', '/api/media/covers/gone.jpg']
    expect(await prefetchCovers(first)).toBe(1)
    asked.length = 0
    expect(await prefetchCovers([...first, '/api/media/covers/new.jpg'])).toBe(1)
    expect(asked.sort()).toEqual([
      '/api/media/covers/broken.jpg',
      '/api/media/covers/gone.jpg',
      '/api/media/covers/new.jpg',
    ])
    // Clear All Data stops the prefetch and forgets what was fetched: the worker's cache is gone.
    await stopCoverPrefetch()
    asked.length = 0
    await prefetchCovers(first)
    expect(asked.sort()).toEqual([...first].sort())
  })

  it('stops when asked: the pictures under way are aborted, none starts after, and the stop waits for them', async () => {
    const asked: string[] = []
    let aborted = 0
    vi.stubGlobal(
      'fetch',
      (url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          asked.push(url)
          init.signal!.addEventListener('abort', () => {
            aborted++
            reject(new DOMException('Aborted', 'AbortError'))
          })
        }),
    )
    vi.stubGlobal('navigator', { serviceWorker: { controller: {} } })
    const urls = Array.from({ length: 10 }, (_, i) => `/api/media/covers/${i}.jpg`)
    const prefetch = prefetchCovers(urls)
    await vi.waitFor(() => expect(asked).toHaveLength(3))
    await stopCoverPrefetch()
    expect(aborted).toBe(3)
    expect(asked).toHaveLength(3)
    expect(await prefetch).toBe(0)
  })
})
