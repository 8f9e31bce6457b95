// /api/stories: list (featured, category, recent, search), one story, its cover, and the admin's
// create, edit and delete. Everything but reading needs the admin.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { IdParams } from '../../db/schema/common.ts'
import { Story, StoryCover, StoryListQuery, StorySummary } from '../../db/schema/story.ts'
import { findStory, listStories } from '../../db/server/stories.ts'
import { Errors } from '../errors.ts'
import { FORM_FIELD_MAX_BYTES, readStoryForm } from '../services/stories/story-form.ts'
import { createStory, editStory, removeStory, type PublisherDeps } from '../services/stories/story-publisher.ts'

const storyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = (): PublisherDeps => ({
    db: app.db,
    media: app.media,
    onPushQueued: () => app.pushQueue?.kick(),
  })
  // JSON bodies carry the whole story text, so they may be as large as a form field.
  const admin = { preHandler: app.requireAdmin, bodyLimit: FORM_FIELD_MAX_BYTES }

  app.get('/', { schema: { querystring: StoryListQuery, response: { 200: Type.Array(StorySummary) } } },
    async (request) => listStories(app.db, request.query))

  app.get('/:id', { schema: { params: IdParams, response: { 200: Story } } }, async (request) => {
    const story = await findStory(app.db, request.params.id)
    if (!story) throw new Errors.StoryNotFound()
    return story
  })

  app.get('/:id/cover', { schema: { params: IdParams, response: { 200: StoryCover } } }, async (request) => {
    const story = await findStory(app.db, request.params.id)
    if (!story) throw new Errors.StoryNotFound()
    return { coverImageUrl: story.coverImageUrl, coverThumbnailUrl: story.coverThumbnailUrl }
  })

  app.post('/', { ...admin, schema: { response: { 201: Story } } }, async (request, reply) => {
    const story = await createStory(deps(), await readStoryForm(request))
    return reply.status(201).send(story)
  })

  app.put('/:id', { ...admin, schema: { params: IdParams, response: { 200: Story } } }, async (request) =>
    editStory(deps(), request.params.id, await readStoryForm(request)))

  app.delete('/:id', { ...admin, schema: { params: IdParams } }, async (request, reply) => {
    await removeStory(deps(), request.params.id)
    return reply.status(204).send()
  })
}

export default storyRoutes
