// Albums on the real app: the list (newest first), the admin's edit (its tracks stay and follow a
// new title; a new cover replaces the old one) and delete (its tracks and their files go too),
// each with its sync changes; refused edits and failed writes change nothing.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { adminHeaders, buildTestApp, FIXTURES, type TestApp } from '../testing/build-test-app.ts'
import { audioFixture, makeTrack } from '../testing/builders.ts'
import { multipart, type TestFile } from '../testing/multipart.ts'
import type { Album, Track } from '../../contract/music.ts'
import type { SyncPage } from '../../contract/sync.ts'
import { listUnusedMedia } from '../../db/server/media-files.ts'
import { refuseWrites } from '../../db/server/testing/refuse-writes.ts'
import { ageStoredMedia, isStored, readStored } from '../testing/stored-media.ts'

const picture = (name = 'gps-DSCN0010.jpg'): TestFile => ({
  name,
  data: fs.readFileSync(path.join(FIXTURES, 'images', name)),
  type: 'image/jpeg',
})
const UNKNOWN = '0b7e4a52-5f4e-4d7c-9a51-3f1c2f0e9d11'

let t: TestApp
afterEach(async () => {
  await t.close()
})
async function start() {
  t = await buildTestApp()
}

const get = (url: string) => t.app.inject({ method: 'GET', url })
const albums = async () => (await get('/api/albums')).json() as Album[]
const tracks = async () => (await get('/api/tracks')).json() as Track[]
const syncAfter = async (cursor = '0') => (await get(`/api/sync?since=${cursor}`)).json() as SyncPage
const remove = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/albums/${id}`, headers: adminHeaders })
async function put(id: string, fields: Record<string, string>, files: Record<string, TestFile> = {}) {
  const body = await multipart(fields, files)
  return t.app.inject({
    method: 'PUT',
    url: `/api/albums/${id}`,
    ...body,
    headers: { ...body.headers, ...adminHeaders },
  })
}
const ALBUM_EDIT = {
  title: 'Signals from the Gate (Remastered)',
  artist: 'The Vessa Watch',
  description: 'Tones for reading by.',
}

/** Rows a refused or failed write must leave as they were. */
async function rows() {
  const tables = ['albums', 'tracks', 'changes'] as const
  return JSON.stringify(await Promise.all(tables.map((table) => t.app.db.selectFrom(table).selectAll().execute())))
}

describe('GET /api/albums', () => {
  it('lists the albums newest first, each with its totals', async () => {
    await start()
    const older = await makeTrack(
      t.app,
      { albumTitle: 'First Light' },
      { audioFile: audioFixture('narration-long.mp3') },
    )
    const newer = await makeTrack(t.app, { albumTitle: 'Second Wind' })
    const res = await get('/api/albums')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([
      expect.objectContaining({ id: newer.albumId, title: 'Second Wind', totalTracks: 1, totalDuration: '2' }),
      expect.objectContaining({ id: older.albumId, title: 'First Light', totalTracks: 1, totalDuration: '167' }),
    ])
  })
})

describe('PUT /api/albums/{id}', () => {
  it('changes the album; its tracks stay in it and carry the new title', async () => {
    await start()
    const track = await makeTrack(t.app)
    const res = await put(track.albumId!, ALBUM_EDIT)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id: track.albumId,
      ...ALBUM_EDIT,
      totalTracks: 1,
      totalDuration: '2',
      coverImageUrl: null,
    })
    expect(await tracks()).toEqual([{ ...track, albumTitle: ALBUM_EDIT.title }])
  })

  it('records the album and each retitled track for /api/sync', async () => {
    await start()
    const a = await makeTrack(t.app)
    const b = await makeTrack(t.app, { title: 'Curve Lullaby' })
    const { cursor } = await syncAfter()
    await put(a.albumId!, ALBUM_EDIT)
    const { changes } = await syncAfter(cursor)
    expect(changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'album',
          op: 'put',
          id: a.albumId,
          data: expect.objectContaining({ title: ALBUM_EDIT.title }),
        }),
        expect.objectContaining({
          type: 'track',
          op: 'put',
          id: a.id,
          data: expect.objectContaining({ albumTitle: ALBUM_EDIT.title }),
        }),
        expect.objectContaining({
          type: 'track',
          op: 'put',
          id: b.id,
          data: expect.objectContaining({ albumTitle: ALBUM_EDIT.title }),
        }),
      ]),
    )
    expect(changes).toHaveLength(3)
  })

  it('records only the album when its title stays', async () => {
    await start()
    const track = await makeTrack(t.app)
    const { cursor } = await syncAfter()
    await put(track.albumId!, { ...ALBUM_EDIT, title: track.albumTitle! })
    expect((await syncAfter(cursor)).changes.map((change) => change.type)).toEqual(['album'])
  })

  it('keeps the description when none is sent', async () => {
    await start()
    const track = await makeTrack(t.app)
    await put(track.albumId!, ALBUM_EDIT)
    const res = await put(track.albumId!, { title: 'Renamed', artist: 'The Vessa Watch' })
    expect(res.json()).toMatchObject({ title: 'Renamed', description: ALBUM_EDIT.description })
  })

  it('takes the same text fields as JSON', async () => {
    await start()
    const track = await makeTrack(t.app)
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/albums/${track.albumId}`,
      headers: adminHeaders,
      payload: ALBUM_EDIT,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject(ALBUM_EDIT)
  })

  it('stores a new cover without its camera metadata, and sweeps the one it replaces', async () => {
    await start()
    const track = await makeTrack(t.app)
    const first = (await put(track.albumId!, ALBUM_EDIT, { coverImage: picture() })).json() as Album
    expect(first.coverImageUrl).toMatch(/^\/api\/media\/covers\/[a-f0-9]{64}\.jpg$/)
    expect((await sharp(await readStored(t.app, first.coverImageUrl!)).metadata()).exif).toBeUndefined()
    await ageStoredMedia(t.app)
    const second = (
      await put(track.albumId!, ALBUM_EDIT, { coverImage: picture('orientation-portrait_6.jpg') })
    ).json() as Album
    expect(second.coverImageUrl).not.toBe(first.coverImageUrl)
    expect((await get(second.coverImageUrl!)).statusCode).toBe(200)
    expect((await get(first.coverImageUrl!)).statusCode).toBe(404)
  })

  it('keeps the cover when none is sent', async () => {
    await start()
    const track = await makeTrack(t.app)
    const { coverImageUrl } = (await put(track.albumId!, ALBUM_EDIT, { coverImage: picture() })).json() as Album
    expect((await put(track.albumId!, ALBUM_EDIT)).json()).toMatchObject({ coverImageUrl })
  })

  it.each<[string, Record<string, string>, Record<string, TestFile>, object]>([
    [
      'a blank title',
      { ...ALBUM_EDIT, title: '  ' },
      {},
      { code: 'BAD_INPUT', message: 'Title is required (at most 200 characters).' },
    ],
    [
      'no artist',
      { title: 'Renamed' },
      {},
      { code: 'BAD_INPUT', message: 'Artist is required (at most 200 characters).' },
    ],
    [
      'a description over 2000 characters',
      { ...ALBUM_EDIT, description: 'x'.repeat(2001) },
      {},
      { code: 'BAD_INPUT', message: 'Description is too long: at most 2000 characters.' },
    ],
    [
      'a cover that is not a picture',
      ALBUM_EDIT,
      { coverImage: { name: 'cover.jpg', data: '<html>not a picture</html>' } },
      { code: 'INVALID_IMAGE' },
    ],
    ['an audio file', ALBUM_EDIT, { audioFile: audioFixture('notags.mp3') }, { code: 'BAD_INPUT' }],
  ])('refuses %s with 400 and changes nothing', async (_case, fields, files, error) => {
    await start()
    const track = await makeTrack(t.app)
    const before = await rows()
    const res = await put(track.albumId!, fields, files)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject(error)
    expect(await rows()).toBe(before)
  })

  it('refuses a cover over 10 MB with 413 and changes nothing', async () => {
    await start()
    const track = await makeTrack(t.app)
    const before = await rows()
    const res = await put(track.albumId!, ALBUM_EDIT, {
      coverImage: { name: 'huge.jpg', data: Buffer.alloc(10 * 1024 * 1024 + 1) },
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({
      code: 'TOO_LARGE',
      message: 'The cover image is too large: the limit is 10 MB.',
    })
    expect(await rows()).toBe(before)
  })

  it('refuses the title of another album, whatever its case, with 409 ALBUM_TITLE_TAKEN', async () => {
    await start()
    await makeTrack(t.app, { albumTitle: 'First Light' })
    const track = await makeTrack(t.app, { albumTitle: 'Second Wind' })
    const before = await rows()
    const res = await put(track.albumId!, { ...ALBUM_EDIT, title: 'FIRST light' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ code: 'ALBUM_TITLE_TAKEN', message: expect.stringContaining('FIRST light') })
    expect(await rows()).toBe(before)
  })

  it('answers 404 ALBUM_NOT_FOUND for an album that does not exist', async () => {
    await start()
    const res = await put(UNKNOWN, ALBUM_EDIT)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'ALBUM_NOT_FOUND' })
  })

  it('changes nothing when retitling its tracks fails', async () => {
    await start()
    const track = await makeTrack(t.app)
    const before = await rows()
    await refuseWrites(t.app.db, 'tracks', 'UPDATE')
    expect((await put(track.albumId!, ALBUM_EDIT)).statusCode).toBe(500)
    expect(await rows()).toBe(before)
  })
})

