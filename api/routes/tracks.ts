// Tracks: the list, by album and track number; the admin's upload (its album is found
// by title or made; a replay of the client's id answers the same track) and delete; and a track's
// audio, sent like every stored file, with Range.
import type { FastifyPluginAsync } from 'fastify'
import { API } from '../../contract/api.ts'
import { findTrack, listTracks } from '../../db/server/tracks.ts'
import { Errors } from '../errors.ts'
import { route } from '../route.ts'
import { mediaUrlToKey } from '../../contract/media-urls.ts'
import { sendMediaFile } from '../services/media/send-media.ts'
import { readForm } from '../services/forms/read-form.ts'
import { trackAudio } from '../services/music/audio-sinks.ts'
import { checkTrackFieldsSoFar } from '../services/music/music-input.ts'
import { createTrack, removeTrack } from '../services/music/track-publisher.ts'

const trackRoutes: FastifyPluginAsync = async (app) => {
  const deps = () => ({ db: app.db, media: app.media })

  route(app, API.listTracks, async () => listTracks(app.db))

  route(app, API.createTrack, async (request, reply) => {
    const form = await readForm(request, API.createTrack, {
      streams: { audioFile: trackAudio(app.media, app.config.maxAudioBytes) },
      checkFirst: checkTrackFieldsSoFar,
    })
    const { track, created } = await createTrack(deps(), form)
    return reply.status(created ? 201 : 200).send(track)
  })

  route(app, API.deleteTrack, async (request, reply) => {
    await removeTrack(deps(), request.params.id)
    return reply.status(204).send()
  })

  route(app, API.streamTrack, async (request, reply) => {
    const track = await findTrack(app.db, request.params.id)
    if (!track) throw new Errors.TrackNotFound()
    return sendMediaFile(request, reply, app.media.blobs, mediaUrlToKey(track.audioFileUrl))
  })
}

export default trackRoutes
