// One list of audio formats for the server, the upload dialogs and the player: which files count as
// audio, what the file picker offers, and what a saved file is named.
import { describe, expect, it } from 'vitest'
import { AUDIO_ACCEPT, AUDIO_FORMATS, audioExtensionOf, isAudioFile } from './audio-formats.ts'

describe('isAudioFile', () => {
  it.each([
    ['an MP3 by its type', 'episode.mp3', 'audio/mpeg', true],
    ['any audio type, whatever the name', 'episode.bin', 'audio/x-m4a', true],
    ['an MP3 the browser gave no type, by extension', 'Episode.MP3', '', true],
    ['a FLAC with no type', 'episode.flac', '', true],
    ['a WebM audio file with no type', 'episode.weba', '', true],
    ['an AAC stream with no type: the hub does not store it', 'episode.aac', '', false],
    ['a video, even named .mp3', 'episode.mp3', 'video/mp4', false],
    ['a text file', 'notes.txt', 'text/plain', false],
    ['an unknown extension with no type', 'episode.xyz', '', false],
    ['a name with no extension and no type', 'episode', '', false],
  ])('%s → %s', (_what, name, type, expected) => {
    expect(isAudioFile({ name, type })).toBe(expected)
  })
})

describe('the file picker and saved files', () => {
  it('offers every extension a stored format has, and any audio type', () => {
    const offered = AUDIO_ACCEPT.split(',')
    expect(offered[0]).toBe('audio/*')
    for (const ext of AUDIO_FORMATS.flatMap((format) => format.extensions)) expect(offered).toContain(ext)
    expect(offered).not.toContain('.aac')
  })

  it.each([
    ['audio/mpeg', 'mp3'],
    ['audio/MP3', 'mp3'],
    ['audio/mp4; codecs=mp4a.40.2', 'm4a'],
    ['audio/x-m4a', 'm4a'],
    ['audio/ogg', 'ogg'],
    ['audio/x-wav', 'wav'],
    ['audio/flac', 'flac'],
    ['audio/webm', 'webm'],
    ['audio/aac', undefined],
    ['text/html', undefined],
  ])('names audio served as %s .%s', (type, ext) => {
    expect(audioExtensionOf(type)).toBe(ext)
  })
})
