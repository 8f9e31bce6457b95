// Our media addresses, read back as the server and the app read them: the stored files' URLs (and
// nothing that only looks like one), the images a character may show, and a story's audio paths.
import { describe, expect, it } from 'vitest'
import {
  isOwnAudioPath,
  isOwnImageUrl,
  isUploadedAudioPath,
  legacyAudioPath,
  mediaUrl,
  mediaUrlToKey,
} from './media-urls.ts'

const HASH = 'ab'.repeat(32)

describe('mediaUrlToKey', () => {
  it.each([
    [`/api/audio/${HASH}.mp3`, `audio/${HASH}.mp3`],
    [`/api/media/covers/${HASH}.jpg`, `covers/${HASH}.jpg`],
    [`/api/media/images/${HASH}.webp`, `images/${HASH}.webp`],
    [`/api/media/tmp/${HASH}.mp3`, null],
    [`/api/media/covers/../${HASH}.jpg`, null],
    ['/api/audio/../../infinaeon.db', null],
    [`/api/audio/${HASH}.exe`, null],
    [`https://example.com/api/audio/${HASH}.mp3`, null],
    ['/audio/legacy-id', null],
  ])('%s → %s', (url, key) => {
    expect(mediaUrlToKey(url)).toBe(key)
  })

  it.each([
    ['audio', `/api/audio/${HASH}.mp3`],
    ['covers', `/api/media/covers/${HASH}.jpg`],
  ] as const)('reads back the %s URL it writes', (kind, url) => {
    expect(mediaUrl(kind, url.split('/').at(-1)!)).toBe(url)
    expect(mediaUrlToKey(url)).toBe(`${kind}/${url.split('/').at(-1)}`)
  })
})

describe('isOwnImageUrl', () => {
  it.each([
    [`/api/media/images/${HASH}.jpg`, true],
    [`/api/media/covers/${HASH}.jpg`, false],
    [`/api/audio/${HASH}.mp3`, false],
    ['/api/media/images/not-ours.jpg', false],
    [`https://example.com/api/media/images/${HASH}.jpg`, false],
  ])('%s → %s', (url, expected) => expect(isOwnImageUrl(url)).toBe(expected))
})

describe("a story's audio paths", () => {
  it.each([
    ['/api/audio/abc.mp3', true],
    ['/audio/abc', true],
    ['/objects/uploads/xyz', true],
    ['/api/audio/../../etc/passwd', false],
    ['/api/media/audio/abc.mp3', false],
    ['/audio/', false],
    ['https://cdn.example/a.mp3', false],
  ])('%s is one of ours as sent: %s', (path, expected) => expect(isOwnAudioPath(path)).toBe(expected))

  it.each([
    ['/api/audio/abc.mp3', true],
    ['/audio/abc', false],
    ['https://cdn.example/api/audio/a.mp3', false],
  ])('%s is an upload the form shows as one: %s', (url, expected) => expect(isUploadedAudioPath(url)).toBe(expected))

  it.each([
    ['{"audioFileUrl":"/audio/track-7.mp3"}', '/audio/track-7.mp3'],
    ['{"url":"https://bucket.example/uploads/9f1e?sig"}', '/audio/9f1e'],
    ['{"id": 42}', undefined],
  ])('finds the old upload %j names: %j', (text, expected) => expect(legacyAudioPath(text)).toBe(expected))
})
