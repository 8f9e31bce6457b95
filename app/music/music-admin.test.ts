// The admin's music writes through the outbox against the real server, on fake-indexeddb: a track
// upload arrives once with the device's id (also when sent again), waits on the device without a
// network and goes when it is back; an album edit and deletes land on the device; a refusal keeps
// the server's reason for the dialog.
import fs from 'node:fs'
import path from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { useServerAndLocalDb } from '../testing/server-and-local-db.ts'
import { useAdminFetch } from '../testing/admin-fetch.ts'
import type { OutboxEntry, OutboxEntryOf } from '../../db/outbox/outbox-entry.ts'
import { db } from '../../db/local/db.ts'
import { drainOutbox } from '../../db/outbox/outbox.ts'
import { FIXTURES } from '../../api/testing/build-test-app.ts'
import type { Album } from '../../contract/music.ts'
import {
  queueAlbumDelete,
  queueAlbumEdit,
  queueTrackDelete,
  queueTrackUpload,
  type TrackSubmission,
} from './music-admin.ts'

function trackEntry(entry: OutboxEntry | undefined): OutboxEntryOf<'track.create'> {
  if (entry?.kind !== 'track.create') throw new Error('a track entry was expected')
  return entry
}

const t = useServerAndLocalDb()
const mp3 = () =>
  new File([fs.readFileSync(path.join(FIXTURES, 'audio', 'notags.mp3'))], 'notags.mp3', { type: 'audio/mpeg' })
const serverTracks = () => t.server.app.db.selectFrom('tracks').select(['id', 'title', 'album_id']).execute()
const serverAlbums = () =>
  t.server.app.db.selectFrom('albums').select(['id', 'title', 'description', 'total_tracks']).execute()
const submission = (title: string, albumTitle = 'Night Shift'): TrackSubmission => ({
  fields: { title, artist: 'The Watch', albumTitle, trackNumber: '', description: '' },
  audio: mp3(),
})
let offline = false
beforeEach(() => {
  offline = false
})
const admin = useAdminFetch(t, { offline: () => offline })

async function uploaded(title: string): Promise<{ trackId: string; album: Album }> {
  const seq = await queueTrackUpload(submission(title), 'upload')
  const { trackId } = trackEntry(await db.outbox.get(seq)).payload
  expect(await drainOutbox()).toMatchObject({ delivered: 1, refused: [] })
  const album = (await t.server.app.inject({ url: '/api/albums' })).json<Album[]>()[0]!
  await db.albums.put(album)
  return { trackId, album }
}

describe('music writes through the outbox', () => {
  it('uploads a track with the id it was given on the device, and keeps the answer', async () => {
    const { trackId } = await uploaded('Lamplight')
    expect(await serverTracks()).toMatchObject([{ id: trackId, title: 'Lamplight' }])
    expect(await db.tracks.get(trackId)).toMatchObject({ title: 'Lamplight', duration: '2' })
    expect(await serverAlbums()).toMatchObject([{ title: 'Night Shift', total_tracks: 1 }])
    expect(await db.outbox.count()).toBe(0)
  })

  it('is still one track when the upload is sent again (its answer was lost)', async () => {
    const seq = await queueTrackUpload(submission('Twice'), 'upload')
    const { trackId } = trackEntry(await db.outbox.get(seq)).payload
    const first = new FormData()
    for (const [k, v] of Object.entries({ ...submission('Twice').fields, id: trackId })) first.append(k, v)
    first.append('audioFile', mp3())
    expect(
      (
        await admin.realFetch(`${t.origin}/api/tracks`, {
          method: 'POST',
          headers: { cookie: admin.cookie },
          body: first,
        })
      ).status,
    ).toBe(201)

    expect(await drainOutbox()).toMatchObject({ delivered: 1, refused: [] })
    expect((await serverTracks()).map((row) => row.id)).toEqual([trackId])
    expect(await serverAlbums()).toMatchObject([{ total_tracks: 1 }])
  })

  it('waits on the device without a network and is sent once it is back', async () => {
    offline = true
    const seq = await queueTrackUpload(submission('Later'), 'upload')
    expect(await drainOutbox()).toMatchObject({ delivered: 0, refused: [] })
    expect(await db.outbox.get(seq)).toMatchObject({ status: 'pending', attempts: 1, problem: { code: 'NETWORK' } })
    expect(await serverTracks()).toEqual([])

    offline = false
    expect(await drainOutbox(Date.now(), true)).toMatchObject({ delivered: 1 })
    expect(await serverTracks()).toMatchObject([{ title: 'Later' }])
  })

  it("keeps the server's code and reason when it refuses", async () => {
    const seq = await queueTrackUpload(
      { ...submission('No Artist'), fields: { ...submission('').fields, title: 'No Artist', artist: ' ' } },
      'upload',
    )
    expect((await drainOutbox()).refused).toHaveLength(1)
    const { problem } = (await db.outbox.get(seq))!
    expect(problem).toMatchObject({ code: 'BAD_INPUT', status: 400 })
    expect(problem!.message).toMatch(/^Artist is required/)
    expect(await serverTracks()).toEqual([])
  })

  it('adds a track to an album renamed while both waited: one album, under its new title', async () => {
    const { album } = await uploaded('First')
    offline = true
    await queueAlbumEdit(album, { title: 'Day Shift', artist: 'The Watch', description: '' })
    await queueTrackUpload(submission('Second', 'Night Shift'), 'album') // the title the album had when it was added
    await drainOutbox()
    offline = false
    expect(await drainOutbox(Date.now(), true)).toMatchObject({ delivered: 2, refused: [] })
    expect(await serverAlbums()).toMatchObject([{ id: album.id, title: 'Day Shift', total_tracks: 2 }])
  })

  it('edits an album and the device has the new one at once', async () => {
    const { album } = await uploaded('Edited')
    await queueAlbumEdit(album, { title: 'Day Shift', artist: 'The Watch', description: 'Renamed.' })
    expect(await drainOutbox()).toMatchObject({ delivered: 1, refused: [] })
    expect(await serverAlbums()).toMatchObject([{ id: album.id, title: 'Day Shift', description: 'Renamed.' }])
    expect(await db.albums.get(album.id)).toMatchObject({ title: 'Day Shift', description: 'Renamed.' })
  })

  it('deletes a track, then the album with its tracks; a delete the server already did is done', async () => {
    const { trackId, album } = await uploaded('First')
    const second = await uploaded('Second')
    await queueTrackDelete((await db.tracks.get(trackId))!)
    expect(await drainOutbox()).toMatchObject({ delivered: 1, refused: [] })
    expect(await db.tracks.get(trackId)).toBeUndefined()
    expect(await serverAlbums()).toMatchObject([{ total_tracks: 1 }])

    await queueAlbumDelete(album)
    await queueAlbumDelete(album) // a second tap, or a replay after a lost answer
    expect(await drainOutbox()).toMatchObject({ delivered: 2, refused: [] })
    expect(await serverAlbums()).toEqual([])
    expect(await db.albums.get(album.id)).toBeUndefined()
    expect(await db.tracks.get(second.trackId)).toBeUndefined()
  })
})
