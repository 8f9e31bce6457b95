// Comments of a story: list, post (anonymous; replay-safe by client id; a few a minute per
// address, the spam door guest comments are), and the admin's delete.
import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { API } from '../../contract/api.ts'
import { ANONYMOUS_NAME } from '../../contract/comment.ts'
import { DEFAULT_PROGRESS_USER } from '../../contract/audio-progress.ts'
import { listComments } from '../../db/server/comments.ts'
import { storyExists } from '../../db/server/story-queries.ts'
import { Errors } from '../errors.ts'
import { route } from '../route.ts'
import { commentRule, limit } from '../services/auth/rate-limits.ts'
import { deleteComment, insertComment } from '../services/comments/comment-writes.ts'

/** What a person typed is kept as typed; blank means "not given". */
const orDefault = (value: string | undefined, fallback: string) => (value && value.trim() !== '' ? value : fallback)

const commentRoutes: FastifyPluginAsync = async (app) => {
  const requireStory = async (id: string) => {
    if (!(await storyExists(app.db, id))) throw new Errors.StoryNotFound()
  }

  route(app, API.listComments, async (request, reply) => {
    await requireStory(request.params.id)
    reply.header('Cache-Control', 'no-store')
    return listComments(app.db, request.params.id)
  })

  const rule = commentRule(app.config.commentsPerMinute)
  const commentLimit = async (request: FastifyRequest) =>
    limit(app.db, 'comment', request.ip, rule, (wait) => new Errors.TooManyComments(wait))

  route(
    app,
    API.createComment,
    async (request, reply) => {
      const { id, userId, userName, content } = request.body
      if (content.trim() === '') throw new Errors.CommentEmpty()
      await requireStory(request.params.id)
      const result = await insertComment(app.db, {
        id: id ?? randomUUID(),
        storyId: request.params.id,
        userId: orDefault(userId, DEFAULT_PROGRESS_USER),
        userName: orDefault(userName, ANONYMOUS_NAME),
        content,
        createdAt: new Date().toISOString(),
      })
      if (result.comment.storyId !== request.params.id) {
        throw new Errors.BadInput('That comment id is already used on another story; send a new id.')
      }
      return reply.status(result.created ? 201 : 200).send(result.comment)
    },
    { preHandler: commentLimit },
  )

  route(app, API.deleteComment, async (request, reply) => {
    if (!(await deleteComment(app.db, request.params.id))) throw new Errors.CommentNotFound()
    return reply.status(204).send()
  })
}

export default commentRoutes
