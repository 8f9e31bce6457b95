// Comments: newest first per story; a post with an id that already exists answers that comment
// (a replayed request), so the outbox can resend safely.
import type { Kysely } from 'kysely'
import type { CommentRow, Database } from './database.ts'
import type { Comment } from '../schema/comment.ts'
import { recordChange } from './changes.ts'

export function toComment(row: CommentRow): Comment {
  return {
    id: row.id,
    storyId: row.story_id,
    userId: row.user_id,
    userName: row.user_name,
    content: row.content,
    createdAt: row.created_at,
  }
}

export async function listComments(db: Kysely<Database>, storyId: string): Promise<Comment[]> {
  const rows = await db.selectFrom('comments').selectAll().where('story_id', '=', storyId)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').execute()
  return rows.map(toComment)
}

export async function findComment(db: Kysely<Database>, id: string): Promise<Comment | undefined> {
  const row = await db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst()
  return row && toComment(row)
}

/**
 * Inserts unless the id exists; answers the stored comment and whether it was new. The story's
 * change is recorded too, so its comment count reaches every device through sync.
 */
export async function insertComment(db: Kysely<Database>, comment: Comment): Promise<{ comment: Comment; created: boolean }> {
  const result = await db.transaction().execute(async (trx) => {
    const inserted = await trx.insertInto('comments').values({
    id: comment.id,
    story_id: comment.storyId,
    user_id: comment.userId,
    user_name: comment.userName,
    content: comment.content,
    created_at: comment.createdAt,
    }).onConflict((oc) => oc.column('id').doNothing()).executeTakeFirst()
    if ((inserted.numInsertedOrUpdatedRows ?? 0n) > 0n) await recordChange(trx, 'story', comment.storyId, 'put')
    return inserted
  })
  const created = (result.numInsertedOrUpdatedRows ?? 0n) > 0n
  return { comment: created ? comment : (await findComment(db, comment.id))!, created }
}

export async function deleteComment(db: Kysely<Database>, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('comments').where('id', '=', id).returning('story_id').executeTakeFirst()
    if (row) await recordChange(trx, 'story', row.story_id, 'put')
    return row !== undefined
  })
}
