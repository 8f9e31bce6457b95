// Tracks on the real app, after the upload (tracks.test.ts): an upload sent again with the client's
// id makes nothing new, the list's order, and a delete that records its change and sweeps the file
// no other track uses.
import { afterEach, describe, expect, it } from 'vitest'
import { adminHeaders, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { audioFixture, cameraPhoto, makeTrack, postTrack } from '../testing/builders.ts'
import type { Config } from '../config.ts'
import type { Album, Track } from '../../contract/music.ts'
import type { SyncPage } from '../../contract/sync.ts'
import { ageStoredMedia, musicWrites, storedFileNames } from '../testing/stored-media.ts'

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
/** The rows, the ledger's files and the files themselves: what a replay must not add to (it may
 * renew the ledger's write time of the same audio). */
async function stored() {
  const rows = await Promise.all(
    (['albums', 'tracks', 'changes'] as const).map((table) => t.app.db.selectFrom(table).selectAll().execute()),
  )
  const ledger = await t.app.db.selectFrom('media_files').select('url').orderBy('url').execute()
  return JSON.stringify({ rows, ledger, files: await storedFileNames(t.app) })
}

describe("POST /api/tracks with the client's id", () => {
  const ID = '3f0c1a52-7d4e-4b8a-9c2d-5e6f7a8b9c0d'

  it('answers a replay with 200 and the track already made, and makes nothing new', async () => {
    await start()
    const first = await postTrack(t.app, { id: ID }, { audioFile: narration(), coverImage: cameraPhoto() })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ id: ID, duration: '167' })
    const before = await stored()
    const again = await postTrack(t.app, { id: ID }, { audioFile: narration(), coverImage: cameraPhoto() })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(await stored()).toBe(before)
    expect(await albumOf(first.json())).toMatchObject({ totalTracks: 1, totalDuration: '167' })
  })

  it('takes the id in capitals as the same track', async () => {
    await start()
    await postTrack(t.app, { id: ID })
    const again = await postTrack(t.app, { id: ID.toUpperCase() })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ id: ID })
  })

  it('makes one track, and one new album, of two copies sent at once', async () => {
    await start()
    const copy = () => postTrack(t.app, { id: ID, albumTitle: 'Sent Twice' })
    const answers = await Promise.all([copy(), copy()])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 201])
    expect(answers.map((res) => res.json().id)).toEqual([ID, ID])
    expect(await t.app.db.selectFrom('tracks').select('id').execute()).toEqual([{ id: ID }])
    expect(
      await t.app.db.selectFrom('albums').select('title').where('title', '=', 'Sent Twice').execute(),
    ).toHaveLength(1)
  })

  it('refuses an id that is not a UUID with 400 BAD_INPUT and stores nothing', async () => {
    await start()
    const before = await written()
    const res = await postTrack(t.app, { id: 'track-1' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'BAD_INPUT', message: 'id must be a track id (a UUID).' })
    expect(await written()).toBe(before)
  })
})

describe('GET /api/tracks', () => {
  it('lists the tracks by album, then track number, those without an album last', async () => {
    await start()
    const b2 = await makeTrack(t.app, { albumTitle: 'Beta', trackNumber: '2' })
    const a1 = await makeTrack(t.app, { albumTitle: 'alpha', trackNumber: '1' })
    const b1 = await makeTrack(t.app, { albumTitle: 'Beta', trackNumber: '1' })
    const loose = await makeTrack(t.app, { albumTitle: '', trackNumber: '1' })
    const a3 = await makeTrack(t.app, { albumTitle: 'Alpha' })
    const res = await get('/api/tracks')
    expect(res.statusCode).toBe(200)
    expect((res.json() as Track[]).map((track) => track.id)).toEqual([a1.id, a3.id, b1.id, b2.id, loose.id])
  })
})

describe('DELETE /api/tracks/{id}', () => {
  it("removes the track, records the delete and the album's new totals, and sweeps its file", async () => {
    await start()
    const kept = await makeTrack(t.app, {}, { audioFile: audioFixture('notags.mp3') })
    const track = await makeTrack(t.app, {}, { audioFile: narration() })
    await ageStoredMedia(t.app)
    const { cursor } = await syncAfter()
    expect((await remove(track.id)).statusCode).toBe(204)
    expect((await get(`/api/tracks/${track.id}/stream`)).statusCode).toBe(404)
    expect((await get(track.audioFileUrl)).statusCode).toBe(404)
    expect((await get(kept.audioFileUrl)).statusCode).toBe(200)
    const { changes } = await syncAfter(cursor)
    expect(changes).toEqual(
      expect.arrayContaining([
        { type: 'track', op: 'delete', id: track.id },
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

  it('keeps an audio file another track still uses', async () => {
    await start()
    const a = await makeTrack(t.app, { title: 'Take one' })
    const b = await makeTrack(t.app, { title: 'Take two' })
    await ageStoredMedia(t.app)
    await remove(a.id)
    expect((await get(`/api/tracks/${b.id}/stream`)).statusCode).toBe(200)
  })

  it('answers 404 TRACK_NOT_FOUND for a track that does not exist', async () => {
    await start()
    const res = await remove('0b7e4a52-5f4e-4d7c-9a51-3f1c2f0e9d11')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'TRACK_NOT_FOUND' })
  })
})