describe('DELETE /api/albums/{id}', () => {
  it('removes the album and its tracks, records a delete for each, and sweeps their files', async () => {
    await start()
    const a = await makeTrack(t.app, {}, { audioFile: audioFixture('narration-long.mp3'), coverImage: picture() })
    const b = await makeTrack(t.app, { title: 'Curve Lullaby' })
    const other = await makeTrack(t.app, { albumTitle: 'Another album' }, { audioFile: audioFixture('id3v2.4.mp3') })
    const { coverImageUrl } = (
      await put(a.albumId!, ALBUM_EDIT, { coverImage: picture('orientation-portrait_6.jpg') })
    ).json() as Album
    await ageStoredMedia(t.app)
    const { cursor } = await syncAfter()
    const res = await remove(a.albumId!)
    expect(res.statusCode).toBe(204)
    expect(await albums()).toEqual([expect.objectContaining({ id: other.albumId })])
    expect(await tracks()).toEqual([other])
    const { changes } = await syncAfter(cursor)
    expect(changes).toEqual(
      expect.arrayContaining([
        { type: 'album', op: 'delete', id: a.albumId },
        { type: 'track', op: 'delete', id: a.id },
        { type: 'track', op: 'delete', id: b.id },
      ]),
    )
    expect(changes).toHaveLength(3)
    for (const url of [a.audioFileUrl, a.coverImageUrl!, b.audioFileUrl, coverImageUrl!])
      expect((await get(url)).statusCode, url).toBe(404)
    expect((await get(`/api/tracks/${other.id}/stream`)).statusCode).toBe(200)
  })

  it('lets go of its files: no row refers to them, and the sweep removes them once their grace has passed', async () => {
    await start()
    const a = await makeTrack(t.app, {}, { audioFile: audioFixture('narration-long.mp3'), coverImage: picture() })
    const other = await makeTrack(t.app, { albumTitle: 'Another album' }, { audioFile: audioFixture('id3v2.4.mp3') })
    // The album took its first track's cover, so the two share one file.
    const released = [a.audioFileUrl, a.coverImageUrl!].sort()
    const afterGrace = Date.now() + t.config.mediaGraceMs + 1000
    expect(await listUnusedMedia(t.app.db, afterGrace)).toEqual([])
    await remove(a.albumId!)
    expect((await listUnusedMedia(t.app.db, afterGrace)).sort()).toEqual(released)
    await t.app.media.sweep(undefined, afterGrace)
    const ledger = (await t.app.db.selectFrom('media_files').select('url').execute()).map((row) => row.url)
    expect(ledger).toEqual([other.audioFileUrl])
    for (const url of released) expect(await isStored(t.app, url), url).toBe(false)
  })

  it('answers 404 ALBUM_NOT_FOUND for an album that does not exist, or no longer does', async () => {
    await start()
    const track = await makeTrack(t.app)
    expect((await remove(track.albumId!)).statusCode).toBe(204)
    const res = await remove(track.albumId!)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'ALBUM_NOT_FOUND' })
    expect((await remove(UNKNOWN)).statusCode).toBe(404)
  })

  it('keeps the album, its tracks and their files when the delete fails', async () => {
    await start()
    const track = await makeTrack(t.app)
    await ageStoredMedia(t.app)
    const before = await rows()
    await refuseWrites(t.app.db, 'albums', 'DELETE')
    expect((await remove(track.albumId!)).statusCode).toBe(500)
    expect(await rows()).toBe(before)
    expect((await get(`/api/tracks/${track.id}/stream`)).statusCode).toBe(200)
  })
})
