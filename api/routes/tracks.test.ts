// Tracks on the real app: an upload of a real file answers the track with its duration read from
// the file, finds or makes its album (whose totals follow every upload and delete), reaches
// /api/sync; every refused upload writes nothing. (Replays, the list and deletes:
// tracks-replay-delete.test.ts; streaming with Range: tracks-stream.test.ts; lengths read from
// files cut short, forged or in Ogg: tracks-audio-length.test.ts.)
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { adminHeaders, buildTestApp, FIXTURES, type TestApp } from '../testing/build-test-app.ts'
import { audioFixture, cameraPhoto, makeTrack, postTrack } from '../testing/builders.ts'
import { multipart, type TestFile } from '../testing/multipart.ts'
import type { Config } from '../config.ts'
import type { Album, Track } from '../../contract/music.ts'
import type { SyncPage } from '../../contract/sync.ts'
import { refuseWrites } from '../../db/server/testing/refuse-writes.ts'
import { musicWrites, readStored } from '../testing/stored-media.ts'

/** Real lengths in seconds: narration-long.mp3 is 2 min 47 s; the others as music-metadata reads
 * them (issue-74.m4a keeps the header of a 486 s track whose audio data its makers left out). */
const LENGTHS = { 'narration-long.mp3': 167.13, 'id3v2.4.mp3': 0.78, 'notags.mp3': 2.09, 'issue-74.m4a': 486.11 }
const narration = () => audioFixture('narration-long.mp3')

let t: TestApp
afterEach(async () => {
  await t.close()
})
async function start(overrides: Partial<Config> = {}) {
  t = await buildTestApp(overrides)
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })
const remove = (id: string, headers: Record<string, string> = adminHeaders) =>
  t.app.inject({ method: 'DELETE', url: `/api/tracks/${id}`, headers })
const albums = async () => (await get('/api/albums')).json() as Album[]
const albumOf = async (track: Track) => (await albums()).find((album) => album.id === track.albumId)
const syncAfter = async (cursor = '0') => (await get(`/api/sync?since=${cursor}`)).json() as SyncPage
const written = () => musicWrites(t.app)
const changeRows = async () => JSON.stringify(await t.app.db.selectFrom('changes').selectAll().execute())

