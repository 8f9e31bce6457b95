// Delivers the outbox, for the app and for the service worker's Background Sync alike, through the
// one API client, over the local store it is given (Dexie on the page and in the data worker,
// idb in the service worker: local-store.ts). Every entry is safe to replay (client ids, upserts).
// Each entry has its own state (outbox-entry.ts): no answer → waiting for the network (the round
// stops: nothing else would get through either); a 5xx, 408 or 429 → retrying after a backoff (or
// as long as the server asked); any other 4xx → refused with the server's { code, message }, until
// the person retries or discards it (outbox.ts). An entry that waits or was refused holds back
// only later entries on the same resource (outbox-resources.ts); everything else goes on.
import type { OutboxEntry, OutboxEntryOf, OutboxKind, OutboxProblem } from './outbox-entry.ts'
import type { LocalStore } from '../local/local-store.ts'
import { resourcesOf } from './outbox-resources.ts'
import { api } from '../../client/api-client.ts'
import { ApiError, isRetryable, problemOf } from '../../client/api-error.ts'
import { storyDelivery } from './story-delivery.ts'
import { musicDelivery } from './music-delivery.ts'
import { characterDelivery } from './character-delivery.ts'
import { linkDelivery } from './link-sending.ts'
import { sendProfileChanges } from './profile-delivery.ts'
import { UploadRefused, unlessGone } from './refusal.ts'
import type { Deliveries, DeliveryContext } from './delivery.ts'

export { OUTBOX_SYNC_TAG } from './outbox-entry.ts'

export const BACKOFF_BASE_MS = 2_000
export const BACKOFF_CAP_MS = 5 * 60_000
/**
 * With no answer at all (the network or the server is away), tried again at least this often: the
 * browser says nothing when only the server was away (no `online` event), and a write should go
 * within seconds of it answering again. A try without a network fails at once and costs nothing.
 */
export const NO_ANSWER_RETRY_MS = 10_000

/** One delivery per kind: the compiler refuses a kind without one. */
const deliveries: Deliveries<OutboxKind> = {
  'comment.create': async ({ payload: { storyId, ...body } }, { store }) => {
    const saved = await api.createComment({ params: { id: storyId }, body })
    await store.put('comments', { ...saved, status: 'sent' })
  },
  'comment.delete': async ({ payload: { id } }, { store }) => {
    await api.deleteComment({ params: { id } }).catch(unlessGone)
    await store.delete('comments', id)
  },
  'audioProgress.save': async ({ payload }) => {
    await api.saveAudioProgress({ body: payload })
  },
  'push.follows': async ({ payload: { endpoint, wants } }, { store }) => {
    const follows = (await store.getAll('follows')).map(({ target }) => target).sort()
    // A subscription the server no longer has (turned off meanwhile) has nothing left to be told.
    await api.savePushFollows({ body: { endpoint, wants, follows } }).catch(unlessGone)
  },
  'profile.push': (_entry, { store }) => sendProfileChanges(store),
  ...storyDelivery,
  ...musicDelivery,
  ...characterDelivery,
  ...linkDelivery,
}

/** The entry's own delivery; one generic step keeps the kind and its payload together. */
function deliver<K extends OutboxKind>(entry: OutboxEntryOf<K>, context: DeliveryContext): Promise<void> {
  const delivery: Deliveries<K>[K] = deliveries[entry.kind]
  return delivery(entry, context)
}

export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1))
}

export interface DrainOptions {
  /** Bytes of an entry's file sent so far (the dialogs show it). */
  onUploadProgress?: (entry: OutboxEntry, sent: number, total: number) => void
  /** Lets the page stop an entry under way (the admin cancels a publish while it uploads). */
  signalFor?: (entry: OutboxEntry) => AbortSignal | undefined
}

export interface DrainResult {
  delivered: number
  /** Refused in this round (the person is told once: app/data/writes/refusals.ts). */
  refused: OutboxEntry[]
  /** True when something is left to deliver later (no network, or a server problem). */
  interrupted: boolean
  /** The call that got no answer at all, which ended the round: the server cannot be reached. */
  unanswered?: ApiError
}

/**
 * One delivery round over the due entries. Never throws. `ignoreBackoff`: the browser says now is
 * a good moment (the network came back, a Background Sync event), so entries in backoff go too.
 * The caller holds the sync lock (sync-lock.ts): an entry is never sent twice at once.
 */
export async function drainOutboxIn(
  store: LocalStore,
  now: number,
  ignoreBackoff: boolean,
  options: DrainOptions = {},
): Promise<DrainResult> {
  return deliverDue(store, now, ignoreBackoff, options)
}

