// Writing comments: each write and its story's change-log entry commit in one transaction, so a
// comment count reaches every device through sync exactly when the comment exists.
import type { Db } from '../../../db/server/connect.ts'
import type { Comment } from '../../../contract/comment.ts'
import { deleteCommentIfExists, findComment, insertCommentIfNew } from '../../../db/server/comments.ts'

/** Inserts unless the id exists (a replayed post); answers the stored comment and whether it was new. */
export async function insertComment(db: Db, comment: Comment): Promise<{ comment: Comment; created: boolean }> {
  const created = await db.transaction().execute((trx) => insertCommentIfNew(trx, comment))
  return { comment: created ? comment : (await findComment(db, comment.id))!, created }
}

/** False if there was no such comment. */
export async function deleteComment(db: Db, id: string): Promise<boolean> {
  return db.transaction().execute((trx) => deleteCommentIfExists(trx, id))
}
