// Background music: the row→wire mapper, reads, and making a new track the one active track.
import type { Kysely, Selectable } from 'kysely'
import type { Database, BackgroundMusicTable } from './database.ts'
import { byId } from './rows-by-id.ts'
import { recordChange } from './changes.ts'
import type { BackgroundMusic } from '../../contract/music.ts'

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

export type NewBackgroundMusicRow = Omit<BackgroundMusicRow, 'is_active'>

export const findBackgroundMusic = (db: Kysely<Database>, id: string): Promise<BackgroundMusic | undefined> =>
  byId(db, 'background_music', id, toBackgroundMusic)

/** The active track; should two ever be active, the newest wins. */
export async function findActiveBackgroundMusic(db: Kysely<Database>): Promise<BackgroundMusic | undefined> {
  const row = await db
    .selectFrom('background_music')
    .selectAll()
    .where('is_active', '=', 1)
    .orderBy('uploaded_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
  return row && toBackgroundMusic(row)
}

/**
 * Inserts `row` as the one active track: every other active track stops being active. Records a
 * sync change for each row whose state changed.
 */
export async function insertActiveBackgroundMusic(trx: Kysely<Database>, row: NewBackgroundMusicRow): Promise<void> {
  const deactivated = await trx
    .updateTable('background_music')
    .set({ is_active: 0 })
    .where('is_active', '=', 1)
    .where('id', '!=', row.id)
    .returning('id')
    .execute()
  await trx
    .insertInto('background_music')
    .values({ ...row, is_active: 1 })
    .execute()
  for (const { id } of deactivated) await recordChange(trx, 'backgroundMusic', id, 'put')
  await recordChange(trx, 'backgroundMusic', row.id, 'put')
}