const noAnswer = (error: unknown) => error instanceof ApiError && error.status === 0
/** Worth another try: the server had a problem, asked to wait, or it failed here (not a refusal). */
const isWorthRetrying = (error: unknown) =>
  !(error instanceof ApiError || error instanceof UploadRefused) || isRetryable(error)

function problemFrom(error: unknown): OutboxProblem {
  return error instanceof UploadRefused ? { ...problemOf(error.error), during: 'upload' } : problemOf(error)
}

async function deliverDue(
  store: LocalStore,
  now: number,
  ignoreBackoff: boolean,
  options: DrainOptions,
): Promise<DrainResult> {
  const result: DrainResult = { delivered: 0, refused: [], interrupted: false }
  // In the order they were made (the primary key, a number).
  const seqs = (await store.keys('outbox')).filter((seq) => typeof seq === 'number')
  /** Resources with an earlier entry not delivered, and that entry's label: later ones wait for it. */
  const held = new Map<string, string>()
  for (const [at, seq] of seqs.entries()) {
    // Read now, not at the start of the round: the person may have discarded or retried it since.
    const entry = await store.get('outbox', seq)
    if (!entry) continue
    const resources = resourcesOf(entry)
    const blocker = resources.map((r) => held.get(r)).find((label) => label !== undefined)
    const hold = () => {
      for (const r of resources) if (!held.has(r)) held.set(r, entry.label)
    }
    if (entry.status === 'refused') {
      hold()
      continue
    }
    result.interrupted ||= blocker !== undefined || (entry.nextAttemptAt > now && !ignoreBackoff)
    if (blocker !== undefined) {
      if (entry.after !== blocker) await store.update('outbox', seq, { after: blocker })
      hold()
      continue
    }
    if (entry.nextAttemptAt > now && !ignoreBackoff) {
      hold()
      continue
    }
    const signal = options.signalFor?.(entry)
    try {
      // Being sent now: whatever it waited for is past (its mark says "Sending…").
      if (entry.problem || entry.after) await store.update('outbox', seq, { problem: undefined, after: undefined })
      await deliver(entry, {
        store,
        onProgress: (sent, total) => options.onUploadProgress?.(entry, sent, total),
        signal,
      })
      await store.delete('outbox', seq)
      result.delivered++
    } catch (error) {
      // Stopped on purpose (the admin took the publish back into the form): nothing to record.
      if (signal?.aborted) continue
      hold()
      result.interrupted = true
      const problem = problemFrom(error)
      // No answer at all: the server cannot be reached, so nothing else would get through; every
      // entry still to go says it waits for the network (and is tried as soon as it is back).
      if (noAnswer(error)) {
        await markWaiting(store, entry, seqs.slice(at + 1), problem, now)
        result.unanswered = error as ApiError
        break
      }
      if (isWorthRetrying(error))
        await postpone(store, entry, problem, error instanceof ApiError ? error.retryAfterMs : undefined, now)
      else result.refused.push(await refuse(store, entry, problem))
    }
  }
  return result
}

/** The entry tried counts an attempt; all wait out its backoff (or until the network is back). */
async function markWaiting(
  store: LocalStore,
  tried: OutboxEntry,
  rest: number[],
  problem: OutboxProblem,
  now: number,
): Promise<void> {
  const attempts = tried.attempts + 1
  const nextAttemptAt = now + Math.min(backoffMs(attempts), NO_ANSWER_RETRY_MS)
  await store.transaction(['outbox'], async (tx) => {
    await tx.update('outbox', tried.seq!, { attempts, nextAttemptAt, problem })
    for (const seq of rest) {
      if ((await tx.get('outbox', seq))?.status === 'pending')
        await tx.update('outbox', seq, { nextAttemptAt, problem })
    }
  })
}

/** Waits out the backoff, or longer when the server said how long (Retry-After). */
async function postpone(
  store: LocalStore,
  entry: OutboxEntry,
  problem: OutboxProblem,
  retryAfterMs: number | undefined,
  now: number,
): Promise<void> {
  const attempts = entry.attempts + 1
  const wait = Math.max(backoffMs(attempts), retryAfterMs ?? 0)
  await store.update('outbox', entry.seq!, { attempts, nextAttemptAt: now + wait, problem })
}

async function refuse(store: LocalStore, entry: OutboxEntry, problem: OutboxProblem): Promise<OutboxEntry> {
  const refused = { ...entry, status: 'refused' as const, problem, attempts: entry.attempts + 1 }
  await store.transaction(['outbox', 'comments'], async (tx) => {
    await tx.update('outbox', entry.seq!, { status: 'refused', problem, attempts: refused.attempts })
    if (entry.kind === 'comment.create') await tx.update('comments', entry.payload.id, { status: 'failed' })
  })
  return refused
}
