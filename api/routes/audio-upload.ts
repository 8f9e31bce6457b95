// Story audio uploads in two steps: the admin asks for a one-time address, then PUTs the
// file there. The PUT streams the body straight to disk (never buffered), size-capped, and keeps
// nothing unless the whole file arrived and is real audio whose length can be read, by the one
// rule every audio file meets (services/music/audio-duration.ts): that length is answered, and the
// story keeps it.
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { API } from '../../contract/api.ts'
import { consumeUploadToken, createUploadToken } from '../../db/server/upload-tokens.ts'
import { audioTooLarge } from '../services/media/media-store.ts'
import { readDuration } from '../services/music/audio-duration.ts'
import { Errors } from '../errors.ts'
import { route } from '../route.ts'

export const UPLOAD_TOKEN_TTL_MS = 15 * 60 * 1000

/** A refused body is left unread; closing the connection stops the client sending the rest. */
function refuseBody(reply: FastifyReply) {
  reply.header('connection', 'close')
}

const uploadRoute: FastifyPluginAsync = async (app) => {
  // Only in this plugin: no parser reads the body, so the handler can stream request.raw itself.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))

  route(app, API.uploadAudio, async (request, reply) => {
    const maxBytes = app.config.maxAudioBytes
    const declared = Number(request.headers['content-length'] ?? 0)
    if (declared > maxBytes) {
      refuseBody(reply)
      throw audioTooLarge(maxBytes)
    }
    if (!(await consumeUploadToken(app.db, request.params.token))) {
      refuseBody(reply)
      throw new Errors.UploadTokenInvalid()
    }
    try {
      let duration = 0
      const saved = await app.media.saveAudio(request.raw, maxBytes, async (stored) => {
        duration = Number(await readDuration(stored))
      })
      return { audioFileUrl: saved.url, mimeType: saved.mimeType, size: saved.size, duration }
    } catch (error) {
      if (!request.raw.readableEnded) refuseBody(reply)
      throw error
    }
  })
}

const routes: FastifyPluginAsync = async (app) => {
  route(app, API.requestAudioUpload, async () => {
    const token = await createUploadToken(app.db, UPLOAD_TOKEN_TTL_MS)
    return { uploadURL: `/api/uploads/${token}` }
  })

  await app.register(uploadRoute)
}
export default routes
