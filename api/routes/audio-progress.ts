// Audio progress (prefix /api/audio-progress): read where a user stopped, and save it (upsert).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Nullable } from '../../db/schema/common.ts'
import {
  AudioProgress, AudioProgressQuery, AudioProgressSave, DEFAULT_PROGRESS_USER,
} from '../../db/schema/audio-progress.ts'
import { findAudioProgress, saveAudioProgress } from '../../db/server/audio-progress.ts'
import { findStory } from '../../db/server/stories.ts'
import { Errors } from '../errors.ts'

const audioProgressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:storyId', {
    schema: {
      params: Type.Object({ storyId: Type.String({ format: 'uuid' }) }),
      querystring: AudioProgressQuery,
      response: { 200: Nullable(AudioProgress) },
    },
  }, async (request) =>
    findAudioProgress(app.db, request.params.storyId, request.query.userId ?? DEFAULT_PROGRESS_USER))

  app.post('/', { schema: { body: AudioProgressSave, response: { 200: AudioProgress } } }, async (request) => {
    const { storyId, currentPosition, duration, userId } = request.body
    if (!(await findStory(app.db, storyId))) throw new Errors.StoryNotFound()
    return saveAudioProgress(app.db, {
      storyId, currentPosition, duration: duration ?? 0, userId: userId ?? DEFAULT_PROGRESS_USER,
    })
  })
}

export default audioProgressRoutes
