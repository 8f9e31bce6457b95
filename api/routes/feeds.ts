// The feeds (issue 26), outside the API: GET /feed/podcast.xml (the narrated stories, for podcast
// apps), /feed/series/{id}.xml (one series' narrated episodes) and /feed/stories.atom (the newest
// stories). Each answer is kept until the change log moves, whose seq is its ETag: a matching
// If-None-Match gets 304 (story-list-cache.ts, as the story lists). Enclosures are our own audio
// files, served with Range by /api/media.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { narratedStories, newestStories } from '../../db/server/feeds.ts'
import { findSeries } from '../../db/server/series.ts'
import type { StorySummary } from '../../contract/story.ts'
import { Errors } from '../errors.ts'
import { publicOrigin } from '../services/net/public-origin.ts'
import { ListCache } from '../services/stories/story-list-cache.ts'
import { latestChange } from '../../db/server/history.ts'
import { MEDIA_TYPES, mediaUrlToKey } from '../../contract/media-urls.ts'
import { ATOM_STORIES, podcastFeed, storiesFeed, type Episode } from '../services/feeds/feeds.ts'

const RSS = 'application/rss+xml; charset=utf-8'
const ATOM = 'application/atom+xml; charset=utf-8'
const SERIES_FILE = /^([0-9a-f-]{36})\.xml$/i

const feedRoutes: FastifyPluginAsync = async (app) => {
  const feeds = new ListCache()

  /** The narrated stories whose audio file this server holds, with its size and type. */
  const episodes = async (stories: StorySummary[]): Promise<Episode[]> => {
    const found = await Promise.all(
      stories.map(async (story) => {
        const key = mediaUrlToKey(story.audioFileUrl ?? '')
        const bytes = key === null ? null : await app.media.blobs.size(key)
        const type = MEDIA_TYPES[key?.split('.').pop() ?? '']
        return bytes === null || type === undefined ? [] : [{ story, bytes, type }]
      }),
    )
    return found.flat()
  }

  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    type: string,
    write: (origin: string) => Promise<string>,
  ) => {
    const origin = publicOrigin(app, request)
    const sent = await feeds.answer(
      `${origin}${request.url}`,
      await latestChange(app.db),
      async () => ({ body: await write(origin) }),
      {
        ifNoneMatch: request.headers['if-none-match'],
        acceptEncoding: request.headers['accept-encoding'],
      },
    )
    reply.headers({ ...sent.headers, 'Cache-Control': 'no-cache' })
    if (sent.body === undefined) return reply.code(304).send()
    return reply.type(type).send(sent.body)
  }

  app.get('/feed/podcast.xml', async (request, reply) =>
    send(request, reply, RSS, async (origin) => podcastFeed(origin, await episodes(await narratedStories(app.db)))),
  )

  app.get<{ Params: { file: string } }>('/feed/series/:file', async (request, reply) => {
    const id = SERIES_FILE.exec(request.params.file)?.[1]?.toLowerCase()
    const series = id === undefined ? undefined : await findSeries(app.db, id)
    if (!series) throw new Errors.NotFound('Series')
    return send(request, reply, RSS, async (origin) =>
      podcastFeed(origin, await episodes(await narratedStories(app.db, series.id)), series),
    )
  })

  app.get('/feed/stories.atom', async (request, reply) =>
    send(request, reply, ATOM, async (origin) => storiesFeed(origin, await newestStories(app.db, ATOM_STORIES))),
  )
}

export default feedRoutes
