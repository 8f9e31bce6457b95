// Serves stored media: GET /api/media/<kind>/<file> and GET /api/audio/<file> (sent by
// send-media.ts: cached forever, with Range). Only names matching MEDIA_FILE_NAME in one of
// MEDIA_KINDS are served, so no URL can reach outside the media store.
import type { FastifyPluginAsync } from 'fastify'
import { API } from '../../contract/api.ts'
import { route } from '../route.ts'
import { mediaKey } from '../../contract/media-urls.ts'
import { sendMediaFile } from '../services/media/send-media.ts'

const routes: FastifyPluginAsync = async (app) => {
  route(app, API.getMediaFile, async (request, reply) =>
    sendMediaFile(request, reply, app.media.blobs, mediaKey(request.params.kind, request.params.file)),
  )

  route(app, API.getAudioFile, async (request, reply) =>
    sendMediaFile(request, reply, app.media.blobs, mediaKey('audio', request.params.file)),
  )
}
export default routes
