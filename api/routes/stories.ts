// Stories: list (featured, category, recent, search), one story, its cover, and the admin's
// create, edit and delete (the table marks those admin).
import type { FastifyPluginAsync } from 'fastify'
import { API } from '../../db/schema/api.ts'
import { decodeCursor, findStory, listStories, storyTexts } from '../../db/server/story-queries.ts'
import { Errors } from '../errors.ts'
import { route } from '../route.ts'
import {
  acceptedEncoding, encodedBody, latestChangeSeq, ListCache, type ListAnswer,
} from '../services/stories/story-list-cache.ts'
import type { StoryListQuery } from '../../db/schema/story.ts'
import { FORM_FIELD_MAX_BYTES, readStoryForm } from '../services/stories/story-form.ts'
import { createStory, editStory, removeStory, type PublisherDeps } from '../services/stories/story-publisher.ts'

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
    onPushQueued: () => app.pushQueue?.kick(),
  })
  // JSON bodies carry the whole story text, so they may be as large as a form field.
  const large = { bodyLimit: FORM_FIELD_MAX_BYTES }
  const existing = async (id: string) => (await findStory(app.db, id)) ?? Promise.reject(new Errors.StoryNotFound())

  const lists = new ListCache()
  const readList = async (url: string, query: Omit<StoryListQuery, 'cursor'>, after?: [string, string]): Promise<ListAnswer> => {
    const page = await listStories(app.db, query, after)
    const link = page.nextCursor && `<${nextPageUrl(url, page.nextCursor)}>; rel="next"`
    return { body: JSON.stringify(page.stories), ...(link && { link }) }
  }
  route(app, API.listStories, async (request, reply) => {
    const { cursor, ...query } = request.query
    const after = cursor === undefined ? undefined : decodeCursor(cursor) ?? badCursor()
    if (after && query.search !== undefined) throw new Errors.BadInput('A search answers one list of its best matches: leave out cursor.')
    const seq = await latestChangeSeq(app.db)
    const answer = lists.get(request.url, seq) ?? lists.set(request.url, seq, await readList(request.url, query, after))
    if (answer.link) reply.header('Link', answer.link)
    reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding')
    const encoding = acceptedEncoding(request.headers['accept-encoding'])
    if (!encoding) return reply.send(answer.body)
    return reply.header('Content-Encoding', encoding).send(encodedBody(answer, encoding))
  })

  route(app, API.listStoryTexts, async (request) => storyTexts(app.db, request.query.ids.split(',')))

  route(app, API.getStory, async (request) => existing(request.params.id))

  route(app, API.getStoryCover, async (request) => {
    const { coverImageUrl, coverThumbnailUrl } = await existing(request.params.id)
    return { coverImageUrl, coverThumbnailUrl }
  })

  route(app, API.createStory, async (request, reply) => {
    const { story, created } = await createStory(deps(), await readStoryForm(request))
    return reply.status(created ? 201 : 200).send(story)
  }, large)

  route(app, API.updateStory, async (request) => editStory(deps(), request.params.id, await readStoryForm(request)), large)

  route(app, API.deleteStory, async (request, reply) => {
    await removeStory(deps(), request.params.id)
    return reply.status(204).send()
  })
}

export default storyRoutes
