// EPUB downloads (issue 26): GET /api/stories/{id}/epub and /api/series/{id}/epub. A book is made
// once and kept until the change log moves (its seq is the ETag: a matching If-None-Match gets 304).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import { API } from '../../contract/api.ts'
import { findStory } from '../../db/server/story-queries.ts'
import { findSeries } from '../../db/server/series.ts'
import { seriesEpisodes } from '../../db/server/books.ts'
import { Errors } from '../errors.ts'
import { route } from '../route.ts'
import { publicOrigin } from '../services/net/public-origin.ts'
import { latestChange } from '../../db/server/history.ts'
import { buildEpub, type EpubBook } from '../services/epub/epub-book.ts'
import { seriesBook, storyBook, type BookSite } from '../services/epub/story-books.ts'

/** Books kept in memory: the most asked for, up to this many bytes in all. */
const KEPT_BOOK_BYTES = 64 * 1024 * 1024

interface KeptBook {
  seq: string
  bytes: Buffer
}

/** `The Ridge.epub`, with the title as sent (RFC 6266) and a plain fallback for old clients. */
function attachment(title: string): string {
  const plain = title.replace(/[^\x20-\x7e]|["\\/:*?<>|]/g, '').trim() || 'book'
  return `attachment; filename="${plain}.epub"; filename*=UTF-8''${encodeURIComponent(`${title}.epub`)}`
}

const bookRoutes: FastifyPluginAsync = async (app) => {
  const books = new LRUCache<string, KeptBook>({
    maxSize: KEPT_BOOK_BYTES,
    sizeCalculation: (book) => Math.max(1, book.bytes.length),
  })
  const site = (request: FastifyRequest): BookSite => ({
    media: app.media,
    origin: publicOrigin(app, request),
    siteName: app.config.siteName,
  })

  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    title: string,
    make: () => Promise<EpubBook>,
  ) => {
    const seq = await latestChange(app.db)
    const etag = `"epub-${seq}"`
    reply.headers({ ETag: etag, 'Cache-Control': 'no-cache' })
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send()
    let kept = books.get(key)
    if (kept?.seq !== seq) {
      kept = { seq, bytes: await buildEpub(await make()) }
      books.set(key, kept)
    }
    return reply.type('application/epub+zip').header('Content-Disposition', attachment(title)).send(kept.bytes)
  }

  route(app, API.getStoryEpub, async (request, reply) => {
    const story = await findStory(app.db, request.params.id)
    if (!story) throw new Errors.StoryNotFound()
    return send(request, reply, `story:${story.id}:${publicOrigin(app, request)}`, story.title, () =>
      storyBook(story, site(request)),
    )
  })

  route(app, API.getSeriesEpub, async (request, reply) => {
    const series = await findSeries(app.db, request.params.id)
    if (!series) throw new Errors.NotFound('Series')
    return send(request, reply, `series:${series.id}:${publicOrigin(app, request)}`, series.title, async () =>
      seriesBook(series, await seriesEpisodes(app.db, series.id), site(request)),
    )
  })
}

export default bookRoutes
