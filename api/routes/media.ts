// Serves stored media: GET /api/media/<kind>/<file> and GET /api/audio/<file> (sent by
// send-media.ts: cached forever, with Range). Only names matching MEDIA_FILE_NAME in one of
// MEDIA_KINDS are served, so no URL can reach outside the media folder.
import path from 'node:path'
import type { FastifyPluginAsync } from 'fastify'
import { API } from '../../db/schema/api.ts'
import { route } from '../route.ts'
import { MEDIA_FILE_NAME, MEDIA_KINDS, type MediaKind } from '../services/media/media-store.ts'
import { sendMediaFile } from '../services/media/send-media.ts'

const routes: FastifyPluginAsync = async (app) => {
  const { mediaDir } = app.config
  const pathOf = (kind: string, file: string) =>
    MEDIA_KINDS.includes(kind as MediaKind) && MEDIA_FILE_NAME.test(file) ? path.join(mediaDir, kind, file) : null

  route(app, API.getMediaFile, async (request, reply) =>
    sendMediaFile(request, reply, pathOf(request.params.kind, request.params.file)))

  route(app, API.getAudioFile, async (request, reply) => sendMediaFile(request, reply, pathOf('audio', request.params.file)))
}
export default routes
