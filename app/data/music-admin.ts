// The admin's music writes (hub.md §7), through the outbox like every other write: upload a track
// (it gets its id here, so a replay never makes two), edit an album, delete an album or a track.
// Nothing changes on this device until the server has said yes (the sync brings it, or the
// delivery writes the answer); until then the entry is the write, and its dialog follows it.
import type { AlbumEditPayload, DeletePayload, TrackUploadPayload } from '../../db/local/types.ts'
import type { Album, Track } from '../../db/schema/music.ts'
import { queueWrite as queue } from './queue-write.ts'

export interface TrackSubmission {
  fields: { title: string; artist: string; albumTitle: string; trackNumber: string; description: string }
  audio: File
  cover?: File
}

export function queueTrackUpload(submission: TrackSubmission, from: TrackUploadPayload['from']): Promise<number> {
  const payload: TrackUploadPayload = { trackId: crypto.randomUUID(), fields: submission.fields, audio: submission.audio, cover: submission.cover, from }
  return queue('track.create', payload, `Upload track "${submission.fields.title}"`)
}

export function queueAlbumEdit(album: Album, fields: { title: string; artist: string; description: string }, cover?: File): Promise<number> {
  const payload: AlbumEditPayload = { albumId: album.id, fields, cover }
  return queue('album.update', payload, `Edit of album "${album.title}"`)
}

export function queueAlbumDelete(album: Album): Promise<number> {
  const payload: DeletePayload = { id: album.id, title: album.title }
  return queue('album.delete', payload, `Delete album "${album.title}"`)
}

export function queueTrackDelete(track: Track): Promise<number> {
  const payload: DeletePayload = { id: track.id, title: track.title }
  return queue('track.delete', payload, `Delete track "${track.title}"`)
}
