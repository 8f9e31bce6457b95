// Album queries on a real SQLite file: totals always come from the album's tracks, titles match
// regardless of case, and a delete takes the tracks with it and says which files they used.
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { useTempDb } from './testing/temp-db.ts'
import {
  deleteAlbum,
  findAlbum,
  findAlbumByTitle,
  insertAlbum,
  refreshAlbumTotals,
  type NewAlbumRow,
} from './albums.ts'
import { deleteTrack, insertTrackIfNew, nextTrackNumber, type NewTrackRow } from './tracks.ts'

const t = useTempDb()

async function makeAlbum(overrides: Partial<NewAlbumRow> = {}): Promise<string> {
  const row: NewAlbumRow = {
    id: randomUUID(),
    title: 'Signals from the Gate',
    artist: 'The Vessa Watch',
    description: '',
    cover_image_url: null,
    genre: null,
    release_year: null,
    created_at: new Date().toISOString(),
    ...overrides,
  }
  await t.db.transaction().execute((trx) => insertAlbum(trx, row))
  return row.id
}

async function makeTrack(albumId: string | null, overrides: Partial<NewTrackRow> = {}): Promise<string> {
  const id = randomUUID()
  await t.db.transaction().execute((trx) =>
    insertTrackIfNew(trx, {
      id,
      title: 'Vessa Dawn',
      artist: 'The Vessa Watch',
      album_id: albumId,
      album_title: null,
      track_number: null,
      duration: '24',
      description: null,
      audio_file_url: `/api/audio/${id}.mp3`,
      cover_image_url: null,
      genre: null,
      is_explicit: 0,
      created_at: new Date().toISOString(),
      ...overrides,
    }),
  )
  return id
}

describe('album totals', () => {
  it("counts the album's own tracks and sums their seconds, rounded to a whole second", async () => {
    const album = await makeAlbum()
    const other = await makeAlbum({ title: 'Other' })
    await makeTrack(album, { duration: '24' })
    await makeTrack(album, { duration: '30.6' })
    await makeTrack(other, { duration: '500' })
    expect(await findAlbum(t.db, album)).toMatchObject({ totalTracks: 2, totalDuration: '55' })
    expect(await findAlbum(t.db, other)).toMatchObject({ totalTracks: 1, totalDuration: '500' })
  })

  it('puts right totals that were wrong, and follows a delete down to zero', async () => {
    const album = await makeAlbum()
    const track = await makeTrack(album, { duration: '167' })
    await t.db.updateTable('albums').set({ total_tracks: 9, total_duration: '1' }).execute()
    await t.db.transaction().execute((trx) => refreshAlbumTotals(trx, album))
    expect(await findAlbum(t.db, album)).toMatchObject({ totalTracks: 1, totalDuration: '167' })
    expect(await t.db.transaction().execute((trx) => deleteTrack(trx, track))).toMatchObject({
      id: track,
      album_id: album,
    })
    expect(await findAlbum(t.db, album)).toMatchObject({ totalTracks: 0, totalDuration: '0' })
  })

  it("numbers the next track after the album's highest", async () => {
    const album = await makeAlbum()
    expect(await nextTrackNumber(t.db, album)).toBe(1)
    await makeTrack(album, { track_number: 4 })
    await makeTrack(album, { track_number: null })
    expect(await nextTrackNumber(t.db, album)).toBe(5)
  })
})

describe('findAlbumByTitle', () => {
  it('finds an album whatever the case and spaces of its title, the oldest of two', async () => {
    const first = await makeAlbum({ title: 'Ætherlied', created_at: '2024-01-01T00:00:00.000Z' })
    await makeAlbum({ title: 'ætherlied', created_at: '2024-02-01T00:00:00.000Z' })
    expect((await findAlbumByTitle(t.db, ' ÆTHERLIED '))?.id).toBe(first)
    expect(await findAlbumByTitle(t.db, 'Ætherlied II')).toBeUndefined()
  })

  it('leaves out the album being renamed', async () => {
    const album = await makeAlbum({ title: 'Echoes' })
    expect(await findAlbumByTitle(t.db, 'ECHOES', album)).toBeUndefined()
  })
})

describe('deleteAlbum', () => {
  it('deletes the album and its tracks and answers the files they used', async () => {
    const album = await makeAlbum({ cover_image_url: '/api/media/covers/c.jpg' })
    const kept = await makeAlbum({ title: 'Kept' })
    await makeTrack(album, { audio_file_url: '/api/audio/1.mp3', cover_image_url: '/api/media/images/1.jpg' })
    await makeTrack(album, { audio_file_url: '/api/audio/2.mp3' })
    const keptTrack = await makeTrack(kept)
    const released = await t.db.transaction().execute((trx) => deleteAlbum(trx, album))
    expect(released?.sort()).toEqual([
      '/api/audio/1.mp3',
      '/api/audio/2.mp3',
      '/api/media/covers/c.jpg',
      '/api/media/images/1.jpg',
    ])
    expect(await t.db.selectFrom('tracks').select('id').execute()).toEqual([{ id: keptTrack }])
    const changes = await t.db.selectFrom('changes').select(['entity_type', 'op']).where('op', '=', 'delete').execute()
    expect(changes).toEqual(
      expect.arrayContaining([
        { entity_type: 'album', op: 'delete' },
        { entity_type: 'track', op: 'delete' },
      ]),
    )
    expect(changes).toHaveLength(3)
    expect(await t.db.transaction().execute((trx) => deleteAlbum(trx, album))).toBeUndefined()
  })
})
