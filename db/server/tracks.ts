// Tracks: the row→wire mapper, reads, and writes, each write with its sync change. Adding or
// removing a track also sets its album's totals (refreshAlbumTotals) in the same transaction.
import { type Insertable, type Kysely, type Selectable } from 'kysely'
import type { Database, TracksTable } from './database.ts'
import { byId } from './rows-by-id.ts'
import type { Track } from '../../contract/music.ts'
import { refreshAlbumTotals } from './albums.ts'
import { recordChange } from './changes.ts'
import { caseless } from './dialect/caseless.ts'

export type TrackRow = Selectable<TracksTable>
export type NewTrackRow = Insertable<TracksTable>

export function toTrack(row: TrackRow): Track {
  return {
    id: row.id,
    title: row.title,
    artist: row.artist,
    albumId: row.album_id,
    albumTitle: row.album_title,
    trackNumber: row.track_number,
    duration: row.duration,
    description: row.description,
    audioFileUrl: row.audio_file_url,
    coverImageUrl: row.cover_image_url,
    genre: row.genre,
    isExplicit: row.is_explicit === 1,
    createdAt: row.created_at,
  }
}

/** By album (title regardless of case, then id), then track number (unnumbered last), then age. */
export async function listTracks(db: Kysely<Database>): Promise<Track[]> {
  const rows = await db
    .selectFrom('tracks')
    .selectAll()
    .orderBy(caseless(db, 'album_title'), (ob) => ob.asc().nullsLast())
    .orderBy('album_id')
    .orderBy('track_number', (ob) => ob.asc().nullsLast())
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows.map(toTrack)
}

export const findTrack = (db: Kysely<Database>, id: string): Promise<Track | undefined> =>
  byId(db, 'tracks', id, toTrack)

/** The number after the album's highest (1 for an empty album). */
export async function nextTrackNumber(db: Kysely<Database>, albumId: string): Promise<number> {
  const row = await db
    .selectFrom('tracks')
    .select((eb) => eb.fn.max<number | null>('track_number').as('highest'))
    .where('album_id', '=', albumId)
    .executeTakeFirstOrThrow()
  return (row.highest ?? 0) + 1
}

/** Inserts unless the id exists (a replayed upload); true when it was new. */
export async function insertTrackIfNew(trx: Kysely<Database>, row: NewTrackRow): Promise<boolean> {
  const inserted = await trx
    .insertInto('tracks')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst()
  if ((inserted.numInsertedOrUpdatedRows ?? 0n) === 0n) return false
  await recordChange(trx, 'track', row.id, 'put')
  await refreshAlbumTotals(trx, row.album_id ?? null)
  return true
}

/** Deletes the track (its album's totals follow); answers the deleted row, or undefined when there was none. */
export async function deleteTrack(trx: Kysely<Database>, id: string): Promise<TrackRow | undefined> {
  const deleted = await trx.deleteFrom('tracks').where('id', '=', id).returningAll().executeTakeFirst()
  if (!deleted) return undefined
  await recordChange(trx, 'track', id, 'delete')
  await refreshAlbumTotals(trx, deleted.album_id)
  return deleted
}
