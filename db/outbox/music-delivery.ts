// Sending the admin's music writes: a new track (its audio and cover in one multipart body, with
// the client's id so a replay answers the same track, into its album as named when sent), an album's edit (with a new
// cover when one was chosen), the deletes, and the background music. What the server answers lands in the local
// store at once; the sync that follows brings the rest (a new album, its totals).
import { api } from '../../client/api-client.ts'
import { unlessGone } from './refusal.ts'
import type { Deliveries } from './delivery.ts'

export const musicDelivery: Deliveries<
  'track.create' | 'album.update' | 'album.delete' | 'track.delete' | 'backgroundMusic.upload'
> = {
  'track.create': async ({ payload }, { store, onProgress, signal }) => {
    // Its album by the title it has now (an edit sent before it may have renamed it), not the
    // title it had when the track was added, which would make a second album.
    const album = payload.albumId ? await store.get('albums', payload.albumId) : undefined
    const albumTitle = album?.title ?? payload.fields.albumTitle
    const body = {
      ...payload.fields,
      albumTitle,
      id: payload.trackId,
      audioFile: payload.audio,
      coverImage: payload.cover,
    }
    await store.put('tracks', await api.createTrack({ body, onUploadProgress: onProgress, signal }))
  },
  'album.update': async ({ payload }, { store, signal }) => {
    const body = { ...payload.fields, coverImage: payload.cover }
    await store.put('albums', await api.updateAlbum({ params: { id: payload.albumId }, body, signal }))
  },
  'album.delete': async ({ payload: { id } }, { store }) => {
    await api.deleteAlbum({ params: { id } }).catch(unlessGone)
    await store.transaction(['albums', 'tracks'], async (tx) => {
      await tx.deleteWhere('tracks', 'albumId', id)
      await tx.delete('albums', id)
    })
  },
  'track.delete': async ({ payload: { id } }, { store }) => {
    await api.deleteTrack({ params: { id } }).catch(unlessGone)
    await store.delete('tracks', id)
  },
  'backgroundMusic.upload': async ({ payload }, { store, onProgress, signal }) => {
    const body = { id: payload.id, title: payload.title, audio: payload.audio }
    await store.put('backgroundMusic', await api.uploadBackgroundMusic({ body, onUploadProgress: onProgress, signal }))
  },
}
