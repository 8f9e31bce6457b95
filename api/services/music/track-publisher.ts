// Adds and deletes tracks. A new track's album is the one its albumTitle names, made
// when there is none (a blank albumTitle: no album); its duration was read from the file as it was
// stored (audio-sinks.ts). The row, its media claims, its album and the album's totals are written
// with their sync changes in one transaction, and the files a delete lets go of are swept after it
// has committed.
import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db/server/connect.ts'
import type { Api } from '../../../contract/api.ts'
import type { Track } from '../../../contract/music.ts'
import { findAlbumByTitle, insertAlbum, updateAlbum } from '../../../db/server/albums.ts'
import { deleteTrack, findTrack, insertTrackIfNew, nextTrackNumber } from '../../../db/server/tracks.ts'
import { Errors } from '../../errors.ts'
import type { Form } from '../forms/read-form.ts'
import { saveImage } from '../media/images.ts'
import { claimMedia, type MediaStore } from '../media/media-store.ts'
import type { TrackAudio } from './audio-sinks.ts'
import { parseTrackCreate, type TrackInput } from './music-input.ts'

/** Thrown inside a transaction to undo it: the track was already made. */
class AlreadyMade extends Error {}

export interface MusicDeps {
  db: Db
  media: MediaStore
}

/**
 * The album `input` names (case aside), or a new one by the track's artist; null for a track
 * without an album. An album without a cover takes the track's.
 */
async function albumFor(
  trx: Db,
  input: TrackInput,
  cover: string | null,
  now: string,
): Promise<{ id: string; title: string } | null> {
  if (input.albumTitle === null) return null
  const existing = await findAlbumByTitle(trx, input.albumTitle)
  if (existing) {
    if (cover && !existing.coverImageUrl) await updateAlbum(trx, existing.id, { cover_image_url: cover })
    return existing
  }
  const album = {
    id: randomUUID(),
    title: input.albumTitle,
    artist: input.artist,
    description: '',
    cover_image_url: cover,
    genre: null,
    release_year: null,
    created_at: now,
  }
  await insertAlbum(trx, album)
  return album
}

/** `created` false: the client's id was already uploaded (a replay); nothing new was made. */
export async function createTrack(
  deps: MusicDeps,
  form: Form<Api['createTrack'], TrackAudio>,
): Promise<{ track: Track; created: boolean }> {
  const audio = form.stored.audioFile?.saved
  if (!audio) throw new Errors.AudioRequired()
  const input = parseTrackCreate(form.fields)
  const uploaded = input.id ? await findTrack(deps.db, input.id) : undefined
  if (uploaded) return { track: uploaded, created: false }
  const cover = form.files.coverImage ? (await saveImage(deps.media, form.files.coverImage.data)).url : null
  const id = input.id ?? randomUUID()
  const now = new Date().toISOString()
  try {
    await deps.db.transaction().execute(async (trx) => {
      await claimMedia(trx, [audio.url, cover])
      const album = await albumFor(trx, input, cover, now)
      const isNew = await insertTrackIfNew(trx, {
        id,
        title: input.title,
        artist: input.artist,
        album_id: album?.id ?? null,
        album_title: album?.title ?? null,
        track_number: input.trackNumber ?? (album ? await nextTrackNumber(trx, album.id) : null),
        duration: audio.duration,
        description: input.description,
        audio_file_url: audio.url,
        cover_image_url: cover,
        genre: null,
        is_explicit: 0,
        created_at: now,
      })
      // Two copies of one upload at once: the one that comes second undoes what it wrote (an album
      // it made too would stand empty) and answers the track already made.
      if (!isNew) throw new AlreadyMade()
    })
  } catch (error) {
    if (error instanceof AlreadyMade) return { track: (await findTrack(deps.db, id))!, created: false }
    throw error
  }
  return { track: (await findTrack(deps.db, id))!, created: true }
}

export async function removeTrack(deps: MusicDeps, id: string): Promise<void> {
  const deleted = await deps.db.transaction().execute((trx) => deleteTrack(trx, id))
  if (!deleted) throw new Errors.TrackNotFound()
  await deps.media.sweep([deleted.audio_file_url, deleted.cover_image_url])
}
