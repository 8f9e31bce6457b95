// Edits and deletes albums: an edit keeps the album's tracks (a new title reaches their
// albumTitle); a delete takes its tracks with it. Each writes its rows and sync changes in one
// transaction, and the files it let go of (old cover; the tracks' audio and covers) are swept
// after it has committed.
import type { Api } from '../../../contract/api.ts'
import type { Album } from '../../../contract/music.ts'
import { deleteAlbum, findAlbum, findAlbumByTitle, updateAlbum } from '../../../db/server/albums.ts'
import { Errors } from '../../errors.ts'
import type { Form } from '../forms/read-form.ts'
import { saveAlbumCover } from '../media/images.ts'
import { claimMedia } from '../media/media-store.ts'
import { parseAlbumUpdate } from './music-input.ts'
import type { MusicDeps } from './track-publisher.ts'

export async function editAlbum(deps: MusicDeps, id: string, form: Form<Api['updateAlbum']>): Promise<Album> {
  const current = await findAlbum(deps.db, id)
  if (!current) throw new Errors.AlbumNotFound()
  const input = parseAlbumUpdate(form.fields)
  const cover = form.files.coverImage ? await saveAlbumCover(deps.media, form.files.coverImage.data) : undefined
  await deps.db.transaction().execute(async (trx) => {
    // Tracks find their album by title, so two albums may not share one.
    if (await findAlbumByTitle(trx, input.title, id)) throw new Errors.AlbumTitleTaken(input.title)
    await claimMedia(trx, [cover?.coverImageUrl])
    const updated = await updateAlbum(trx, id, {
      title: input.title,
      artist: input.artist,
      ...(input.description !== undefined && { description: input.description }),
      ...(cover && { cover_image_url: cover.coverImageUrl }),
    })
    if (!updated) throw new Errors.AlbumNotFound()
  })
  if (cover) await deps.media.sweep([current.coverImageUrl])
  return (await findAlbum(deps.db, id))!
}

export async function removeAlbum(deps: MusicDeps, id: string): Promise<void> {
  const released = await deps.db.transaction().execute((trx) => deleteAlbum(trx, id))
  if (!released) throw new Errors.AlbumNotFound()
  await deps.media.sweep(released)
}
