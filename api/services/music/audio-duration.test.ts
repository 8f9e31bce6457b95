// Durations read from real files (fixtures/README.md), as whole seconds; a file with no length is refused.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FIXTURES } from '../../testing/build-test-app.ts'
import { durationText, readDuration } from './audio-duration.ts'

describe('durationText', () => {
  it.each<[number | undefined, string | undefined]>([
    [167.13, '167'],
    [0.78, '1'],
    [2.5, '3'],
    [0.2, '0'],
    [0, undefined],
    [undefined, undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    [-4, undefined],
  ])('writes %s seconds as %j', (seconds, text) => {
    expect(durationText(seconds)).toBe(text)
  })
})

describe('readDuration', () => {
  const audio = (name: string) => path.join(FIXTURES, 'audio', name)

  it.each([
    // 2 min 47 s of narration, 64 kbps mono.
    ['narration-long.mp3', 167],
    ['notags.mp3', 2],
    ['id3v2.4.mp3', 1],
    // music-metadata's sample keeps the header of a 486 s track (its audio data was left out).
    ['issue-74.m4a', 486],
  ])('reads %s as %i seconds', async (name, seconds) => {
    expect(Number(await readDuration(audio(name)))).toBe(seconds)
  })

  it('reads an MP3 cut short by the length its Info header states', async () => {
    expect(await readDuration(audio('incomplete.mp3'))).toBe('62')
  })

  it.each([
    ['text', path.join(FIXTURES, 'README.md')],
    ['a picture', path.join(FIXTURES, 'images', 'gps-DSCN0010.jpg')],
    ['a file that is not there', path.join(FIXTURES, 'no-such-file.mp3')],
  ])('refuses %s with AUDIO_UNREADABLE', async (_case, file) => {
    await expect(readDuration(file)).rejects.toMatchObject({ code: 'AUDIO_UNREADABLE', statusCode: 400 })
  })
})
