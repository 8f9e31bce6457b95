// Audio progress: one row per story and user, written by upsert so a replay is harmless.
import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { Database, AudioProgressTable } from './database.ts'
import type { AudioProgress } from '../../contract/audio-progress.ts'

export type AudioProgressRow = Selectable<AudioProgressTable>

export function toAudioProgress(row: AudioProgressRow): AudioProgress {
  return {
    id: row.id,
    storyId: row.story_id,
    userId: row.user_id,
    currentPosition: row.current_position,
    duration: row.duration,
    lastPlayedAt: row.last_played_at,
  }
}

export async function findAudioProgress(db: Kysely<Database>, storyId: string, userId: string) {
  const row = await db
    .selectFrom('audio_progress')
    .selectAll()
    .where('story_id', '=', storyId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row ? toAudioProgress(row) : null
}

export async function saveAudioProgress(
  db: Kysely<Database>,
  save: { storyId: string; userId: string; currentPosition: number; duration: number },
): Promise<AudioProgress> {
  const lastPlayedAt = new Date().toISOString()
  await db
    .insertInto('audio_progress')
    .values({
      id: randomUUID(),
      story_id: save.storyId,
      user_id: save.userId,
      current_position: save.currentPosition,
      duration: save.duration,
      last_played_at: lastPlayedAt,
    })
    .onConflict((oc) =>
      oc.columns(['story_id', 'user_id']).doUpdateSet({
        current_position: save.currentPosition,
        duration: save.duration,
        last_played_at: lastPlayedAt,
      }),
    )
    .execute()
  return (await findAudioProgress(db, save.storyId, save.userId))!
}
