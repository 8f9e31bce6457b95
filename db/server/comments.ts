// Comments: newest first per story; a post with an id that already exists answers that comment
// (a replayed request), so the outbox can resend safely.
import type { Kysely, Selectable } from 'kysely'
import type { Database, CommentsTable } from './database.ts'
import { byId } from './rows-by-id.ts'
import type { Comment } from '../../contract/comment.ts'
import { recordChange } from './changes.ts'

export type CommentRow = Selectable<CommentsTable>

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
  const rows = await db
    .selectFrom('comments')
    .selectAll()
    .where('story_id', '=', storyId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map(toComment)
}

export const findComment = (db: Kysely<Database>, id: string): Promise<Comment | undefined> =>
  byId(db, 'comments', id, toComment)

/**
 * Inserts unless the id exists; true if it was new. A new comment records its story's change too,
 * so its comment count reaches every device through sync (the caller owns the transaction).
 */
export async function insertCommentIfNew(trx: Kysely<Database>, comment: Comment): Promise<boolean> {
  const inserted = await trx
    .insertInto('comments')
    .values({
      id: comment.id,
      story_id: comment.storyId,
      user_id: comment.userId,
      user_name: comment.userName,
      content: comment.content,
      created_at: comment.createdAt,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst()
  const created = (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n
  if (created) await recordChange(trx, 'story', comment.storyId, 'put')
  return created
}

/** Deletes the comment and records its story's change; false if there was none (the caller owns the transaction). */
export async function deleteCommentIfExists(trx: Kysely<Database>, id: string): Promise<boolean> {
  const row = await trx.deleteFrom('comments').where('id', '=', id).returning('story_id').executeTakeFirst()
  if (row) await recordChange(trx, 'story', row.story_id, 'put')
  return row !== undefined
}
