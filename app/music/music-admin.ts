// The admin's music writes, through the outbox like every other write: upload a track
// (it gets its id here, so a replay never makes two), edit an album, delete an album or a track,
// upload background music. An album or track being deleted stays listed with its pending mark
// until the server has it; a new track shows once the server has made it (and its album).
import { localDb } from '../data/queries/local-db.ts'
import type { TrackUploadPayload } from '../../db/outbox/outbox-entry.ts'
import type { Album, Track } from '../../contract/music.ts'
import { queueWrite } from '../data/writes/queue-write.ts'

export interface TrackSubmission {
  fields: { title: string; artist: string; albumTitle: string; trackNumber: string; description: string }
  audio: File
  cover?: File
}

export async function queueTrackUpload(submission: TrackSubmission, from: TrackUploadPayload['from']): Promise<number> {
  // The album it joins, when this device has it: its writes then keep their order with this one.
  const title = submission.fields.albumTitle.trim().toLowerCase()
  const album = title
    ? (await (await localDb()).albums.toArray()).find((a) => a.title.trim().toLowerCase() === title)
    : undefined
  const payload: TrackUploadPayload = {
    trackId: crypto.randomUUID(),
    fields: submission.fields,
    audio: submission.audio,
    cover: submission.cover,
    albumId: album?.id,
    from,
  }
  return queueWrite({ kind: 'track.create', payload, label: `Upload track "${submission.fields.title}"` })
}

export function queueAlbumEdit(
  album: Album,
  fields: { title: string; artist: string; description: string },
  cover?: File,
): Promise<number> {
  return queueWrite({
    kind: 'album.update',
    payload: { albumId: album.id, fields, cover },
    label: `Edit of album "${album.title}"`,
  })
}

export function queueAlbumDelete(album: Album): Promise<number> {
  return queueWrite({
    kind: 'album.delete',
    payload: { id: album.id, title: album.title },
    label: `Delete album "${album.title}"`,
  })
}

export function queueTrackDelete(track: Track): Promise<number> {
  return queueWrite({
    kind: 'track.delete',
    payload: { id: track.id, title: track.title },
    label: `Delete track "${track.title}"`,
  })
}

export function queueBackgroundMusicUpload(title: string, audio: File): Promise<number> {
  return queueWrite({
    kind: 'backgroundMusic.upload',
    payload: { id: crypto.randomUUID(), title, audio },
    label: `Background music "${title}"`,
  })
}
