// Delivers the outbox in order, for the app and for the service worker's Background Sync alike
// (each hands in its own way to POST). Every entry is safe to replay (client ids, upserts). A
// network failure or a 5xx stops the round and retries later with backoff, keeping the order; a
// 4xx marks the entry failed (shown to the person with a retry) and the round goes on.
import { db, type OutboxEntry } from './db.ts'
import type { Comment } from '../schema/comment.ts'

/** POSTs JSON and answers the parsed body; throws with `status` (absent: never reached the server). */
export type PostJson = (path: string, body: unknown) => Promise<unknown>
interface PostFailure { status?: number; serverMessage?: string; message: string; retryAfterMs?: number }

/** Retry-After in seconds (the only form our server sends), as milliseconds. */
export function retryAfterMs(headers: Headers): number | undefined {
  const seconds = Number(headers.get('retry-after') ?? NaN)
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined
}

/** Worth trying again later: the request never arrived, or the server failed or asked to wait. */
export function isRetryable(error: unknown): boolean {
  const status = (error as PostFailure).status
  return status === undefined || status >= 500 || status === 429 || status === 408
}

export const BACKOFF_BASE_MS = 2_000
export const BACKOFF_CAP_MS = 5 * 60_000

type Deliver = (entry: OutboxEntry, post: PostJson) => Promise<void>

const deliver: Record<OutboxEntry['kind'], Deliver> = {
  'comment.create': async (entry, post) => {
    const { storyId, ...body } = entry.payload as { storyId: string } & Record<string, unknown>
    const saved = (await post(`/api/stories/${storyId}/comments`, body)) as Comment
    await db.comments.put({ ...saved, status: 'sent' })
  },
  'audioProgress.save': async (entry, post) => {
    await post('/api/audio-progress', entry.payload)
  },
}

export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1))
}

/**
 * Waits out the backoff, or longer when the server said how long (Retry-After). What the server
 * said is kept, and shown beside a comment that waits ("You are posting comments too quickly…").
 */
async function postponeEntry(entry: OutboxEntry, error: PostFailure, now: number): Promise<void> {
  const attempts = entry.attempts + 1
  const wait = Math.max(backoffMs(attempts), error.retryAfterMs ?? 0)
  await db.transaction('rw', db.outbox, db.comments, async () => {
    await db.outbox.update(entry.seq!, { attempts, nextAttemptAt: now + wait, lastError: error.serverMessage ?? error.message })
    if (entry.kind === 'comment.create') await db.comments.update(entry.payload.id as string, { note: error.serverMessage })
  })
}

async function markFailed(entry: OutboxEntry, error: PostFailure): Promise<void> {
  const message = error.serverMessage ?? error.message
  await db.transaction('rw', db.outbox, db.comments, async () => {
    await db.outbox.update(entry.seq!, { status: 'failed', lastError: message, attempts: entry.attempts + 1 })
    if (entry.kind === 'comment.create') await db.comments.update(entry.payload.id as string, { status: 'failed' })
  })
}

export interface DrainResult {
  delivered: number
  failed: OutboxEntry[]
  /** True when a network failure or 5xx stopped the round early. */
  interrupted: boolean
}

/**
 * One delivery round over the due entries. Never throws. `ignoreBackoff`: the browser says now is
 * a good moment (a Background Sync event), so entries waiting out a backoff are tried too.
 */
export async function drainOutbox(post: PostJson, now = Date.now(), ignoreBackoff = false): Promise<DrainResult> {
  const result: DrainResult = { delivered: 0, failed: [], interrupted: false }
  const entries = await db.outbox.where('status').equals('pending').sortBy('seq')
  for (const entry of entries) {
    if (entry.nextAttemptAt > now && !ignoreBackoff) {
      result.interrupted = true
      break
    }
    try {
      await deliver[entry.kind](entry, post)
      await db.outbox.delete(entry.seq!)
      result.delivered++
    } catch (error) {
      if (isRetryable(error)) {
        await postponeEntry(entry, error as PostFailure, now)
        result.interrupted = true
        break
      }
      await markFailed(entry, error as PostFailure)
      result.failed.push(entry)
    }
  }
  return result
}

/** The person asked to try a failed entry again. */
export async function retryOutboxEntry(seq: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.comments, async () => {
    const entry = await db.outbox.get(seq)
    if (!entry) return
    await db.outbox.update(seq, { status: 'pending', nextAttemptAt: 0, lastError: undefined })
    if (entry.kind === 'comment.create') await db.comments.update(entry.payload.id as string, { status: 'pending' })
  })
}

/** The person gave up on a failed entry: it and what it wrote locally go away. */
export async function discardOutboxEntry(seq: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.comments, async () => {
    const entry = await db.outbox.get(seq)
    if (!entry) return
    await db.outbox.delete(seq)
    if (entry.kind === 'comment.create') await db.comments.delete(entry.payload.id as string)
  })
}
