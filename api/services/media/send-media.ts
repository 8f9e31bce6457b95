// Sends one stored media file: our Content-Type, cached forever with its content hash as the ETag
// (a stored file never changes), and RFC 9110 Range (read by byte-range.ts) giving 206/416 for
// seeking and resuming. Used by every route that answers with a stored file.
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Errors } from '../../errors.ts'
import { contentRange, resolveRange } from './byte-range.ts'
import { MEDIA_TYPES } from './media-store.ts'

const FOREVER = 'public, max-age=31536000, immutable'

/** If-None-Match / If-Range hold our ETag (weak or strong; the content never changes). */
const matches = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()))

/**
 * `filePath` must come from a check that it is one of ours (MEDIA_FILE_NAME under the media
 * folder, or mediaUrlToPath); null, or a file that is not there, is the catalogue 404.
 */
export async function sendMediaFile(request: FastifyRequest, reply: FastifyReply, filePath: string | null): Promise<FastifyReply> {
  const stat = filePath === null ? null : await fs.stat(filePath).catch(() => null)
  if (filePath === null || !stat?.isFile()) throw new Errors.NotFound(`GET ${request.url}`)
  const { name, ext } = path.parse(filePath)
  const etag = `"${name}"`
  reply.headers({
    'content-type': MEDIA_TYPES[ext.slice(1)],
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
