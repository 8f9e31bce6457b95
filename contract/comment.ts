// Comments: anonymous, one client-generated id per comment so a replayed post never duplicates.
import { Type, type Static } from 'typebox'
import { COMMENT_MAX, IsoDate, NAME_MAX, USER_ID_MAX, Uuid } from './common.ts'

import { ANONYMOUS_NAME } from './limits.ts'
export { ANONYMOUS_NAME }

export const Comment = Type.Object({
  id: Uuid,
  storyId: Uuid,
  userId: Type.String(),
  userName: Type.String(),
  content: Type.String(),
  createdAt: IsoDate,
})
export type Comment = Static<typeof Comment>

export const CommentCreate = Type.Object({
  id: Type.Optional(Uuid),
  userId: Type.Optional(Type.String({ maxLength: USER_ID_MAX })),
  userName: Type.Optional(Type.String({ maxLength: NAME_MAX, title: 'Your name' })),
  content: Type.String({ maxLength: COMMENT_MAX, title: 'Your comment' }),
})
export type CommentCreate = Static<typeof CommentCreate>
