// Comments of a story, newest first, including the person's own still waiting to be delivered.
// Posting writes the comment and its outbox entry in one transaction, then asks for delivery.
// Opening a panel refreshes its comments from the server; the admin's delete goes through the
// outbox too (a password typed by a visitor never does).
import type { LocalComment } from '../../db/local/db.ts'
import { localDb } from '../data/queries/local-db.ts'
import { useLocalQuery } from '../data/queries/use-local-query.ts'

export type { LocalComment }
import { api } from '../../client/api-client.ts'
import { ADMIN_HEADER } from '../../contract/limits.ts'
import { ANONYMOUS_NAME } from '../../contract/limits.ts'
import { queueWrite } from '../data/writes/queue-write.ts'
import { anonymousUserId, commentName } from '../settings/settings.ts'

export function useComments(storyId: string): LocalComment[] | undefined {
  return useLocalQuery(
    (db) => db.comments.where('[storyId+createdAt]').between([storyId, ''], [storyId, '\uffff']).reverse().toArray(),
    [storyId],
  )
}

/** Per story, how many of this device's comments have not reached the server yet. */
export function useUndeliveredCommentCounts(): Map<string, number> | undefined {
  return useLocalQuery(async (db) => {
    const counts = new Map<string, number>()
    await db.comments
      .filter((c) => c.status !== 'sent')
      .each((c) => counts.set(c.storyId, (counts.get(c.storyId) ?? 0) + 1))
    return counts
  }, [])
}

/** The comment as this device shows it, and its outbox entry (the form follows it until it is posted). */
export async function postComment(
  storyId: string,
  input: { userName: string; content: string },
): Promise<LocalComment & { outboxSeq: number }> {
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
  const story = await (await localDb()).stories.get(storyId)
  const { id, userId, content } = comment
  const payload = { storyId, id, userId, userName, content }
  const outboxSeq = await queueWrite(
    { kind: 'comment.create', payload, label: `Comment on "${story?.title ?? 'a story'}"` },
    ['comments'],
    (db) => db.comments.add(comment),
  )
  if (input.userName.trim() !== '') commentName.write(input.userName)
  return { ...comment, outboxSeq }
}

/** Comments still waiting in the outbox stay as they are until the outbox delivers them. */
export async function refreshComments(storyId: string): Promise<void> {
  const comments = await api.listComments({ params: { id: storyId } })
  const db = await localDb()
  await db.transaction('rw', db.comments, async () => {
    const sent = await db.comments
      .where('storyId')
      .equals(storyId)
      .filter((c) => c.status === 'sent')
      .primaryKeys()
    await db.comments.bulkDelete(sent)
    await db.comments.bulkPut(comments.map((c) => ({ ...c, status: 'sent' as const })))
  })
}

/**
 * The signed-in admin's delete goes through the outbox (the comment stays listed with its pending
 * mark until the server has it). A visitor who types the admin password deletes online only: a
 * password is never kept on the device, so the form says so before they try when offline.
 */
export function queueCommentDelete(comment: LocalComment): Promise<number> {
  const { id, storyId, userName } = comment
  return queueWrite({
    kind: 'comment.delete',
    payload: { id, storyId, title: userName },
    label: `Delete comment by ${userName}`,
  })
}

export async function deleteCommentWithPassword(id: string, adminPassword: string): Promise<void> {
  await api.deleteComment({ params: { id }, headers: { [ADMIN_HEADER]: adminPassword } })
  await (await localDb()).comments.delete(id)
}
