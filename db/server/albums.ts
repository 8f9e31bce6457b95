// Albums: the row→wire mapper, reads, and writes. Every write records its sync changes; an
// album's track count and total duration are only ever set by refreshAlbumTotals, from its tracks.
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely'
import type { Database, AlbumsTable } from './database.ts'
import { byId } from './rows-by-id.ts'
import type { Album } from '../../contract/music.ts'
import { albumTitleKey } from '../../contract/music-rules.ts'
import { recordChange } from './changes.ts'

export type AlbumRow = Selectable<AlbumsTable>
export type NewAlbumRow = Omit<Insertable<AlbumsTable>, 'total_tracks' | 'total_duration'>
export type AlbumChanges = Partial<Pick<AlbumRow, 'title' | 'artist' | 'description' | 'cover_image_url'>>

export function toAlbum(row: AlbumRow): Album {
  return {
    id: row.id,
    title: row.title,
    artist: row.artist,
    description: row.description,
    coverImageUrl: row.cover_image_url,
    totalTracks: row.total_tracks,
    totalDuration: row.total_duration,
    genre: row.genre,
    releaseYear: row.release_year,
    createdAt: row.created_at,
  }
}

/** Newest first. */
export async function listAlbums(db: Kysely<Database>): Promise<Album[]> {
  return (await db.selectFrom('albums').selectAll().orderBy('created_at', 'desc').orderBy('id').execute()).map(toAlbum)
}

export const findAlbum = (db: Kysely<Database>, id: string): Promise<Album | undefined> =>
  byId(db, 'albums', id, toAlbum)

/**
 * The album called `title` by albumTitleKey (the oldest, should two share it), other than
 * `exceptId`. Compared here rather than in SQL: SQLite's lower() folds ASCII only. A library
 * holds tens of albums, so reading their titles is cheap.
 */
export async function findAlbumByTitle(
  db: Kysely<Database>,
  title: string,
  exceptId?: string,
): Promise<Album | undefined> {
  const key = albumTitleKey(title)
  const rows = await db.selectFrom('albums').select(['id', 'title']).orderBy('created_at').orderBy('id').execute()
  const match = rows.find((row) => row.id !== exceptId && albumTitleKey(row.title) === key)
  return match && findAlbum(db, match.id)
}

/** A new album, with no tracks yet. */
export async function insertAlbum(trx: Kysely<Database>, row: NewAlbumRow): Promise<void> {
  await trx
    .insertInto('albums')
    .values({ ...row, total_tracks: 0, total_duration: '0' })
    .execute()
  await recordChange(trx, 'album', row.id, 'put')
}

/**
 * Changes the album; a new title reaches its tracks' albumTitle (each a sync change too). False
 * when there is no such album.
 */
export async function updateAlbum(trx: Kysely<Database>, id: string, changes: AlbumChanges): Promise<boolean> {
  const result = await trx.updateTable('albums').set(changes).where('id', '=', id).executeTakeFirst()
  if (result.numUpdatedRows === 0n) return false
  await recordChange(trx, 'album', id, 'put')
  if (changes.title === undefined) return true
  const retitled = await trx
    .updateTable('tracks')
    .set({ album_title: changes.title })
    .where('album_id', '=', id)
    .where((eb) => eb.or([eb('album_title', 'is', null), eb('album_title', '!=', changes.title!)]))
    .returning('id')
    .execute()
  for (const track of retitled) await recordChange(trx, 'track', track.id, 'put')
  return true
}

/**
 * Deletes the album and its tracks, recording a sync delete for each. Answers the media URLs the
 * deleted rows referred to (for the sweep after the commit), or undefined when there was no album.
 */
export async function deleteAlbum(trx: Kysely<Database>, id: string): Promise<string[] | undefined> {
  // The tracks first, not by the foreign key's cascade, so each delete reaches the change log.
  const tracks = await trx
    .deleteFrom('tracks')
    .where('album_id', '=', id)
    .returning(['id', 'audio_file_url', 'cover_image_url'])
    .execute()
  const album = await trx.deleteFrom('albums').where('id', '=', id).returning('cover_image_url').executeTakeFirst()
  if (!album) return undefined
  for (const track of tracks) await recordChange(trx, 'track', track.id, 'delete')
  await recordChange(trx, 'album', id, 'delete')
  return [album.cover_image_url, ...tracks.flatMap((track) => [track.audio_file_url, track.cover_image_url])].filter(
    (url): url is string => url !== null,
  )
}

/**
 * Sets the album's track count and total duration (whole seconds, as the spec's numeric string)
 * from its tracks: the one place they are computed, called in every transaction that adds or
 * removes a track.
 */
export async function refreshAlbumTotals(trx: Kysely<Database>, albumId: string | null): Promise<void> {
  if (!albumId) return
  const totals = await trx
    .selectFrom('tracks')
    .select((eb) => [
      eb.fn.countAll<number>().as('tracks'),
      sql<number>`coalesce(sum(cast(${sql.ref('duration')} as real)), 0)`.as('seconds'),
    ])
    .where('album_id', '=', albumId)
    .executeTakeFirstOrThrow()
  const result = await trx
    .updateTable('albums')
    .set({ total_tracks: Number(totals.tracks), total_duration: String(Math.round(totals.seconds)) })
    .where('id', '=', albumId)
    .executeTakeFirst()
  if (result.numUpdatedRows > 0n) await recordChange(trx, 'album', albumId, 'put')
}
