// Answers to GET /api/stories kept per address until the change log moves. Every write a list can
// show (a story, its comment count) records a change in its own transaction, and the log's seq
// only grows (within one history: db/server/history.ts), so the newest change says exactly when an
// answer is stale, and is the answer's ETag.
// Lists are read far more often than anything is written. A kept answer is sent as it is,
// compressed once per encoding (at the strongest setting, since it is done once), instead of on
// every request at the registered compressor's lighter setting: a 50-story page re-compressed per
// request cost P1 of bench/results.md (the first page vs the cheapest route) most of its speed.
import zlib from 'node:zlib'
import { LRUCache } from 'lru-cache'
import { Negotiator } from '@fastify/accept-negotiator'

export interface ListAnswer {
  /** The JSON body, written by the route's response schema. */
  body: string
  /** The Link header of the next page, if any. */
  link?: string
}

type Encoding = 'br' | 'gzip'
type KeptAnswer = ListAnswer & { seq: string } & Partial<Record<Encoding, Buffer>>

const COMPRESS: Record<Encoding, (body: string) => Buffer> = {
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (body) => zlib.gzipSync(body, { level: 9 }),
}

/** Brotli, else gzip, as the client accepts them (the same negotiation as @fastify/compress). */
const encodings = new Negotiator<Encoding | 'identity'>({ supportedValues: ['br', 'gzip', 'identity'] })

/** A list's answer as sent: its headers, and its body in the encoding the client accepts. */
export interface SentList {
  headers: Record<string, string>
  /** Undefined: the client has this version already (304). */
  body?: string | Buffer
}

export class ListCache {
  private readonly answers = new LRUCache<string, KeptAnswer>({ max: 500 })

  /** The answer for `url` at change `seq` (latestChange): kept, or read now by `read` and kept. */
  async answer(
    url: string,
    seq: string,
    read: () => Promise<ListAnswer>,
    request: { ifNoneMatch?: string; acceptEncoding?: string },
  ): Promise<SentList> {
    let kept = this.answers.get(url)
    if (kept?.seq !== seq) {
      kept = { ...(await read()), seq }
      this.answers.set(url, kept)
    }
    const etag = `W/"${seq}"`
    const headers: Record<string, string> = {
      ETag: etag,
      Vary: 'Accept-Encoding',
      ...(kept.link && { Link: kept.link }),
    }
    if (request.ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) return { headers }
    const encoding = encodings.negotiate(request.acceptEncoding ?? 'identity')
    if (encoding === 'br' || encoding === 'gzip') {
      return {
        headers: { ...headers, 'Content-Encoding': encoding },
        body: (kept[encoding] ??= COMPRESS[encoding](kept.body)),
      }
    }
    return { headers, body: kept.body }
  }
}
