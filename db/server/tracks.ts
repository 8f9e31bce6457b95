// Tracks: the row→wire mapper and reads.
import type { Kysely, Selectable } from 'kysely'
import type { Database } from './database.ts'
import type { Track } from '../schema/music.ts'

export interface TracksTable {
  id: string
  title: string
  artist: string
  album_id: string | null
  album_title: string | null
  track_number: number | null
  duration: string
  description: string | null
  audio_file_url: string
  cover_image_url: string | null
  genre: string | null
  is_explicit: number
  created_at: string
}
export type TrackRow = Selectable<TracksTable>

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

export async function tracksByIds(db: Kysely<Database>, ids: string[]): Promise<Track[]> {
  if (ids.length === 0) return []
  return (await db.selectFrom('tracks').selectAll().where('id', 'in', ids).execute()).map(toTrack)
}
