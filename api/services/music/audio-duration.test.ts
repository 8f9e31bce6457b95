// Durations read from real files (fixtures/README.md), as whole seconds; a file with no length, or
// one whose header claims more than its bytes can hold, is refused.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { FIXTURES } from '../../testing/build-test-app.ts'
import { durationText, longestPlayable, readDuration } from './audio-duration.ts'
import { mp3Claiming, mp3ClaimingYears } from '../../testing/forged-audio.ts'

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
    // Ogg files music-metadata does not read to the end (a page it finds corrupt; no end found):
    // Chromium plays the Vorbis one for 52 s, and their last pages say as much.
    ['vorbis-issue-62.ogg', 52],
    ['flac-in-ogg.ogg', 3],
    ['opus.ogg', 3],
    ['lavf.flac', 5],
  ])('reads %s as %i seconds', async (name, seconds) => {
    expect(Number(await readDuration(audio(name)))).toBe(seconds)
  })

  it('reads an MP3 cut short by the length its Info header states', async () => {
    expect(await readDuration(audio('incomplete.mp3'))).toBe('62')
  })

  describe('a header that claims more than the file can hold', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'forged-audio-'))
    afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))
    const forged = (name: string, bytes: Buffer) => {
      const file = path.join(folder, name)
      fs.writeFileSync(file, bytes)
      return file
    }

    // 4,608 bytes of MP3 hold at most 4.608 s (8 kbit/s, the lowest MP3 rate): 127 frames (4.572 s)
    // are believed, 130 (4.68 s) are not.
    it('believes a header up to what the bytes can hold at 8 kbit/s, and no further', async () => {
      expect(await readDuration(forged('within.mp3', mp3Claiming(127)))).toBe('5')
      await expect(readDuration(forged('beyond.mp3', mp3Claiming(130)))).rejects.toMatchObject({ code: 'AUDIO_UNREADABLE' })
      expect(longestPlayable({ container: 'MPEG' }, 22_000)).toBe(22)
      expect(longestPlayable({ container: 'Ogg' }, 1_000)).toBe(20)
    })

    it('refuses 4.5 KB of MP3 whose Info header claims 4,294,967,295 frames (years)', async () => {
      await expect(readDuration(forged('years.mp3', mp3ClaimingYears()))).rejects.toMatchObject({ code: 'AUDIO_UNREADABLE' })
    })

    it('refuses an M4A whose movie and media headers claim 4,294,967,280 s', async () => {
      const m4a = Buffer.from(fs.readFileSync(audio('issue-74.m4a')))
      for (const box of ['mvhd', 'mdhd']) {
        const at = m4a.indexOf(box)
        expect(m4a[at + 4]).toBe(0) // version 0: 32-bit timescale and duration
        m4a.writeUInt32BE(1, at + 16)
        m4a.writeUInt32BE(0xff_ff_ff_f0, at + 20)
      }
      await expect(readDuration(forged('years.m4a', m4a))).rejects.toMatchObject({ code: 'AUDIO_UNREADABLE' })
    })

    it('refuses an Ogg file whose last page claims years', async () => {
      const ogg = Buffer.from(fs.readFileSync(audio('vorbis-issue-62.ogg')))
      const last = ogg.lastIndexOf('OggS')
      ogg.writeBigInt64LE(0x7f_ff_ff_ff_ffn, last + 6)
      await expect(readDuration(forged('years.ogg', ogg))).rejects.toMatchObject({ code: 'AUDIO_UNREADABLE' })
    })
  })

  it.each([
    ['text', path.join(FIXTURES, 'README.md')],
    ['a picture', path.join(FIXTURES, 'images', 'gps-DSCN0010.jpg')],
    ['a file that is not there', path.join(FIXTURES, 'no-such-file.mp3')],
  ])('refuses %s with AUDIO_UNREADABLE', async (_case, file) => {
    await expect(readDuration(file)).rejects.toMatchObject({ code: 'AUDIO_UNREADABLE', statusCode: 400 })
  })
})
