// /api/audio-cache: status, warm-up and clear of the server's in-memory story audio cache. Status
// and warm-up are public (readers' Audio Settings dialog) but bounded: at most MAX_WARMUP_URLS
// story audio URLs a call, downloaded one at a time, a few calls per address. Clearing is the admin's.
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  AudioCacheClearResult, AudioCacheStatus, AudioCacheWarmup, AudioCacheWarmupResult,
} from '../../db/schema/audio.ts'
import { Errors } from '../errors.ts'
import { audioCacheFor, warmStoryAudio } from '../services/audio/audio-cache.ts'
import { AUDIO_WARMUP_RULE, limit } from '../services/auth/rate-limits.ts'

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = audioCacheFor(app)

  app.get('/status', { schema: { response: { 200: AudioCacheStatus } } }, async () => cache.status())

  const warmupLimit = async (request: FastifyRequest) =>
    limit(app.db, 'audio-warmup', request.ip, AUDIO_WARMUP_RULE, (wait) => new Errors.TooManyWarmups(wait))

  app.post('/warmup', { preHandler: warmupLimit, schema: { body: AudioCacheWarmup, response: { 200: AudioCacheWarmupResult } } }, async (request) => {
    const { outboundAllowAddresses, maxAudioBytes } = app.config
    return warmStoryAudio(app.db, cache, request.body.audioUrls, { allowAddresses: outboundAllowAddresses, maxAudioBytes })
  })

  app.post('/clear', { preHandler: app.requireAdmin, schema: { response: { 200: AudioCacheClearResult } } }, async () => ({ cleared: cache.clear() }))
}
export default routes
