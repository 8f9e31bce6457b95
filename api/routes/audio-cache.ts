// /api/audio-cache: status, warm-up and clear of the server's in-memory story audio cache. Public
// (readers' Audio Settings dialog) but bounded: at most MAX_WARMUP_URLS story audio URLs a call,
// downloaded one at a time, each within the cache's limits.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  AudioCacheClearResult, AudioCacheStatus, AudioCacheWarmup, AudioCacheWarmupResult,
} from '../../db/schema/audio.ts'
import { audioCacheFor, warmStoryAudio } from '../services/audio-cache.ts'

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = audioCacheFor(app)

  app.get('/status', { schema: { response: { 200: AudioCacheStatus } } }, async () => cache.status())

  app.post('/warmup', { schema: { body: AudioCacheWarmup, response: { 200: AudioCacheWarmupResult } } }, async (request) => {
    const { outboundAllowAddresses, maxAudioBytes } = app.config
    return warmStoryAudio(app.db, cache, request.body.audioUrls, { allowAddresses: outboundAllowAddresses, maxAudioBytes })
  })

  app.post('/clear', { schema: { response: { 200: AudioCacheClearResult } } }, async () => ({ cleared: cache.clear() }))
}
export default routes
