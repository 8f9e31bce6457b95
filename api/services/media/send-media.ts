// Sends one stored media file: our Content-Type, cached forever with its content hash as the ETag
// (a stored file never changes), and RFC 9110 Range (read by byte-range.ts) giving 206/416 for
// seeking and resuming. Used by every route that answers with a stored file.
import path from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Errors } from '../../errors.ts'
import type { BlobStore } from './blob-store.ts'
import { contentRange, resolveRange } from './byte-range.ts'
import { MEDIA_TYPES } from '../../../contract/media-urls.ts'

const FOREVER = 'public, max-age=31536000, immutable'

/** If-None-Match / If-Range hold our ETag (weak or strong; the content never changes). */
const matches = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()))

/**
 * `key` must come from mediaKey or mediaUrlToKey (one of our names in one of our kinds); null, or
 * an object that is not there, is the catalogue 404.
 */
export async function sendMediaFile(
  request: FastifyRequest,
  reply: FastifyReply,
  blobs: BlobStore,
  key: string | null,
): Promise<FastifyReply> {
  const size = key === null ? null : await blobs.size(key)
  if (key === null || size === null) throw new Errors.NotFound(`GET ${request.url}`)
  const { name, ext } = path.parse(key)
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
  const range =
    ifRange === undefined || matches(String(ifRange), etag)
      ? resolveRange(request.headers.range, size)
      : { kind: 'full' as const }
  if (range.kind === 'unsatisfiable') {
    reply.header('content-range', contentRange(range, size))
    throw new Errors.RangeNotSatisfiable()
  }
  if (range.kind === 'full') {
    return reply.header('content-length', size).send(await blobs.read(key))
  }
  return reply
    .status(206)
    .headers({ 'content-range': contentRange(range, size), 'content-length': range.end - range.start + 1 })
    .send(await blobs.read(key, { start: range.start, end: range.end }))
}
