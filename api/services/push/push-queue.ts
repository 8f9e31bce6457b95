// The push worker: drains due jobs from the persisted queue with bounded concurrency, settles each
// by the push service's answer (delivered, gone, retry with backoff, rejected), and polls for
// retries coming due. Delivery is at-least-once: a crash between sending and settling leaves the
// job 'sending', and the next start sends it again (a duplicate beats a lost notification). A send
// keeps its slot until its job is settled, so a crash re-sends at most `concurrency` messages that
// may have arrived. Every commit blocks the one thread (a claim also waits for the disk), so jobs
// are claimed in batches, and deliveries answered together are marked done in one commit.
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db/server/connect.ts'
import {
  claimDuePushJobs,
  markPushJobsDone,
  markPushJobFailed,
  pruneFinishedPushJobs,
  releasePushJobs,
  resetInterrupted,
  schedulePushRetry,
  settleGoneSubscription,
  type ClaimedPushJob,
} from '../../../db/server/push-jobs.ts'
import { PUSH_TTL_SECONDS, sendPush, type SendOutcome } from './push-sender.ts'
import { storyTopic } from './push-topic.ts'
import type { VapidKeys } from './vapid.ts'

export const PUSH_CONCURRENCY = 4
/** Jobs claimed in one commit; those not yet sent go back to 'pending' when the queue stops. */
export const PUSH_CLAIM_BATCH = 64
export const PUSH_POLL_INTERVAL_MS = 5_000
export const PUSH_MAX_ATTEMPTS = 8
export const PUSH_BACKOFF_BASE_MS = 30_000
export const PUSH_BACKOFF_CAP_MS = 60 * 60_000
const FINISHED_JOB_RETENTION_MS = 7 * 24 * 60 * 60_000

/** Exponential backoff, never sooner than the service's Retry-After, never past the message TTL. */
export function retryDelayMs(attempts: number, retryAfterMs?: number): number {
  const backoff = Math.min(PUSH_BACKOFF_BASE_MS * 2 ** (attempts - 1), PUSH_BACKOFF_CAP_MS)
  return Math.min(Math.max(backoff, retryAfterMs ?? 0), PUSH_TTL_SECONDS * 1000)
}

export interface PushQueueOptions {
  db: Db
  vapid: VapidKeys
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
  concurrency?: number
  pollIntervalMs?: number
  /** The clock that decides when a retry is due (tests move it forward). */
  now?: () => Date
}

export class PushQueue {
  private readonly db: Db
  private readonly vapid: VapidKeys
  private readonly log: PushQueueOptions['log']
  private readonly concurrency: number
  private readonly pollIntervalMs: number
  private readonly now: () => Date
  private readonly inFlight = new Set<Promise<void>>()
  private claimed: ClaimedPushJob[] = []
  private deliveredIds: number[] = []
  private doneCommit: Promise<void> | undefined
  private running = false
  private kicked = false
  private loop: Promise<void> | undefined
  private wakeUp: (() => void) | undefined
  private idleWaiters: Array<() => void> = []

  constructor(options: PushQueueOptions) {
    this.db = options.db
    this.vapid = options.vapid
    this.log = options.log
    this.concurrency = options.concurrency ?? PUSH_CONCURRENCY
    this.pollIntervalMs = options.pollIntervalMs ?? PUSH_POLL_INTERVAL_MS
    this.now = options.now ?? (() => new Date())
  }

  async start(): Promise<void> {
    if (this.running) return
    const interrupted = await resetInterrupted(this.db)
    if (interrupted > 0) this.log.info({ jobs: interrupted }, 'push queue: resending notifications a stop interrupted')
    await pruneFinishedPushJobs(this.db, new Date(this.now().getTime() - FINISHED_JOB_RETENTION_MS)).catch(
      (error: unknown) => this.log.warn({ err: error }, 'push queue: pruning old jobs failed'),
    )
    this.running = true
    this.kicked = true
    this.loop = this.run()
  }

