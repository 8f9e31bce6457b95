// GET /api/audio-proxy?url=: plays a story's external audio through this server, from the audio
// cache when warmed, else fetched safely (SSRF-checked) with the reader's Range passed through.
import type { IncomingHttpHeaders } from 'node:http'
import type { FastifyPluginAsync } from 'fastify'
import { API } from '../../contract/api.ts'
import { isStoryAudioUrl } from '../../db/server/story-audio-urls.ts'
import { Errors } from '../errors.ts'
import { route } from '../route.ts'
import { audioCacheFor, fetchAudio, NOT_STORY_AUDIO, serveCached } from '../services/audio/audio-cache.ts'

const PASSED_HEADERS = ['content-type', 'content-length', 'content-range', 'accept-ranges'] as const

function passedHeaders(upstream: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    PASSED_HEADERS.flatMap((name) => {
      const value = upstream[name]
      return typeof value === 'string' ? [[name, value]] : []
    }),
  )
}

const routes: FastifyPluginAsync = async (app) => {
  const cache = audioCacheFor(app)

  route(app, API.proxyAudio, async (request, reply) => {
    const { url } = request.query
    if (!(await isStoryAudioUrl(app.db, url))) throw new Errors.UrlNotAllowed(NOT_STORY_AUDIO)
    const range = request.headers.range
    const cached = cache.get(url)
    if (cached) {
      const answer = serveCached(cached, range)
      return reply.status(answer.status).headers(answer.headers).send(answer.body)
    }
    const { outboundAllowAddresses, maxAudioBytes } = app.config
    const upstream = await fetchAudio(url, { allowAddresses: outboundAllowAddresses, maxBytes: maxAudioBytes, range })
    return reply.status(upstream.status).headers(passedHeaders(upstream.headers)).send(upstream.body)
  })
}
export default routes
