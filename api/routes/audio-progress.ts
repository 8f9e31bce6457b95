// Audio progress: read where a listener stopped, and save it (an upsert).
import type { FastifyPluginAsync } from 'fastify'
import { API } from '../../contract/api.ts'
import { DEFAULT_PROGRESS_USER } from '../../contract/audio-progress.ts'
import { findAudioProgress, saveAudioProgress } from '../../db/server/audio-progress.ts'
import { storyExists } from '../../db/server/story-queries.ts'
import { Errors } from '../errors.ts'
import { route } from '../route.ts'

const audioProgressRoutes: FastifyPluginAsync = async (app) => {
  route(app, API.getAudioProgress, async (request) =>
    findAudioProgress(app.db, request.params.storyId, request.query.userId ?? DEFAULT_PROGRESS_USER),
  )

  route(app, API.saveAudioProgress, async (request) => {
    const { storyId, currentPosition, duration, userId } = request.body
    if (!(await storyExists(app.db, storyId))) throw new Errors.StoryNotFound()
    return saveAudioProgress(app.db, {
      storyId,
      currentPosition,
      duration: duration ?? 0,
      userId: userId ?? DEFAULT_PROGRESS_USER,
    })
  })
}

export default audioProgressRoutes
