// Comments of a story, newest first, including the person's own still waiting to be delivered.
// Posting writes the comment and its outbox entry in one transaction, then asks for delivery.
import { useLiveQuery } from 'dexie-react-hooks'
import { db, type LocalComment } from '../../db/local/db.ts'
import { ANONYMOUS_NAME } from '../../db/schema/comment.ts'
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

export async function postComment(storyId: string, input: { userName: string; content: string }): Promise<LocalComment> {
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
  await db.transaction('rw', db.comments, db.outbox, async () => {
    await db.comments.add(comment)
    await db.outbox.add({
      kind: 'comment.create',
      payload: { storyId, id: comment.id, userId: comment.userId, userName: comment.userName, content: comment.content },
      label: `Comment on "${story?.title ?? 'a story'}"`,
      createdAt: comment.createdAt,
      attempts: 0,
      nextAttemptAt: 0,
      status: 'pending',
    })
  })
  if (input.userName.trim() !== '') commentName.write(input.userName)
  localWriteHappened()
  return comment
}
