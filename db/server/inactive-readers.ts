// The privacy policy's promise: what the server holds about a reader (their comments, listening
// positions and the notification subscriptions that have stopped working) is deleted
// once nothing from their device has been seen for 2 years: no comment, no listening position, no
// new subscription. A working subscription counts as being seen: it stays until the reader
// unsubscribes. Rows without a device id (the shared "anonymous" one) are each deleted at 2 years.
// A device linked to a reader profile is seen whenever it uses its secret; one unseen for 2 years
// is unlinked, and a profile left without devices is deleted with everything it holds.
import type { ExpressionBuilder, Kysely } from 'kysely'
import type { Database } from './database.ts'
import { DEFAULT_PROGRESS_USER } from '../../contract/audio-progress.ts'
import { recordChange } from './changes.ts'
import { deleteUnseenDevices } from './reader-profiles.ts'

export const INACTIVE_AFTER_MS = 2 * 365 * 24 * 60 * 60 * 1000

export interface InactiveDeletion {
  comments: number
  listeningPositions: number
  /** Devices unlinked from their reader profile, and profiles deleted as they had none left. */
  profileDevices: number
  profiles: number
}

/** Deletes what the server holds of readers unseen for INACTIVE_AFTER_MS, in one transaction. */
export async function deleteInactiveReaders(db: Kysely<Database>, now = Date.now()): Promise<InactiveDeletion> {
  const cutoff = new Date(now - INACTIVE_AFTER_MS).toISOString()
  return db.transaction().execute(async (trx) => {
    const seen = trx
      .selectFrom('comments')
      .select(['user_id', 'created_at as at'])
      .unionAll(trx.selectFrom('audio_progress').select(['user_id', 'last_played_at as at']))
      .unionAll(trx.selectFrom('push_subscriptions').select(['user_id', 'created_at as at']))
    const inactive = trx
      .selectFrom(seen.as('seen'))
      .select('seen.user_id')
      .where('seen.user_id', '!=', DEFAULT_PROGRESS_USER)
      .where(
        'seen.user_id',
        'not in',
        trx.selectFrom('push_subscriptions').select('user_id').where('is_active', '=', 1),
      )
      .groupBy('seen.user_id')
      .having((eb) => eb.fn.max('seen.at'), '<', cutoff)
    // A reader's rows, or a row without a device id that is itself past the cutoff.
    const isGone =
      (table: 'comments' | 'audio_progress', at: 'created_at' | 'last_played_at') =>
      (eb: ExpressionBuilder<Database, typeof table>) =>
        eb.or([eb('user_id', 'in', inactive), eb.and([eb('user_id', '=', DEFAULT_PROGRESS_USER), eb(at, '<', cutoff)])])

    // Each statement asks who is inactive again; a reader stays inactive while rows of theirs
    // remain, so stopped subscriptions (which are not a sign of being seen) go first.
    await trx.deleteFrom('push_subscriptions').where('is_active', '=', 0).where('user_id', 'in', inactive).execute()
    const positions = await trx
      .deleteFrom('audio_progress')
      .where(isGone('audio_progress', 'last_played_at'))
      .executeTakeFirst()
    const comments = await trx
      .deleteFrom('comments')
      .where(isGone('comments', 'created_at'))
      .returning('story_id')
      .execute()
    // Each story's comment count changed: devices learn it through sync.
    for (const storyId of new Set(comments.map((c) => c.story_id))) await recordChange(trx, 'story', storyId, 'put')
    const { devices, profiles } = await deleteUnseenDevices(trx, cutoff)
    return {
      comments: comments.length,
      listeningPositions: Number(positions.numDeletedRows),
      profileDevices: devices,
      profiles,
    }
  })
}
