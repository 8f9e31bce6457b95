// Downloads on the page side, on fake-indexeddb with a recording stand-in for the service worker
// (the one part Node lacks): which rows count as stories or tracks, what an album download asks
// the worker for, and the one toast for failures that come together.
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Value } from 'typebox/value'
import { db, type Download } from '../../db/local/db.ts'
import { ToWorker } from '../../contract/sw-messages.ts'
import type { Album, Track } from '../../contract/music.ts'
import {
  $downloadFailure,
  $downloading,
  cancelAlbumDownload,
  downloadAlbum,
  downloadedStoryIds,
  downloadedTrackIds,
  FAILURE_BURST_MS,
  listedDownloads,
  onDownloadMessage,
  removeAlbumDownload,
  trackStreamUrl,
} from './downloads.ts'

const ORIGIN = 'http://127.0.0.1:8080'
const OFFLINE = 'The connection was lost. Check that you are online and try again.'

let counter = 0
const uuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`

function makeAlbum(overrides: Partial<Album> = {}): Album {
  return {
    id: uuid(),
    title: 'Night Drive',
    artist: 'The Hub',
    description: '',
    coverImageUrl: null,
    totalTracks: 0,
    totalDuration: '0',
    genre: null,
    releaseYear: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  }
}

function makeTrack(overrides: Partial<Track> = {}): Track {
  const id = uuid()
  return {
    id,
    title: `Track ${id.slice(-2)}`,
    artist: 'The Hub',
    albumId: null,
    albumTitle: null,
    trackNumber: null,
    duration: '180',
    description: null,
    audioFileUrl: `/api/media/audio/${id}.mp3`,
    coverImageUrl: null,
    genre: null,
    isExplicit: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  }
}

type RowOverrides = Partial<Pick<Download, 'url' | 'title' | 'bytes' | 'downloadedAt'>> &
  ({ storyId: string } | { trackId: string; albumId: string })

function makeRow(overrides: RowOverrides): Download {
  return {
    url: `${ORIGIN}/api/audio/${uuid()}.mp3`,
    title: 'Row',
    bytes: 1000,
    mimeType: 'audio/mpeg',
    downloadedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  }
}

/** The worker as the page sees it: what was posted to it. */
let posted: unknown[]
function withWorker(): void {
  posted = []
  vi.stubGlobal('navigator', {
    serviceWorker: {
      controller: { postMessage: (message: unknown) => posted.push(message) },
      getRegistration: async () => undefined,
    },
    storage: { persisted: async () => false, persist: vi.fn(async () => true) },
  })
}

beforeEach(async () => {
  vi.stubGlobal('location', new URL(ORIGIN))
  withWorker()
  $downloading.set({})
  $downloadFailure.set(undefined)
  await db.delete()
  await db.open()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('trackStreamUrl', () => {
  it('is the absolute address the player loads the track from', () => {
    expect(trackStreamUrl('0b7d1c9e-2a4f-4c1e-8f3a-5d6e7f8a9b0c')).toBe(
      `${ORIGIN}/api/tracks/0b7d1c9e-2a4f-4c1e-8f3a-5d6e7f8a9b0c/stream`,
    )
  })
})

describe('downloaded ids', () => {
  it('counts a track row as a track, never as a story download', async () => {
    const story = uuid()
    const track = makeTrack()
    await db.downloads.bulkPut([
      makeRow({ storyId: story }),
      makeRow({ url: trackStreamUrl(track.id), trackId: track.id, albumId: uuid() }),
    ])
    expect(await downloadedStoryIds(db)).toEqual(new Set([story]))
    expect(await downloadedTrackIds(db)).toEqual(new Set([track.id]))
  })

  it('reads a row written before tracks could be downloaded as a story', async () => {
    const story = uuid()
    // The row as every earlier version wrote it: no trackId, no albumId.
    await db.downloads.put({
      url: `${ORIGIN}/api/audio/a.mp3`,
      storyId: story,
      title: 'The Gate',
      bytes: 5,
      mimeType: 'audio/mpeg',
      downloadedAt: '2024-01-01T00:00:00.000Z',
    })
    expect(await downloadedStoryIds(db)).toEqual(new Set([story]))
    expect(await downloadedTrackIds(db)).toEqual(new Set())
  })
})

describe('listedDownloads', () => {
  it("lists newest first, a track with its album's title from this device", async () => {
    const album = makeAlbum({ title: 'Night Drive' })
    await db.albums.put(album)
    const track = makeTrack({ albumId: album.id })
    const forgotten = makeTrack()
    await db.downloads.bulkPut([
      makeRow({ storyId: uuid(), title: 'The Gate', downloadedAt: '2025-01-01T00:00:00.000Z' }),
      makeRow({ trackId: track.id, albumId: album.id, title: 'Dawn', downloadedAt: '2025-01-03T00:00:00.000Z' }),
      makeRow({ trackId: forgotten.id, albumId: uuid(), title: 'Lost', downloadedAt: '2025-01-02T00:00:00.000Z' }),
    ])
    const listed = await listedDownloads(db)
    expect(listed.map((row) => [row.title, row.albumTitle])).toEqual([
      ['Dawn', 'Night Drive'],
      ['Lost', undefined],
      ['The Gate', undefined],
    ])
  })
})

describe('downloadAlbum', () => {
  it('asks the worker for every track not yet kept, in order, each listed under its album', async () => {
    const album = makeAlbum()
    const [one, two, three] = [
      makeTrack({ title: 'One' }),
      makeTrack({ title: 'Two' }),
      makeTrack({ title: 'Three' }),
    ] as [Track, Track, Track]
    await db.downloads.put(makeRow({ url: trackStreamUrl(two.id), trackId: two.id, albumId: album.id }))

    expect(await downloadAlbum(album, [one, two, three])).toBe(true)
    expect(posted).toEqual([
      { type: 'DOWNLOAD_AUDIO', url: trackStreamUrl(one.id), trackId: one.id, albumId: album.id, title: 'One' },
      { type: 'DOWNLOAD_AUDIO', url: trackStreamUrl(three.id), trackId: three.id, albumId: album.id, title: 'Three' },
    ])
    expect(posted.every((message) => Value.Check(ToWorker, message))).toBe(true)
    expect(Object.keys($downloading.get())).toEqual([trackStreamUrl(one.id), trackStreamUrl(three.id)])
    expect(navigator.storage.persist).toHaveBeenCalled()
  })

  it('does not ask again for a track already under way', async () => {
    const album = makeAlbum()
    const tracks = [makeTrack(), makeTrack()]
    await downloadAlbum(album, tracks.slice(0, 1))
    await downloadAlbum(album, tracks)
    expect(posted.map((message) => (message as { trackId: string }).trackId)).toEqual([tracks[0]!.id, tracks[1]!.id])
  })

  it('answers false without a service worker, and follows nothing', async () => {
    vi.stubGlobal('navigator', { serviceWorker: { controller: null, getRegistration: async () => undefined } })
    expect(await downloadAlbum(makeAlbum(), [makeTrack(), makeTrack()])).toBe(false)
    expect($downloading.get()).toEqual({})
  })
})

describe('cancelAlbumDownload and removeAlbumDownload', () => {
  it('ask for the last track first, so no waiting track takes a freed turn', async () => {
    const tracks = [makeTrack(), makeTrack(), makeTrack()]
    const urls = tracks.map((track) => trackStreamUrl(track.id)).reverse()
    cancelAlbumDownload(tracks)
    await removeAlbumDownload(tracks)
    expect(posted).toEqual([
      ...urls.map((url) => ({ type: 'CANCEL_DOWNLOAD', url })),
      ...urls.map((url) => ({ type: 'REMOVE_AUDIO', url })),
    ])
  })
})

describe('the failure toast', () => {
  const fail = (url: string, cancelled = false) =>
    onDownloadMessage({ type: 'AUDIO_DOWNLOAD_FAILED', url, code: cancelled ? 'cancelled' : 'network' })

  it('is one toast naming the album when all 12 of its tracks fail offline', async () => {
    const album = makeAlbum({ title: 'Night Drive' })
    const tracks = Array.from({ length: 12 }, () => makeTrack())
    await downloadAlbum(album, tracks)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const toasts: unknown[] = []
    const stop = $downloadFailure.listen((failure) => toasts.push(failure))

    for (const track of tracks) {
      fail(trackStreamUrl(track.id))
      vi.advanceTimersByTime(FAILURE_BURST_MS / 10)
    }
    expect(toasts).toEqual([])
    vi.advanceTimersByTime(FAILURE_BURST_MS)
    stop()
    expect(toasts).toEqual([
      { urls: tracks.map((track) => trackStreamUrl(track.id)), message: `12 tracks of “Night Drive”: ${OFFLINE}` },
    ])
    expect($downloading.get()).toEqual({})
  })

  it('names the one track that failed, and says nothing of a cancel', async () => {
    const album = makeAlbum({ title: 'Night Drive' })
    const [dawn, dusk] = [makeTrack({ title: 'Dawn' }), makeTrack({ title: 'Dusk' })] as [Track, Track]
    await downloadAlbum(album, [dawn, dusk])
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fail(trackStreamUrl(dusk.id), true)
    fail(trackStreamUrl(dawn.id))
    vi.advanceTimersByTime(FAILURE_BURST_MS)
    expect($downloadFailure.get()).toEqual({
      urls: [trackStreamUrl(dawn.id)],
      message: `“Dawn” (Night Drive): ${OFFLINE}`,
    })
  })

  it('says nothing of a download this page did not ask for', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fail(`${ORIGIN}/api/background-music/stream/x`)
    vi.advanceTimersByTime(FAILURE_BURST_MS)
    expect($downloadFailure.get()).toBeUndefined()
  })
})
