// Stories: list (featured, category, recent, search), one story, its cover, and the admin's
// create, edit and delete and the pictures of their texts (the table marks those admin).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { API } from '../../contract/api.ts'
import { decodeCursor, findStory, listStories, storyTexts } from '../../db/server/story-queries.ts'
import { Errors } from '../errors.ts'
import { route } from '../route.ts'
import { ListCache } from '../services/stories/story-list-cache.ts'
import { latestChange } from '../../db/server/history.ts'
import { formShape } from '../services/forms/form-shape.ts'
import { readForm } from '../services/forms/read-form.ts'
import { createStory, editStory, removeStory, type PublisherDeps } from '../services/stories/story-publisher.ts'
import { routeImageUpload } from './image-upload.ts'

const badCursor = (): never => {
  throw new Errors.BadInput('cursor is not one this server gave: start again from the first page (leave out cursor).')
}

/** The same request with the next page's cursor. */
function nextPageUrl(url: string, cursor: string): string {
  const next = new URL(url, 'http://localhost')
  next.searchParams.set('cursor', cursor)
  return `${next.pathname}${next.search}`
}

const storyRoutes: FastifyPluginAsync = async (app) => {
  const deps = (): PublisherDeps => ({
    db: app.db,
    media: app.media,
    now: app.now,
    onPushQueued: () => app.pushQueue?.kick(),
    onScheduled: () => app.releaseWorker.kick(),
  })
  // JSON bodies carry the whole story text: room for every field of the form at its longest.
  const large = { bodyLimit: formShape(API.createStory).textMaxBytes }
  // A story not released yet is found with the admin's credentials only; to anyone else it does not exist.
  const existing = async (request: FastifyRequest<{ Params: { id: string } }>) =>
    (await findStory(app.db, request.params.id, await app.storyViewOf(request))) ??
    Promise.reject(new Errors.StoryNotFound())

  const lists = new ListCache()
  route(app, API.listStories, async (request, reply) => {
    const { cursor, ...query } = request.query
    const after = cursor === undefined ? undefined : (decodeCursor(cursor) ?? badCursor())
    if (after && query.search !== undefined)
      throw new Errors.BadInput('A search answers one list of its best matches: leave out cursor.')
    const view = await app.storyViewOf(request)
    const read = async () => {
      const page = await listStories(app.db, query, after, view)
      // Written by the route's own response schema, as an answer returned to Fastify would be.
      const body = reply.serializeInput(page.stories, '200')
      return { body, ...(page.nextCursor && { link: `<${nextPageUrl(request.url, page.nextCursor)}>; rel="next"` }) }
    }
    // The admin's lists are read each time and kept by no one: the kept answers are the readers' alone.
    if (view === 'admin') {
      const { body, link } = await read()
      reply.headers({ 'Cache-Control': 'private, no-store', ...(link && { Link: link }) })
      return reply.type('application/json; charset=utf-8').send(body)
    }
    const sent = await lists.answer(request.url, await latestChange(app.db), read, {
      ifNoneMatch: request.headers['if-none-match'],
      acceptEncoding: request.headers['accept-encoding'],
    })
    reply.headers(sent.headers)
    if (sent.body === undefined) return reply.code(304).send()
    return reply.type('application/json; charset=utf-8').send(sent.body)
  })

  route(app, API.listStoryTexts, async (request) =>
    storyTexts(app.db, request.query.ids.split(','), await app.storyViewOf(request)),
  )

  route(app, API.getStory, async (request) => existing(request))

  route(app, API.getStoryCover, async (request) => {
    const { coverImageUrl, coverThumbnailUrl } = await existing(request)
    return { coverImageUrl, coverThumbnailUrl }
  })

  route(
    app,
    API.createStory,
    async (request, reply) => {
      const { story, created } = await createStory(deps(), await readForm(request, API.createStory))
      return reply.status(created ? 201 : 200).send(story)
    },
    large,
  )

  route(
    app,
    API.updateStory,
    async (request) => editStory(deps(), request.params.id, await readForm(request, API.updateStory)),
    large,
  )

  route(app, API.deleteStory, async (request, reply) => {
    await removeStory(deps(), request.params.id)
    return reply.status(204).send()
  })

  routeImageUpload(app, API.uploadStoryPicture)
}

export default storyRoutes
