// Albums: the row→wire mapper and reads (the music routes arrive with the music issue).
import type { Kysely, Selectable } from 'kysely'
import type { Database } from './database.ts'
import type { Album } from '../schema/music.ts'

export interface AlbumsTable {
  id: string
  title: string
  artist: string
  description: string
  cover_image_url: string | null
  total_tracks: number
  total_duration: string
  genre: string | null
  release_year: number | null
  created_at: string
}
export type AlbumRow = Selectable<AlbumsTable>

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

export async function albumsByIds(db: Kysely<Database>, ids: string[]): Promise<Album[]> {
  if (ids.length === 0) return []
  return (await db.selectFrom('albums').selectAll().where('id', 'in', ids).execute()).map(toAlbum)
}
