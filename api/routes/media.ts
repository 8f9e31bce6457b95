// Serves stored media: GET /api/media/<kind>/<file> and GET /api/audio/<file>. Names are content
// hashes, so answers are cached forever; Range requests get 206/416 for seeking and resuming.
// Only names matching MEDIA_FILE_NAME are served, so no URL can reach outside the media folder.
import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { Type } from 'typebox'
import type { FastifyError, FastifyReply } from 'fastify'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Errors } from '../errors.ts'
import { MEDIA_FILE_NAME, MEDIA_KINDS, MEDIA_TYPES, type MediaKind } from '../services/media-store.ts'

const MediaParams = Type.Object({ kind: Type.String(), file: Type.String() })
const AudioParams = Type.Object({ file: Type.String() })

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { mediaDir } = app.config
  fs.mkdirSync(mediaDir, { recursive: true })
  // Encapsulated here; the web app registers its own copy at the root for the built files.
  await app.register(fastifyStatic, {
    root: mediaDir,
    serve: false,
    setHeaders: (reply, filePath) => {
      const type = MEDIA_TYPES[path.extname(filePath).slice(1)]
      if (type) reply.header('content-type', type)
    },
  })

  // send answers an unsatisfiable Range with a bare HTTP error; give it our code and its header.
  app.setErrorHandler((error: FastifyError & { headers?: Record<string, string> }, _request, reply) => {
    if (error.statusCode !== 416) throw error
    const contentRange = error.headers?.['Content-Range']
    if (contentRange) reply.header('content-range', contentRange)
    throw new Errors.RangeNotSatisfiable()
  })

  function serve(reply: FastifyReply, kind: string, file: string, url: string) {
    if (!MEDIA_KINDS.includes(kind as MediaKind) || !MEDIA_FILE_NAME.test(file)) throw new Errors.NotFound(url)
    return reply.sendFile(file, path.join(mediaDir, kind), { immutable: true, maxAge: '365d', dotfiles: 'deny' })
  }

  app.get('/media/:kind/:file', { schema: { params: MediaParams } }, async (request, reply) =>
    serve(reply, request.params.kind, request.params.file, `GET ${request.url}`))

  app.get('/audio/:file', { schema: { params: AudioParams } }, async (request, reply) =>
    serve(reply, 'audio', request.params.file, `GET ${request.url}`))
}
export default routes
