// A track's length is read from its file: a file cut short keeps the length its header
// states, a header claiming more than the bytes can hold is refused, and an Ogg stream is measured
// by its last page. Real files (fixtures/README.md); every refusal writes nothing.
import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { audioFixture, makeTrack, postTrack } from '../testing/builders.ts'
import type { Album, Track } from '../../contract/music.ts'
import { storedFileNames } from '../testing/stored-media.ts'

let t: TestApp
afterEach(async () => {
  await t.close()
})
async function start() {
  t = await buildTestApp()
}

const albumOf = async (track: Track) =>
  ((await t.app.inject({ method: 'GET', url: '/api/albums' })).json() as Album[]).find(
    (album) => album.id === track.albumId,
  )
/** Everything an upload could leave behind: rows, change log, media ledger and files. */
async function written() {
  const tables = ['albums', 'tracks', 'changes', 'media_files'] as const
  const rows = await Promise.all(tables.map((table) => t.app.db.selectFrom(table).selectAll().execute()))
  return JSON.stringify({ rows, files: await storedFileNames(t.app) })
}

describe('POST /api/tracks: the length of the file', () => {
  it('refuses an MP3 cut off inside its tags (audio by its bytes, but with no length) with 400 AUDIO_UNREADABLE and stores nothing', async () => {
    await start()
    const before = await written()
    const cut = (audioFixture('id3v2.4.mp3').data as Buffer).subarray(0, 4000)
    const res = await postTrack(t.app, {}, { audioFile: { name: 'cut.mp3', data: cut, type: 'audio/mpeg' } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'AUDIO_UNREADABLE', message: expect.stringContaining('Invalid File') })
    expect(await written()).toBe(before)
  })

  it('accepts an MP3 cut short after its header, with the length that header states', async () => {
    await start()
    // incomplete.mp3: its Info header says 61.7 s; about 49 s of frames arrived before the hole.
    const track = await makeTrack(t.app, {}, { audioFile: audioFixture('incomplete.mp3') })
    expect(track.duration).toBe('62')
    expect(await albumOf(track)).toMatchObject({ totalTracks: 1, totalDuration: '62' })
  })

  it.each([
    ['Vorbis', 'vorbis-issue-62.ogg', '52', /\.ogg$/],
    ['FLAC', 'flac-in-ogg.ogg', '3', /\.ogg$/],
    ['Opus', 'opus.ogg', '3', /\.opus$/],
  ])('accepts %s in Ogg with its length', async (_codec, name, duration, stored) => {
    await start()
    const track = await makeTrack(t.app, {}, { audioFile: audioFixture(name) })
    expect(track).toMatchObject({ duration, audioFileUrl: expect.stringMatching(stored) })
    expect(await albumOf(track)).toMatchObject({ totalTracks: 1, totalDuration: duration })
  })

  it("refuses an MP3 whose header claims more than its bytes can hold with 400 AUDIO_UNREADABLE, leaving the album's total alone", async () => {
    await start()
    const first = await makeTrack(t.app, {}, { audioFile: audioFixture('notags.mp3') })
    const before = await written()
    const mp3 = Buffer.from((audioFixture('notags.mp3').data as Buffer).subarray(0, 4_608))
    mp3.writeUInt32BE(0xff_ff_ff_ff, mp3.indexOf('Info') >= 0 ? mp3.indexOf('Info') + 8 : mp3.indexOf('Xing') + 8)
    const res = await postTrack(t.app, {}, { audioFile: { name: 'years.mp3', data: mp3, type: 'audio/mpeg' } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'AUDIO_UNREADABLE' })
    expect(await written()).toBe(before)
    expect(await albumOf(first)).toMatchObject({ totalTracks: 1, totalDuration: '2' })
  })
})
