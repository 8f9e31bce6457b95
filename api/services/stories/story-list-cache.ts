// Answers to GET /api/stories kept per address until the change log moves. Every write a list can
// show (a story, its comment count) records a change in its own transaction, and the log's seq
// only grows, so the newest seq says exactly when an answer is stale. Lists are read far more
// often than anything is written, and a kept answer is sent as it is, compressed once per
// encoding, without reading, serializing or compressing the stories again.
import zlib from 'node:zlib'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db/server/database.ts'

const MAX_ANSWERS = 500

export interface ListAnswer {
  /** The JSON body. */
  body: string
  /** The Link header of the next page, if any. */
  link?: string
}

export type Encoding = 'br' | 'gzip'
type KeptAnswer = ListAnswer & { seq: number } & Partial<Record<Encoding, Buffer>>

const COMPRESS: Record<Encoding, (body: string) => Buffer> = {
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (body) => zlib.gzipSync(body, { level: 9 }),
}

/** The encoding to answer with: brotli, else gzip, when the client accepts it (q=0 refuses). */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Set((header ?? '').split(',').map((part) => part.trim().split(';'))
    .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? '')).map(([name]) => name!.trim().toLowerCase()))
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined
}

/** The kept answer's body in an encoding, compressed the first time it is asked for. */
export function encodedBody(answer: ListAnswer, encoding: Encoding): Buffer {
  const kept = answer as KeptAnswer
  return (kept[encoding] ??= COMPRESS[encoding](answer.body))
}

export async function latestChangeSeq(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('changes').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst()
  return Number(row?.seq ?? 0)
}

export class ListCache {
  private readonly answers = new Map<string, KeptAnswer>()

  /** The kept answer for this address, if nothing changed since it was made. */
  get(url: string, seq: number): ListAnswer | undefined {
    const answer = this.answers.get(url)
    if (answer?.seq !== seq) return undefined
    this.answers.delete(url) // most recently used last
    this.answers.set(url, answer)
    return answer
  }

  set(url: string, seq: number, answer: ListAnswer): ListAnswer {
    const kept: KeptAnswer = { ...answer, seq }
    this.answers.delete(url)
    this.answers.set(url, kept)
    if (this.answers.size > MAX_ANSWERS) this.answers.delete(this.answers.keys().next().value!)
    return kept
  }
}