  /** Look for due jobs now (e.g. right after a publish commits) instead of at the next poll. */
  kick(): void {
    this.kicked = true
    this.wakeUp?.()
  }

  /** Stops polling and waits for the sends already under way. */
  async stop(): Promise<void> {
    this.running = false
    this.wakeUp?.()
    await this.loop
  }

  /** Resolves the next time nothing is due and nothing is in flight. */
  whenIdle(): Promise<void> {
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.kicked = false
      try {
        await this.drain()
      } catch (error) {
        this.log.error({ err: error }, 'push queue: reading due jobs failed; trying again at the next poll')
      }
      if (this.kicked) continue
      this.notifyIdle()
      if (this.running) await this.sleep()
    }
    this.notifyIdle()
  }

  private async drain(): Promise<void> {
    try {
      while (this.running) {
        if (this.claimed.length === 0) this.claimed = await claimDuePushJobs(this.db, PUSH_CLAIM_BATCH, this.now())
        while (this.inFlight.size < this.concurrency && this.claimed.length > 0)
          this.track(this.process(this.claimed.shift()!))
        if (this.inFlight.size === 0) return
        await Promise.race(this.inFlight)
      }
    } finally {
      await Promise.allSettled(this.inFlight)
      await this.releaseUnsent()
    }
  }

  /** Claimed but never sent (the queue is stopping): due again for whoever runs next. */
  private async releaseUnsent(): Promise<void> {
    const ids = this.claimed.splice(0).map((job) => job.id)
    if (ids.length > 0) await releasePushJobs(this.db, ids)
  }

  private track(work: Promise<void>): void {
    const tracked: Promise<void> = work.finally(() => this.inFlight.delete(tracked))
    this.inFlight.add(tracked)
  }

  /** Never rejects. If settling fails the job stays 'sending' and is resent after the next start. */
  private async process(job: ClaimedPushJob): Promise<void> {
    try {
      const outcome = await sendPush(job, job.payload, this.vapid, { topic: storyTopic(job.storyId) })
      await this.settle(job, outcome)
    } catch (error) {
      this.log.error({ err: error, jobId: job.id }, 'push queue: could not settle a notification')
    }
  }

  private async settle(job: ClaimedPushJob, outcome: SendOutcome): Promise<void> {
    const attempts = job.attempts + 1
    switch (outcome.kind) {
      case 'delivered':
        return this.markDone(job.id)
      case 'gone':
        return this.db.transaction().execute((trx) => settleGoneSubscription(trx, job, outcome.reason))
      case 'rejected':
        this.log.warn({ jobId: job.id, reason: outcome.reason }, 'push queue: notification rejected')
        return markPushJobFailed(this.db, job.id, attempts, outcome.reason)
      case 'retry': {
        if (attempts >= PUSH_MAX_ATTEMPTS) return markPushJobFailed(this.db, job.id, attempts, outcome.reason)
        const at = new Date(this.now().getTime() + retryDelayMs(attempts, outcome.retryAfterMs))
        return schedulePushRetry(this.db, job.id, attempts, at, outcome.reason)
      }
    }
  }

  /** Resolves once the job's 'done' has committed; the deliveries answered in the same turn of the
   * event loop share that commit. */
  private markDone(id: number): Promise<void> {
    this.deliveredIds.push(id)
    this.doneCommit ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.doneCommit = undefined
      return markPushJobsDone(this.db, this.deliveredIds.splice(0))
    })
    return this.doneCommit
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        this.wakeUp = undefined
        resolve()
      }
      const timer = setTimeout(done, this.pollIntervalMs)
      timer.unref()
      this.wakeUp = done
    })
  }

  private notifyIdle(): void {
    const waiters = this.idleWaiters
    this.idleWaiters = []
    for (const resolve of waiters) resolve()
  }
}
