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
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'forged-audio-'))
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))
  const forged = (name: string, bytes: Buffer) => {
    const file = path.join(folder, name)
    fs.writeFileSync(file, bytes)
    return file
  }

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

  it('counts every frame of an MP3 that states no length and changes its bit rate as it goes', async () => {
    expect(await readDuration(forged('vbr.mp3', vbrMp3(300)))).toBe('7')
  })

  it('reads an Opus stream it does not read to the end by its last page, at 48 kHz whatever rate it was recorded at', async () => {
    const ogg = Buffer.from(fs.readFileSync(audio('opus.ogg')))
    ogg.writeUInt32LE(8_000, ogg.indexOf('OpusHead') + 12) // recorded at 8 kHz (its input sample rate)
    let page = -1
    for (let n = 0; n < 4; n++) page = ogg.indexOf('OggS', page + 1)
    ogg.write('OggX', page) // a fourth page music-metadata finds corrupt and stops at
    expect(await readDuration(forged('8khz.opus', ogg))).toBe('3')
  })

  it('reads an Opus stream whose header leaves its recording rate unsaid (0), counting at 48 kHz', async () => {
    const ogg = Buffer.from(fs.readFileSync(audio('opus.ogg')))
    ogg.writeUInt32LE(0, ogg.indexOf('OpusHead') + 12)
    let page = -1
    for (let n = 0; n < 4; n++) page = ogg.indexOf('OggS', page + 1)
    ogg.write('OggX', page)
    expect(await readDuration(forged('unsaid-rate.opus', ogg))).toBe('3')
  })

  it('reads the length of a FLAC whose cover picture is damaged (covers are never read)', async () => {
    const flac = fs.readFileSync(audio('lavf.flac'))
    const picture = Buffer.alloc(4 + 32)
    picture.set([6, 0, 0, 32]) // a PICTURE block of 32 bytes…
    picture.writeUInt32BE(3, 4) // …a front cover…
    picture.writeUInt32BE(0xff_ff, 8) // …whose MIME type is said to be longer than the block
    const afterStreamInfo = 4 + 4 + 34
    expect(
      await readDuration(
        forged(
          'damaged-cover.flac',
          Buffer.concat([flac.subarray(0, afterStreamInfo), picture, flac.subarray(afterStreamInfo)]),
        ),
      ),
    ).toBe('5')
  })

  describe('a header that claims more than the file can hold', () => {
    // 4,608 bytes of MP3 hold at most 4.608 s (8 kbit/s, the lowest MP3 rate): 127 frames (4.572 s)
    // and 128 (4.608 s, all they hold) are believed, 130 (4.68 s) are not.
    it('believes a header up to what the bytes can hold at 8 kbit/s, and no further', async () => {
      expect(await readDuration(forged('within.mp3', mp3Claiming(127)))).toBe('5')
      expect(await readDuration(forged('exactly.mp3', mp3Claiming(128)))).toBe('5')
      await expect(readDuration(forged('beyond.mp3', mp3Claiming(130)))).rejects.toMatchObject({
        code: 'AUDIO_UNREADABLE',
      })
      expect(longestPlayable({ container: 'MPEG' }, 22_000)).toBe(22)
      expect(longestPlayable({ container: 'Ogg' }, 1_000)).toBe(20)
    })

    it('refuses 4.5 KB of MP3 whose Info header claims 4,294,967,295 frames (years)', async () => {
      await expect(readDuration(forged('years.mp3', mp3ClaimingYears()))).rejects.toMatchObject({
        code: 'AUDIO_UNREADABLE',
      })
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
    ['an MP3 that is an ID3 tag and no sound', forged('tag-only.mp3', id3TagOnly())],
    [
      'an Ogg file of its header pages only, no sound',
      forged('headers-only.ogg', oggHeadersOf(audio('vorbis-issue-62.ogg'))),
    ],
  ])('refuses %s with AUDIO_UNREADABLE', async (_case, file) => {
    await expect(readDuration(file)).rejects.toMatchObject({ code: 'AUDIO_UNREADABLE', statusCode: 400 })
  })
})

/**
 * MPEG-1 Layer III at 48 kHz (24 ms a frame) without an Info header, its bit rate changing frame by
 * frame (32, 64, 128 kbit/s), so that its first frames do not tell its length.
 */
function vbrMp3(frames: number): Buffer {
  const rates = [
    [0b0001, 32],
    [0b0101, 64],
    [0b1001, 128],
  ] as const
  return Buffer.concat(
    Array.from({ length: frames }, (_, at) => {
      const [index, kbps] = rates[at % rates.length]!
      const frame = Buffer.alloc((144 * kbps * 1000) / 48_000) // silence after the header
      frame.set([0xff, 0xfb, (index << 4) | 0b0100, 0xc0]) // MPEG-1 Layer III, no CRC; its bit rate, 48 kHz; mono
      return frame
    }),
  )
}

/** An ID3v2.4 tag of 20 bytes of padding, and nothing after it. */
function id3TagOnly(): Buffer {
  const tag = Buffer.alloc(10 + 20)
  tag.write('ID3', 0)
  tag[3] = 4
  tag[9] = 20
  return tag
}

/** An Ogg file up to its first page that ends a sample (granule position above 0). */
function oggHeadersOf(file: string): Buffer {
  const ogg = fs.readFileSync(file)
  let page = 0
  while (ogg.readBigInt64LE(page + 6) <= 0n) page = ogg.indexOf('OggS', page + 1)
  return ogg.subarray(0, page)
}