describe('POST /api/tracks', () => {
  it('answers 201 with the track, its duration read from the file', async () => {
    await start()
    const res = await postTrack(t.app, { trackNumber: '3' }, { audioFile: narration() })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({
      id: expect.any(String),
      title: 'Vessa Dawn',
      artist: 'The Vessa Watch',
      albumId: expect.any(String),
      albumTitle: 'Signals from the Gate',
      trackNumber: 3,
      duration: '167',
      description: 'Slow tones recorded on the brass ring.',
      audioFileUrl: expect.stringMatching(/^\/api\/audio\/[a-f0-9]{64}\.mp3$/),
      coverImageUrl: null,
      genre: null,
      isExplicit: false,
      createdAt: expect.any(String),
    })
  })

  it.each(Object.entries(LENGTHS))(
    'stores the duration of %s within a second of its real length',
    async (name, seconds) => {
      await start()
      const track = await makeTrack(t.app, {}, { audioFile: audioFixture(name) })
      expect(track.duration).toMatch(/^\d+$/)
      expect(Math.abs(Number(track.duration) - seconds)).toBeLessThanOrEqual(1)
    },
  )

  it('ignores a duration the client sends', async () => {
    await start()
    expect((await makeTrack(t.app, { duration: '9999' })).duration).toBe('2')
  })

  it("makes the album named by albumTitle, by the track's artist, and finds it again whatever the case", async () => {
    await start()
    const first = await makeTrack(t.app, { albumTitle: 'Echoes of the Curve', artist: 'Ilen Marr' })
    const second = await makeTrack(t.app, { albumTitle: '  ECHOES of the curve ', artist: 'Someone Else' })
    expect(second.albumId).toBe(first.albumId)
    expect(second.albumTitle).toBe('Echoes of the Curve')
    expect(await albums()).toEqual([
      expect.objectContaining({ id: first.albumId, title: 'Echoes of the Curve', artist: 'Ilen Marr', totalTracks: 2 }),
    ])
  })

  it('makes a track with a blank albumTitle, or none, a track without an album', async () => {
    await start()
    const { cursor } = await syncAfter()
    const track = await makeTrack(t.app, { albumTitle: '  ' })
    expect(track).toMatchObject({ albumId: null, albumTitle: null, trackNumber: null })
    // The field left out altogether, as a form without an album field sends it.
    const body = await multipart({ title: 'Loose', artist: 'Ilen Marr' }, { audioFile: audioFixture('notags.mp3') })
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/tracks',
      ...body,
      headers: { ...body.headers, ...adminHeaders },
    })
    expect(other.json()).toMatchObject({ albumId: null, albumTitle: null, trackNumber: null })
    expect(await albums()).toEqual([])
    expect((await syncAfter(cursor)).changes.map((change) => change.type)).toEqual(['track', 'track'])
  })

  it('keeps the track number sent for a track without an album', async () => {
    await start()
    expect((await makeTrack(t.app, { albumTitle: '', trackNumber: '4' })).trackNumber).toBe(4)
  })

  it("gives a new album the cover of the track that made it, and an album without one the next track's", async () => {
    await start()
    const first = await makeTrack(
      t.app,
      { albumTitle: 'Echoes' },
      { audioFile: audioFixture('notags.mp3'), coverImage: cameraPhoto() },
    )
    expect(await albumOf(first)).toMatchObject({ coverImageUrl: first.coverImageUrl })
    const bare = await makeTrack(t.app, { albumTitle: 'Bare' })
    expect(await albumOf(bare)).toMatchObject({ coverImageUrl: null })
    const later = await makeTrack(
      t.app,
      { albumTitle: 'Bare' },
      { audioFile: audioFixture('notags.mp3'), coverImage: cameraPhoto() },
    )
    expect(await albumOf(bare)).toMatchObject({ coverImageUrl: later.coverImageUrl })
  })

  it("keeps an album's own cover when a track with another is added", async () => {
    await start()
    const first = await makeTrack(
      t.app,
      { albumTitle: 'Echoes' },
      { audioFile: audioFixture('notags.mp3'), coverImage: cameraPhoto() },
    )
    const portrait = {
      name: 'portrait.jpg',
      data: fs.readFileSync(path.join(FIXTURES, 'images', 'orientation-portrait_6.jpg')),
      type: 'image/jpeg',
    }
    const second = await makeTrack(
      t.app,
      { albumTitle: 'Echoes' },
      { audioFile: audioFixture('notags.mp3'), coverImage: portrait },
    )
    expect(second.coverImageUrl).not.toBe(first.coverImageUrl)
    expect(await albumOf(second)).toMatchObject({ coverImageUrl: first.coverImageUrl })
  })

  it("numbers a track sent without a number after the album's highest", async () => {
    await start()
    expect((await makeTrack(t.app)).trackNumber).toBe(1)
    expect((await makeTrack(t.app, { trackNumber: '5' })).trackNumber).toBe(5)
    expect((await makeTrack(t.app)).trackNumber).toBe(6)
    expect((await makeTrack(t.app, { albumTitle: 'Another' })).trackNumber).toBe(1)
  })

  it("keeps the album's track count and total duration equal to its tracks' after every upload and delete", async () => {
    await start()
    const long = await makeTrack(t.app, {}, { audioFile: narration() })
    expect(await albumOf(long)).toMatchObject({ totalTracks: 1, totalDuration: '167' })
    const short = await makeTrack(t.app, {}, { audioFile: audioFixture('notags.mp3') })
    expect(await albumOf(long)).toMatchObject({ totalTracks: 2, totalDuration: '169' })
    const m4a = await makeTrack(t.app, {}, { audioFile: audioFixture('issue-74.m4a') })
    expect(await albumOf(long)).toMatchObject({ totalTracks: 3, totalDuration: '655' })
    expect((await remove(long.id)).statusCode).toBe(204)
    expect(await albumOf(short)).toMatchObject({ totalTracks: 2, totalDuration: '488' })
    await remove(m4a.id)
    await remove(short.id)
    expect(await albumOf(short)).toMatchObject({ totalTracks: 0, totalDuration: '0' })
  })

  it('stores a cover re-encoded, without its camera metadata or GPS position', async () => {
    await start()
    const track = await makeTrack(t.app, {}, { audioFile: audioFixture('notags.mp3'), coverImage: cameraPhoto() })
    expect(track.coverImageUrl).toMatch(/^\/api\/media\/images\/[a-f0-9]{64}\.jpg$/)
    const stored = await sharp(await readStored(t.app, track.coverImageUrl!)).metadata()
    expect(stored.exif).toBeUndefined()
    expect((await get(track.coverImageUrl!)).statusCode).toBe(200)
  })

  it('records the track and its album for /api/sync', async () => {
    await start()
    const { cursor } = await syncAfter()
    const track = await makeTrack(t.app)
    const { changes } = await syncAfter(cursor)
    expect(changes).toEqual(
      expect.arrayContaining([
        { type: 'track', op: 'put', id: track.id, data: track },
        expect.objectContaining({
          type: 'album',
          op: 'put',
          id: track.albumId,
          data: expect.objectContaining({ totalTracks: 1, totalDuration: '2' }),
        }),
      ]),
    )
    expect(changes).toHaveLength(2)
  })

  it.each<[string, Record<string, string>, Record<string, TestFile>]>([
    ['no audio file', {}, {}],
    ['an empty file input', {}, { audioFile: { name: '', data: '' } }],
    ['only a cover', {}, { coverImage: cameraPhoto() }],
  ])('refuses %s with 400 AUDIO_REQUIRED and writes nothing', async (_case, fields, files) => {
    await start()
    const before = await written()
    const res = await postTrack(t.app, fields, files)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 'AUDIO_REQUIRED',
      message: expect.stringContaining('Audio file required'),
    })
    // Only the cover's bytes were read, never stored.
    expect(await written()).toBe(before)
  })

  it('refuses a JSON body (it cannot carry the file) with AUDIO_REQUIRED', async () => {
    await start()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tracks',
      headers: adminHeaders,
      payload: { title: 'No file', artist: 'Nobody' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'AUDIO_REQUIRED' })
  })

  it.each<[string, Record<string, string>, string]>([
    ['a blank title', { title: '   ' }, 'Title is required (at most 200 characters).'],
    ['no artist', { artist: '' }, 'Artist is required (at most 200 characters).'],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, 'Title is required (at most 200 characters).'],
    ['track number 0', { trackNumber: '0' }, 'Track number must be a whole number from 1 to 10000.'],
    ['track number 2.5', { trackNumber: '2.5' }, 'Track number must be a whole number from 1 to 10000.'],
    ['track number "two"', { trackNumber: 'two' }, 'Track number must be a whole number from 1 to 10000.'],
    [
      'an album title over 200 characters',
      { albumTitle: 'a'.repeat(201) },
      'Album is too long: at most 200 characters.',
    ],
  ])('refuses %s, sent before the file, with 400 BAD_INPUT and stores nothing', async (_case, fields, message) => {
    await start()
    const before = await written()
    const res = await postTrack(t.app, fields)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'BAD_INPUT', message })
    expect(await written()).toBe(before)
  })

  it('refuses a blank title sent after the file, and writes no row', async () => {
    await start()
    const changes = await changeRows()
    const form = new FormData()
    form.append(
      'audioFile',
      new Blob([new Uint8Array(audioFixture('notags.mp3').data as Buffer)], { type: 'audio/mpeg' }),
      'notags.mp3',
    )
    form.append('title', ' ')
    form.append('artist', 'Ilen Marr')
    const response = new Response(form)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tracks',
      payload: Buffer.from(await response.arrayBuffer()),
      headers: { 'content-type': response.headers.get('content-type')!, ...adminHeaders },
    })
    expect(res.json()).toMatchObject({ code: 'BAD_INPUT', message: 'Title is required (at most 200 characters).' })
    expect(await t.app.db.selectFrom('tracks').selectAll().execute()).toEqual([])
    expect(await changeRows()).toBe(changes)
  })

  it.each<[string, Buffer | string]>([
    [
      'a web page',
      '<!doctype html><html><head><script>alert(document.cookie)</script></head><body>Not music</body></html>',
    ],
    ['a camera JPEG', fs.readFileSync(path.join(FIXTURES, 'images', 'gps-DSCN0010.jpg'))],
    ['plain text', 'Just the lyrics, no music at all.\n'],
  ])('refuses %s named .mp3 with 400 AUDIO_TYPE and stores nothing', async (_case, data) => {
    await start()
    const before = await written()
    const res = await postTrack(t.app, {}, { audioFile: { name: 'track.mp3', data, type: 'audio/mpeg' } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'AUDIO_TYPE' })
    expect(await written()).toBe(before)
  })

  it('refuses a cover that is not a picture with 400 INVALID_IMAGE and writes no row', async () => {
    await start()
    const res = await postTrack(
      t.app,
      {},
      { audioFile: audioFixture('notags.mp3'), coverImage: { name: 'cover.jpg', data: 'not a picture' } },
    )
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'INVALID_IMAGE' })
    expect(await t.app.db.selectFrom('tracks').selectAll().execute()).toEqual([])
    expect(await t.app.db.selectFrom('albums').selectAll().execute()).toEqual([])
  })

  it('refuses a file over MAX_AUDIO_MB with 413 and writes nothing', async () => {
    await start({ maxAudioBytes: 100_000 })
    const before = await written()
    const res = await postTrack(t.app, {}, { audioFile: narration() })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ code: 'TOO_LARGE', message: expect.stringContaining('Audio file is too large') })
    expect(await written()).toBe(before)
  })

  it('takes a file of exactly MAX_AUDIO_MB', async () => {
    const file = audioFixture('notags.mp3')
    await start({ maxAudioBytes: file.data.length })
    expect((await postTrack(t.app, {}, { audioFile: file })).statusCode).toBe(201)
  })

  it('leaves no album, track or change behind when writing the track fails', async () => {
    await start()
    const changes = await changeRows()
    await refuseWrites(t.app.db, 'tracks', 'INSERT')
    const res = await postTrack(t.app, { albumTitle: 'Brand new album' })
    expect(res.statusCode).toBe(500)
    expect(await t.app.db.selectFrom('albums').selectAll().execute()).toEqual([])
    expect(await changeRows()).toBe(changes)
  })
})
