// Background music: the row→wire mapper and reads.
import type { Kysely } from 'kysely'
import type { BackgroundMusicRow, Database } from './database.ts'
import type { BackgroundMusic } from '../schema/music.ts'

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
