// Sending the admin's music writes (outbox entries, db/local/types.ts): a new track (its audio and
// cover in one multipart form, with the client's id so a replay answers the same track), an
// album's edit (with a new cover when one was chosen), and the deletes. What the server answers
// lands in Dexie at once; the sync that follows brings the rest (a new album, its totals).
import { db, type OutboxEntry } from './db.ts'
import type { AlbumEditPayload, DeletePayload, TrackUploadPayload } from './types.ts'
import { api, type UploadProgress } from '../client/api-client.ts'
import { goneAlready, refused } from './refusal.ts'

function form(fields: Record<string, string>, files: Record<string, Blob | undefined>): FormData {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  for (const [name, file] of Object.entries(files)) if (file) body.append(name, file, file instanceof File ? file.name : `${name}.jpg`)
  return body
}

async function deliverTrack(entry: OutboxEntry, onProgress?: UploadProgress, signal?: AbortSignal): Promise<void> {
  const { trackId, fields, audio, cover } = entry.payload as unknown as TrackUploadPayload
  const body = form({ ...fields, id: trackId }, { audioFile: audio, coverImage: cover })
  const track = await api.createTrack({ body, onUploadProgress: onProgress, signal }).catch((error: unknown) => { throw refused(error) })
  await db.tracks.put(track)
}

async function deliverAlbumEdit(entry: OutboxEntry, _progress?: UploadProgress, signal?: AbortSignal): Promise<void> {
  const { albumId, fields, cover } = entry.payload as unknown as AlbumEditPayload
  const album = await api.updateAlbum({ params: { id: albumId }, body: form(fields, { coverImage: cover }), signal })
    .catch((error: unknown) => { throw refused(error) })
  await db.albums.put(album)
}

async function deliverAlbumDelete(entry: OutboxEntry): Promise<void> {
  const { id } = entry.payload as unknown as DeletePayload
  await api.deleteAlbum({ params: { id } }).catch((error: unknown) => { if (!goneAlready(error)) throw refused(error) })
  await db.transaction('rw', db.albums, db.tracks, async () => {
    await db.tracks.where('albumId').equals(id).delete()
    await db.albums.delete(id)
  })
}

async function deliverTrackDelete(entry: OutboxEntry): Promise<void> {
  const { id } = entry.payload as unknown as DeletePayload
  await api.deleteTrack({ params: { id } }).catch((error: unknown) => { if (!goneAlready(error)) throw refused(error) })
  await db.tracks.delete(id)
}

export const musicDelivery = {
  'track.create': deliverTrack,
  'album.update': deliverAlbumEdit,
  'album.delete': deliverAlbumDelete,
  'track.delete': deliverTrackDelete,
} as const
