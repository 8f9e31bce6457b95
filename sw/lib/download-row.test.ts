import { describe, expect, it } from 'vitest'
import { downloadRow, listingOf, mediaType, type DownloadMessage, type Listing } from './download-row.ts'

const STORY = '6f1c1b7e-1f0a-4a43-9d55-0c2f3b1e9a10'
const TRACK = '0b7d1c9e-2a4f-4c1e-8f3a-5d6e7f8a9b0c'
const ALBUM = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'
const URL = 'http://127.0.0.1:8080/api/tracks/x/stream'

describe('listingOf', () => {
  it.each<[string, DownloadMessage, Listing | undefined]>([
    [
      "a story's download",
      { type: 'DOWNLOAD_AUDIO', url: URL, storyId: STORY, title: 'The Gate' },
      { storyId: STORY, title: 'The Gate' },
    ],
    [
      'a story with an empty title',
      { type: 'DOWNLOAD_AUDIO', url: URL, storyId: STORY, title: '' },
      { storyId: STORY, title: '' },
    ],
    [
      "a track's download",
      { type: 'DOWNLOAD_AUDIO', url: URL, trackId: TRACK, albumId: ALBUM, title: 'Dawn' },
      { trackId: TRACK, albumId: ALBUM, title: 'Dawn' },
    ],
    ['a quiet download', { type: 'DOWNLOAD_AUDIO', url: URL }, undefined],
  ])('%s', (_label, message, expected) => {
    expect(listingOf(message)).toStrictEqual(expected)
  })
})

describe('mediaType', () => {
  it.each([
    ['audio/mpeg', 'audio/mpeg'],
    ['Audio/MPEG; charset=binary', 'audio/mpeg'],
    [' audio/ogg ', 'audio/ogg'],
    ['', 'application/octet-stream'],
    [null, 'application/octet-stream'],
  ])('%j → %s', (header, expected) => {
    expect(mediaType(header)).toBe(expected)
  })
})

describe('downloadRow', () => {
  it('lists the file under its absolute key with its size, type and when', () => {
    const row = downloadRow(
      'http://127.0.0.1:8080/api/media/audio/a.mp3',
      { storyId: STORY, title: 'The Gate' },
      1234,
      'audio/mpeg',
      new Date('2025-01-02T03:04:05Z'),
    )
    expect(row).toEqual({
      url: 'http://127.0.0.1:8080/api/media/audio/a.mp3',
      storyId: STORY,
      title: 'The Gate',
      bytes: 1234,
      mimeType: 'audio/mpeg',
      downloadedAt: '2025-01-02T03:04:05.000Z',
    })
  })

  it('lists a track under its track and album, with no story', () => {
    const row = downloadRow(
      URL,
      { trackId: TRACK, albumId: ALBUM, title: 'Dawn' },
      99,
      'audio/ogg',
      new Date('2025-01-02T03:04:05Z'),
    )
    expect(row).toStrictEqual({
      url: URL,
      trackId: TRACK,
      albumId: ALBUM,
      title: 'Dawn',
      bytes: 99,
      mimeType: 'audio/ogg',
      downloadedAt: '2025-01-02T03:04:05.000Z',
    })
  })
})
