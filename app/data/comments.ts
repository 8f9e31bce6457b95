// Comments of a story, newest first, including the person's own still waiting to be delivered.
// Posting writes the comment and its outbox entry in one transaction, then asks for delivery.
// Opening a panel refreshes its comments from the server; deleting needs the server (and the
// admin password), so it happens online only, never through the outbox.
import { useLiveQuery } from 'dexie-react-hooks'
import { db, type LocalComment } from '../../db/local/db.ts'

export type { LocalComment }
import { api } from '../../db/client/api-client.ts'
import { ADMIN_HEADER } from '../../db/schema/limits.ts'
import { ANONYMOUS_NAME } from '../../db/schema/limits.ts'
import { localWriteHappened } from './after-write.ts'
import { anonymousUserId, commentName } from './settings.ts'

export function useComments(storyId: string): LocalComment[] | undefined {
  return useLiveQuery(
    () => db.comments.where('[storyId+createdAt]').between([storyId, ''], [storyId, '\uffff']).reverse().toArray(),
    [storyId],
  )
}

/** Per story, how many of this device's comments have not reached the server yet. */
export function useUndeliveredCommentCounts(): Map<string, number> | undefined {
  return useLiveQuery(async () => {
    const counts = new Map<string, number>()
    await db.comments.filter((c) => c.status !== 'sent').each((c) => counts.set(c.storyId, (counts.get(c.storyId) ?? 0) + 1))
    return counts
  }, [])
}

/** The comment as this device shows it, and its outbox entry (the form follows it until it is posted). */
export async function postComment(storyId: string, input: { userName: string; content: string }): Promise<LocalComment & { outboxSeq: number }> {
  const userName = input.userName.trim() === '' ? ANONYMOUS_NAME : input.userName
  const comment: LocalComment = {
    id: crypto.randomUUID(),
    storyId,
    userId: anonymousUserId(),
    userName,
    content: input.content,
    createdAt: new Date().toISOString(),
    status: 'pending',
  }
  const story = await db.stories.get(storyId)
  const outboxSeq = await db.transaction('rw', db.comments, db.outbox, async () => {
    await db.comments.add(comment)
    return await db.outbox.add({
      kind: 'comment.create',
      payload: { storyId, id: comment.id, userId: comment.userId, userName: comment.userName, content: comment.content },
      label: `Comment on "${story?.title ?? 'a story'}"`,
      createdAt: comment.createdAt,
      attempts: 0,
      nextAttemptAt: 0,
      status: 'pending',
    }) as number
  })
  if (input.userName.trim() !== '') commentName.write(input.userName)
  localWriteHappened()
  return { ...comment, outboxSeq }
}

/** Comments still waiting in the outbox stay as they are until the outbox delivers them. */
export async function refreshComments(storyId: string): Promise<void> {
  const comments = await api.listComments({ params: { id: storyId } })
  await db.transaction('rw', db.comments, async () => {
    const sent = await db.comments.where('storyId').equals(storyId).filter((c) => c.status === 'sent').primaryKeys()
    await db.comments.bulkDelete(sent)
    await db.comments.bulkPut(comments.map((c) => ({ ...c, status: 'sent' as const })))
  })
}

/** A blank password relies on the admin session cookie. */
export async function deleteComment(id: string, adminPassword: string): Promise<void> {
  await api.deleteComment({ params: { id }, headers: adminPassword ? { [ADMIN_HEADER]: adminPassword } : {} })
  await db.comments.delete(id)
}
