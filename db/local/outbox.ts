// Delivers the outbox in order, for the app and for the service worker's Background Sync alike,
// through the one API client. Every entry is safe to replay (client ids, upserts). A network
// failure, a 5xx or a 429 stops the round and retries later (with backoff, or as long as the
// server asked), keeping the order; any other 4xx marks the entry failed (shown to the person with
// a retry) and the round goes on.
import { db, type OutboxEntry } from './db.ts'
import type { AudioProgressSave } from '../schema/audio-progress.ts'
import type { CommentCreate } from '../schema/comment.ts'
import { api, type UploadProgress } from '../client/api-client.ts'
import { ApiError, isRetryable } from '../client/api-error.ts'
import { deliverStory, removeUnpublishedStory } from './story-delivery.ts'
import { musicDelivery } from './music-delivery.ts'
import { characterDelivery } from './character-delivery.ts'
import { linkDelivery } from './link-delivery.ts'

/** The Background Sync tag the page registers and the worker answers by draining the outbox. */
export const OUTBOX_SYNC_TAG = 'outbox'

export const BACKOFF_BASE_MS = 2_000
export const BACKOFF_CAP_MS = 5 * 60_000

export interface DrainOptions {
  /** Bytes of a story's audio sent so far (the page shows it in the publish dialog). */
  onUploadProgress?: (entry: OutboxEntry, sent: number, total: number) => void
  /** Lets the page stop an entry under way (the admin cancels a publish while it uploads). */
  signalFor?: (entry: OutboxEntry) => AbortSignal | undefined
  /** Wait for a round under way elsewhere to end, then deliver what is left (Background Sync). */
  waitForLock?: boolean
}

// Payloads were written by this app's own code (app/data: comments, audio progress, publishing,
// music, characters, links).
const deliver: Record<OutboxEntry['kind'], (entry: OutboxEntry, progress?: UploadProgress, signal?: AbortSignal) => Promise<void>> = {
  'comment.create': async (entry) => {
    const { storyId, ...body } = entry.payload as { storyId: string } & CommentCreate
    const saved = await api.createComment({ params: { id: storyId }, body })
    await db.comments.put({ ...saved, status: 'sent' })
  },
  'audioProgress.save': async (entry) => {
    await api.saveAudioProgress({ body: entry.payload as AudioProgressSave })
  },
  'story.publish': deliverStory,
  'story.update': deliverStory,
  ...musicDelivery,
  ...characterDelivery,
  ...linkDelivery,
}

export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1))
}

/**
 * Waits out the backoff, or longer when the server said how long (Retry-After). What the server
 * said is kept, and shown beside a comment that waits ("You are posting comments too quickly…").
 */
async function postponeEntry(entry: OutboxEntry, error: ApiError | undefined, now: number): Promise<void> {
  const attempts = entry.attempts + 1
  const wait = Math.max(backoffMs(attempts), error?.retryAfterMs ?? 0)
  await db.transaction('rw', db.outbox, db.comments, async () => {
    await db.outbox.update(entry.seq!, { attempts, nextAttemptAt: now + wait, lastError: error?.serverMessage })
    if (entry.kind === 'comment.create') await db.comments.update(entry.payload.id as string, { note: error?.serverMessage })
  })
}

async function markFailed(entry: OutboxEntry, error: ApiError): Promise<void> {
  await db.transaction('rw', db.outbox, db.comments, async () => {
    await db.outbox.update(entry.seq!, { status: 'failed', lastError: error.serverMessage, attempts: entry.attempts + 1 })
    if (entry.kind === 'comment.create') await db.comments.update(entry.payload.id as string, { status: 'failed' })
  })
}

export interface DrainResult {
  delivered: number
  failed: OutboxEntry[]
  /** True when a network failure or 5xx stopped the round early. */
  interrupted: boolean
  /** The other side (page or worker) was delivering already; this round did nothing. */
  busy?: boolean
}

/**
 * One delivery round over the due entries. Never throws. `ignoreBackoff`: the browser says now is
 * a good moment (a Background Sync event), so entries waiting out a backoff are tried too.
 */
export async function drainOutbox(now = Date.now(), ignoreBackoff = false, options: DrainOptions = {}): Promise<DrainResult> {
  // The page and the worker share this outbox: one round at a time across both (Web Locks), so an
  // entry is never sent twice at once. The page leaves a round under way elsewhere to deliver it;
  // the worker's Background Sync waits its turn (the page's round may have been cut short by a
  // closing tab, and the browser would not ask the worker again for minutes).
  if (typeof navigator !== 'undefined' && navigator.locks) {
    if (options.waitForLock) return navigator.locks.request(OUTBOX_LOCK, () => deliverDue(now, ignoreBackoff, options))
    return navigator.locks.request(OUTBOX_LOCK, { ifAvailable: true }, async (lock) =>
      lock ? deliverDue(now, ignoreBackoff, options) : { delivered: 0, failed: [], interrupted: true, busy: true })
  }
  return deliverDue(now, ignoreBackoff, options)
}

const OUTBOX_LOCK = 'infinaeon-outbox'

async function deliverDue(now: number, ignoreBackoff: boolean, options: DrainOptions): Promise<DrainResult> {
  const result: DrainResult = { delivered: 0, failed: [], interrupted: false }
  const entries = await db.outbox.where('status').equals('pending').sortBy('seq')
  for (const entry of entries) {
    if (entry.nextAttemptAt > now && !ignoreBackoff) {
      result.interrupted = true
      break
    }
    try {
      await deliver[entry.kind](entry, (sent, total) => options.onUploadProgress?.(entry, sent, total), options.signalFor?.(entry))
      await db.outbox.delete(entry.seq!)
      result.delivered++
    } catch (error) {
      // Only the server refusing (a 4xx) is final; anything else (no answer, 5xx, 429, even a
      // local failure after delivery) is tried again, which is safe: every entry replays.
      if (!(error instanceof ApiError) || isRetryable(error)) {
        await postponeEntry(entry, error instanceof ApiError ? error : undefined, now)
        result.interrupted = true
        break
      }
      await markFailed(entry, error)
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

/** The person gave up on an entry (failed, or a publish not sent yet): it and what it wrote locally go. */
export async function discardOutboxEntry(seq: number): Promise<void> {
  await db.transaction('rw', [db.outbox, db.comments, db.stories, db.storyContent], async () => {
    const entry = await db.outbox.get(seq)
    if (!entry) return
    await db.outbox.delete(seq)
    if (entry.kind === 'comment.create') await db.comments.delete(entry.payload.id as string)
    await removeUnpublishedStory(entry)
  })
}
