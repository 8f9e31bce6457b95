import { describe, expect, it } from 'vitest'
import { downloadRow, listingOf, mediaType } from './download-row.ts'

const STORY = '6f1c1b7e-1f0a-4a43-9d55-0c2f3b1e9a10'

describe('listingOf', () => {
  it.each([
    [{ storyId: STORY, title: 'The Gate' }, { storyId: STORY, title: 'The Gate' }],
    [{ storyId: STORY, title: '' }, { storyId: STORY, title: '' }],
    [{ storyId: STORY }, undefined],
    [{ title: 'The Gate' }, undefined],
    [{}, undefined],
  ])('%j → %j', (message, expected) => {
    expect(listingOf(message)).toEqual(expected)
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
    const row = downloadRow('http://127.0.0.1:8080/api/media/audio/a.mp3', { storyId: STORY, title: 'The Gate' }, 1234, 'audio/mpeg', new Date('2025-01-02T03:04:05Z'))
    expect(row).toEqual({
      url: 'http://127.0.0.1:8080/api/media/audio/a.mp3', storyId: STORY, title: 'The Gate',
      bytes: 1234, mimeType: 'audio/mpeg', downloadedAt: '2025-01-02T03:04:05.000Z',
    })
  })
})
