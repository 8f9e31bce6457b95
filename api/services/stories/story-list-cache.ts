// Answers to GET /api/stories kept per address until the change log moves. Every write a list can
// show (a story, its comment count) records a change in its own transaction, and the log's seq
// only grows, so the newest seq says exactly when an answer is stale. Lists are read far more
// often than anything is written, and a kept answer is sent as it is, without reading or
// serializing the stories again.
import type { Kysely } from 'kysely'
import type { Database } from '../../../db/server/database.ts'

const MAX_ANSWERS = 500

export interface ListAnswer {
  /** The JSON body. */
  body: string
  /** The Link header of the next page, if any. */
  link?: string
}

export async function latestChangeSeq(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('changes').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst()
  return Number(row?.seq ?? 0)
}

export class ListCache {
  private readonly answers = new Map<string, ListAnswer & { seq: number }>()

  /** The kept answer for this address, if nothing changed since it was made. */
  get(url: string, seq: number): ListAnswer | undefined {
    const answer = this.answers.get(url)
    if (answer?.seq !== seq) return undefined
    this.answers.delete(url) // most recently used last
    this.answers.set(url, answer)
    return answer
  }

  set(url: string, seq: number, answer: ListAnswer): ListAnswer {
    this.answers.delete(url)
    this.answers.set(url, { ...answer, seq })
    if (this.answers.size > MAX_ANSWERS) this.answers.delete(this.answers.keys().next().value!)
    return answer
  }
}
