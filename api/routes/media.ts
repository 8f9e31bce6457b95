// Serves stored media: GET /api/media/<kind>/<file> and GET /api/audio/<file>. Names are content
// hashes, so answers are cached forever and the name is the ETag; Range (read by byte-range.ts,
// like the proxy's) gives 206/416 for seeking and resuming. Only names matching MEDIA_FILE_NAME
// are served, so no URL can reach outside the media folder.
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { API } from '../../db/schema/api.ts'
import { Errors } from '../errors.ts'
import { route } from '../route.ts'
import { contentRange, resolveRange } from '../services/media/byte-range.ts'
import { MEDIA_FILE_NAME, MEDIA_KINDS, MEDIA_TYPES, type MediaKind } from '../services/media/media-store.ts'

const FOREVER = 'public, max-age=31536000, immutable'

/** If-None-Match / If-Range hold our ETag (weak or strong; the content never changes). */
const matches = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()))

const routes: FastifyPluginAsync = async (app) => {
  const { mediaDir } = app.config

  async function serve(request: FastifyRequest, reply: FastifyReply, kind: string, file: string) {
    if (!MEDIA_KINDS.includes(kind as MediaKind) || !MEDIA_FILE_NAME.test(file)) throw new Errors.NotFound(`GET ${request.url}`)
    const filePath = path.join(mediaDir, kind, file)
    const stat = await fs.stat(filePath).catch(() => null)
    if (!stat?.isFile()) throw new Errors.NotFound(`GET ${request.url}`)
    const etag = `"${path.parse(file).name}"`
    reply.headers({
      'content-type': MEDIA_TYPES[path.extname(file).slice(1)],
      'accept-ranges': 'bytes',
      'cache-control': FOREVER,
      etag,
    })
    if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send()
    // If-Range with another validator: the client's copy is not this file, so it gets all of it.
    const ifRange = request.headers['if-range']
    const range = ifRange === undefined || matches(String(ifRange), etag) ? resolveRange(request.headers.range, stat.size) : { kind: 'full' as const }
    if (range.kind === 'unsatisfiable') {
      reply.header('content-range', contentRange(range, stat.size))
      throw new Errors.RangeNotSatisfiable()
    }
    if (range.kind === 'full') {
      return reply.header('content-length', stat.size).send(createReadStream(filePath))
    }
    return reply.status(206)
      .headers({ 'content-range': contentRange(range, stat.size), 'content-length': range.end - range.start + 1 })
      .send(createReadStream(filePath, { start: range.start, end: range.end }))
  }

  route(app, API.getMediaFile, async (request, reply) => serve(request, reply, request.params.kind, request.params.file))

  route(app, API.getAudioFile, async (request, reply) => serve(request, reply, 'audio', request.params.file))
}
export default routes
