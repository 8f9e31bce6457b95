// /api/audio-cache: status, warm-up and clear of the server's in-memory story audio cache. Status
// and warm-up are public (readers' Audio Settings dialog) but bounded: at most MAX_WARMUP_URLS
// story audio URLs a call, downloaded one at a time, a few calls per address. Clearing is the admin's.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { API } from '../../contract/api.ts'
import { Errors } from '../errors.ts'
import { route } from '../route.ts'
import { audioCacheFor, warmStoryAudio } from '../services/audio/audio-cache.ts'
import { AUDIO_WARMUP_RULE, limit } from '../services/auth/rate-limits.ts'

const routes: FastifyPluginAsync = async (app) => {
  const cache = audioCacheFor(app)

  route(app, API.getAudioCacheStatus, async () => cache.status())

  const warmupLimit = async (request: FastifyRequest) =>
    limit(app.db, 'audio-warmup', request.ip, AUDIO_WARMUP_RULE, (wait) => new Errors.TooManyWarmups(wait))

  route(
    app,
    API.warmAudioCache,
    async (request) => {
      const { outboundAllowAddresses, maxAudioBytes } = app.config
      return warmStoryAudio(app.db, cache, request.body.audioUrls, {
        allowAddresses: outboundAllowAddresses,
        maxAudioBytes,
      })
    },
    { preHandler: warmupLimit },
  )

  route(app, API.clearAudioCache, async () => ({ cleared: cache.clear() }))
}
export default routes
