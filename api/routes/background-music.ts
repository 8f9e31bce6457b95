// Background music: the admin's upload, which becomes the one active track; the
// active track, which the player polls; and a track's audio, sent like every stored file.
import type { FastifyPluginAsync } from 'fastify'
import { API } from '../../contract/api.ts'
import { findActiveBackgroundMusic, findBackgroundMusic } from '../../db/server/background-music.ts'
import { Errors } from '../errors.ts'
import { route } from '../route.ts'
import { mediaUrlToKey } from '../../contract/media-urls.ts'
import { sendMediaFile } from '../services/media/send-media.ts'
import { readForm } from '../services/forms/read-form.ts'
import { backgroundMusicAudio } from '../services/music/audio-sinks.ts'
import { publishBackgroundMusic } from '../services/music/background-music-publisher.ts'
import { checkBackgroundMusicSoFar } from '../services/music/music-input.ts'

const backgroundMusicRoutes: FastifyPluginAsync = async (app) => {
  route(app, API.uploadBackgroundMusic, async (request, reply) => {
    const form = await readForm(request, API.uploadBackgroundMusic, {
      streams: { audio: backgroundMusicAudio(app.media, app.config.maxAudioBytes) },
      checkFirst: checkBackgroundMusicSoFar,
    })
    const { music, isNew } = await publishBackgroundMusic(app.db, form)
    return reply.status(isNew ? 201 : 200).send(music)
  })

  route(
    app,
    API.getActiveBackgroundMusic,
    async () => (await findActiveBackgroundMusic(app.db)) ?? Promise.reject(new Errors.NoBackgroundMusic()),
  )

  route(app, API.streamBackgroundMusic, async (request, reply) => {
    const music = await findBackgroundMusic(app.db, request.params.id)
    if (!music) throw new Errors.BackgroundMusicNotFound()
    return sendMediaFile(request, reply, app.media.blobs, mediaUrlToKey(music.audioFileUrl))
  })
}

export default backgroundMusicRoutes
