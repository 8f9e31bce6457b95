// Only the audio check runs in Node; reading a duration needs a browser's <audio> (e2e covers it).
import { describe, expect, it } from 'vitest'
import { isAudioFile } from './audio-duration.ts'

describe('isAudioFile', () => {
  it.each([
    ['an MP3 by its type', 'episode.mp3', 'audio/mpeg', true],
    ['any audio type, whatever the name', 'episode.bin', 'audio/x-m4a', true],
    ['an MP3 the browser gave no type, by extension', 'Episode.MP3', '', true],
    ['a FLAC with no type', 'episode.flac', '', true],
    ['a video, even named .mp3', 'episode.mp3', 'video/mp4', false],
    ['a text file', 'notes.txt', 'text/plain', false],
    ['an unknown extension with no type', 'episode.xyz', '', false],
    ['a name with no extension and no type', 'episode', '', false],
  ])('%s → %s', (_what, name, type, expected) => {
    expect(isAudioFile({ name, type })).toBe(expected)
  })
})
