// The persisted push fan-out queue: one row per (story notification, subscription). Jobs are
// written in the publishing transaction, claimed atomically by the worker ('pending' → 'sending'),
// and settled as done, failed, or pending again with a later next_attempt_at.
import { sql, type Selectable } from 'kysely'
import type { Db } from './connect.ts'
import type { PushPayload } from '../../contract/push.ts'
import { isPostgres } from './dialect/is-postgres.ts'
import { skipLockedRows } from './dialect/row-locks.ts'
import type { PushJobsTable } from './database.ts'

export type PushJobRow = Selectable<PushJobsTable>

/** A claimed job with what the sender needs; `payload` is the exact JSON text to encrypt. */
export interface ClaimedPushJob {
  id: number
  subscriptionId: string
  attempts: number
  payload: string
  /** The story the notification is about (its push Topic comes from it). */
  storyId: string
  endpoint: string
  p256dhKey: string
  authKey: string
}

/**
 * Call inside the story's own transaction: the story and its notifications commit together. `target`
 * is what the story is followed by: its series' id, or 'standalone'. One INSERT … SELECT, which picks
 * the subscriptions that want everything or follow the target (a probe of push_follows' key each;
 * PostgreSQL reads the target's rows once through push_follows_target and hashes them).
 */
export async function enqueueStoryPush(
  trx: Db,
  payload: PushPayload,
  target: string,
  at: Date = new Date(),
): Promise<number> {
  const now = at.toISOString()
  const json = JSON.stringify(payload)
  const result = await trx
    .insertInto('push_jobs')
    .columns(['subscription_id', 'payload', 'status', 'attempts', 'next_attempt_at', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('push_subscriptions as s')
        .select((s) => [
          's.id',
          s.val(json).as('payload'),
          s.val('pending').as('status'),
          s.val(0).as('attempts'),
          s.val(now).as('next_attempt_at'),
          s.val(now).as('created_at'),
        ])
        .where('s.is_active', '=', 1)
        .where((w) =>
          w.or([
            w('s.wants', '=', 'everything'),
            w.exists(
              w
                .selectFrom('push_follows as f')
                .select('f.target')
                .whereRef('f.subscription_id', '=', 's.id')
                .where('f.target', '=', target),
            ),
          ]),
        ),
    )
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0)
}

/** One UPDATE … RETURNING (with the rows locked on PostgreSQL), so two claimers can never take the same job. */
export async function claimDuePushJobs(db: Db, limit: number, now: Date): Promise<ClaimedPushJob[]> {
  const due = skipLockedRows(
    db,
    db
      .selectFrom('push_jobs as j')
      .innerJoin('push_subscriptions as s', 's.id', 'j.subscription_id')
      .select('j.id')
      .where('j.status', '=', 'pending')
      .where('j.next_attempt_at', '<=', now.toISOString())
      .where('s.is_active', '=', 1)
      .orderBy('j.next_attempt_at')
      .orderBy('j.id')
      .limit(limit),
    'j',
  )
  const claimed = await db
    .updateTable('push_jobs')
    .set({ status: 'sending' })
    .where('id', 'in', due)
    .where('status', '=', 'pending')
    .returning('id')
    .execute()
  if (claimed.length === 0) return []
  const rows = await db
    .selectFrom('push_jobs as j')
    .innerJoin('push_subscriptions as s', 's.id', 'j.subscription_id')
    .select(['j.id', 'j.subscription_id', 'j.attempts', 'j.payload', 's.endpoint', 's.p256dh_key', 's.auth_key'])
    .where(
      'j.id',
      'in',
      claimed.map((c) => c.id),
    )
    .orderBy('j.id')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    subscriptionId: r.subscription_id,
    attempts: r.attempts,
    payload: r.payload,
    // enqueueStoryPush wrote this text from a checked PushPayload.
    storyId: (JSON.parse(r.payload) as PushPayload).id,
    endpoint: r.endpoint,
    p256dhKey: r.p256dh_key,
    authKey: r.auth_key,
  }))
}

/**
 * Delivered jobs are done. On SQLite this one commit does not wait for the disk (synchronous =
 * NORMAL while it runs, on the connection it holds): in WAL mode it survives the process being
 * killed all the same, and the next commit that does wait carries it through a power cut too.
 * Lost in a power cut, it costs duplicate notifications, never a missing one. The queue commits
 * this every few deliveries, and waiting for the disk that often made a fan-out to 10,000
 * subscriptions about a third slower. A PostgreSQL commit does not block our thread.
 */
export async function markPushJobsDone(db: Db, ids: number[]): Promise<void> {
  const markDone = (conn: Db) =>
    conn.updateTable('push_jobs').set({ status: 'done', last_error: null }).where('id', 'in', ids).execute()
  if (isPostgres(db)) {
    await markDone(db)
    return
  }
  await db.connection().execute(async (conn) => {
    const { rows } = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(conn)
    await sql`PRAGMA synchronous = NORMAL`.execute(conn)
    try {
      await markDone(conn)
    } finally {
      await sql`PRAGMA synchronous = ${sql.raw(String(rows[0]!.synchronous))}`.execute(conn)
    }
  })
}

/** Claimed jobs that were never sent: pending again, due as they were. */
export async function releasePushJobs(db: Db, ids: number[]): Promise<void> {
  await db
    .updateTable('push_jobs')
    .set({ status: 'pending' })
    .where('id', 'in', ids)
    .where('status', '=', 'sending')
    .execute()
}

export async function markPushJobFailed(db: Db, id: number, attempts: number, error: string): Promise<void> {
  await db
    .updateTable('push_jobs')
    .set({ status: 'failed', attempts, last_error: error })
    .where('id', '=', id)
    .execute()
}

export async function schedulePushRetry(db: Db, id: number, attempts: number, at: Date, error: string): Promise<void> {
  await db
    .updateTable('push_jobs')
    .set({ status: 'pending', attempts, next_attempt_at: at.toISOString(), last_error: error })
    .where('id', '=', id)
    .execute()
}

/** 404/410: the browser dropped the subscription. Stop using it, and drop what is still queued for
 * it. Three writes: the caller runs them in one transaction. */
export async function settleGoneSubscription(
  trx: Db,
  job: { id: number; subscriptionId: string },
  error: string,
): Promise<void> {
  await trx.updateTable('push_subscriptions').set({ is_active: 0 }).where('id', '=', job.subscriptionId).execute()
  await trx.updateTable('push_jobs').set({ status: 'done', last_error: error }).where('id', '=', job.id).execute()
  await trx
    .updateTable('push_jobs')
    .set({ status: 'failed', last_error: 'subscription gone' })
    .where('subscription_id', '=', job.subscriptionId)
    .where('status', '=', 'pending')
    .execute()
}

/** After a crash, jobs left 'sending' may or may not have reached the push service: send them again. */
export async function resetInterrupted(db: Db): Promise<number> {
  const result = await db
    .updateTable('push_jobs')
    .set({ status: 'pending' })
    .where('status', '=', 'sending')
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export async function pruneFinishedPushJobs(db: Db, before: Date): Promise<void> {
  await db
    .deleteFrom('push_jobs')
    .where('status', 'in', ['done', 'failed'])
    .where('created_at', '<', before.toISOString())
    .execute()
}
