// Background music: the row→wire mapper and reads.
import type { Kysely, Selectable } from 'kysely'
import type { Database } from './database.ts'
import type { BackgroundMusic } from '../schema/music.ts'

export interface BackgroundMusicTable {
  id: string
  title: string
  filename: string
  audio_file_url: string
  uploaded_at: string
  is_active: number
}
export type BackgroundMusicRow = Selectable<BackgroundMusicTable>

export function toBackgroundMusic(row: BackgroundMusicRow): BackgroundMusic {
  return {
    id: row.id,
    title: row.title,
    filename: row.filename,
    audioFileUrl: row.audio_file_url,
    uploadedAt: row.uploaded_at,
    isActive: row.is_active === 1,
  }
}

export async function backgroundMusicByIds(db: Kysely<Database>, ids: string[]): Promise<BackgroundMusic[]> {
  if (ids.length === 0) return []
  return (await db.selectFrom('background_music').selectAll().where('id', 'in', ids).execute()).map(toBackgroundMusic)
}
