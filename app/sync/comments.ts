// Comments of one story, refreshed from the server when its panel opens. Comments still waiting
// in the outbox stay as they are until the outbox delivers them.
import { db } from '../../db/local/db.ts'
import type { Comment } from '../../db/schema/comment.ts'
import { api } from '../api-client.ts'

export async function refreshComments(storyId: string): Promise<void> {
  const comments = await api.get<Comment[]>(`/api/stories/${storyId}/comments`)
  await db.transaction('rw', db.comments, async () => {
    const sent = await db.comments.where('storyId').equals(storyId).filter((c) => c.status === 'sent').primaryKeys()
    await db.comments.bulkDelete(sent)
    await db.comments.bulkPut(comments.map((c) => ({ ...c, status: 'sent' as const })))
  })
}

/** Deleting needs the admin password, so it only happens online, never through the outbox. */
export async function deleteCommentOnServer(id: string, adminPassword: string): Promise<void> {
  await api.delete(`/api/comments/${id}`, undefined, adminPassword ? { 'x-admin-password': adminPassword } : {})
  await db.comments.delete(id)
}
