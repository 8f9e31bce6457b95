// The persisted push queue: jobs commit with the story, are claimed once, and survive a crash.
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { useTempDb } from './testing/temp-db.ts'
import { isPostgres } from './dialect/is-postgres.ts'
import {
  claimDuePushJobs,
  enqueueStoryPush,
  markPushJobsDone,
  resetInterrupted,
  settleGoneSubscription,
} from './push-jobs.ts'
import { markPushSubscriptionInactive, upsertPushSubscription } from './push-subscriptions.ts'
import type { FollowChoice } from './push-follows.ts'
import type { PushPayload } from '../../contract/push.ts'
import { STANDALONE_TARGET } from '../../contract/limits.ts'

const t = useTempDb()

const NOW = new Date('2030-01-01T00:00:00Z')
const payload: PushPayload = { type: 'story', id: randomUUID(), title: 'T', body: 'B', url: '/read/x', image: null }

async function subscribeMany(n: number) {
  const subs = []
  for (let i = 0; i < n; i++) {
    subs.push(
      await upsertPushSubscription(t.db, {
        endpoint: `https://fcm.googleapis.com/fcm/send/${i}`,
        p256dhKey: 'k',
        authKey: 'a',
        userId: 'u',
        userAgent: '',
      }),
    )
  }
  return subs
}

const statuses = async () =>
  (await t.db.selectFrom('push_jobs').select('status').orderBy('id').execute()).map((r) => r.status)

describe('push jobs', () => {
  it('enqueues nothing when the publishing transaction rolls back', async () => {
    await subscribeMany(2)
    await expect(
      t.db.transaction().execute(async (trx) => {
        expect(await enqueueStoryPush(trx, payload, STANDALONE_TARGET)).toBe(2)
        throw new Error('story insert failed')
      }),
    ).rejects.toThrow('story insert failed')
    expect(await statuses()).toEqual([])
  })

  it('stores the payload as the JSON to send', async () => {
    await subscribeMany(1)
    await enqueueStoryPush(t.db, payload, STANDALONE_TARGET)
    const [job] = await claimDuePushJobs(t.db, 10, new Date())
    expect(JSON.parse(job?.payload ?? '')).toEqual(payload)
    expect(job?.storyId).toBe(payload.id)
  })

  it('claims at most the batch size, and never the same job twice', async () => {
    await subscribeMany(5)
    await enqueueStoryPush(t.db, payload, STANDALONE_TARGET)
    const later = new Date(Date.now() + 1000)
    const [a, b] = await Promise.all([claimDuePushJobs(t.db, 3, later), claimDuePushJobs(t.db, 3, later)])
    expect(a).toHaveLength(3)
    expect(b).toHaveLength(2)
    expect(new Set([...a!, ...b!].map((j) => j.id)).size).toBe(5)
    expect(await claimDuePushJobs(t.db, 3, later)).toEqual([])
  })

  it('does not claim a job before its next attempt is due', async () => {
    await subscribeMany(1)
    await enqueueStoryPush(t.db, payload, STANDALONE_TARGET)
    await t.db
      .updateTable('push_jobs')
      .set({ next_attempt_at: new Date(NOW.getTime() + 1).toISOString() })
      .execute()
    expect(await claimDuePushJobs(t.db, 10, NOW)).toEqual([])
    expect(await claimDuePushJobs(t.db, 10, new Date(NOW.getTime() + 1))).toHaveLength(1)
  })

  it('marks delivered jobs done, and every later commit on SQLite still waits for the disk', async () => {
    await subscribeMany(3)
    await enqueueStoryPush(t.db, payload, STANDALONE_TARGET)
    const jobs = await claimDuePushJobs(t.db, 2, new Date(Date.now() + 1000))
    const synchronous = async () => (isPostgres(t.db) ? [] : (await sql`PRAGMA synchronous`.execute(t.db)).rows)
    const before = await synchronous()
    await markPushJobsDone(
      t.db,
      jobs.map((job) => job.id),
    )
    expect(await statuses()).toEqual(['done', 'done', 'pending'])
    expect(await synchronous()).toEqual(before)
  })

  it('puts jobs a crash left sending back to pending', async () => {
    await subscribeMany(3)
    await enqueueStoryPush(t.db, payload, STANDALONE_TARGET)
    await claimDuePushJobs(t.db, 2, new Date(Date.now() + 1000))
    expect(await statuses()).toEqual(['sending', 'sending', 'pending'])
    expect(await resetInterrupted(t.db)).toBe(2)
    expect(await statuses()).toEqual(['pending', 'pending', 'pending'])
  })

  it('a gone subscription settles its job and fails what else is queued for it', async () => {
    const [sub] = await subscribeMany(1)
    await enqueueStoryPush(t.db, payload, STANDALONE_TARGET)
    await enqueueStoryPush(t.db, { ...payload, id: randomUUID() }, STANDALONE_TARGET)
    const [job] = await claimDuePushJobs(t.db, 1, new Date(Date.now() + 1000))
    await settleGoneSubscription(t.db, { id: job!.id, subscriptionId: sub!.id }, 'push service answered 410')
    expect(await statuses()).toEqual(['done', 'failed'])
    const row = await t.db.selectFrom('push_subscriptions').select('is_active').executeTakeFirstOrThrow()
    expect(row.is_active).toBe(0)
  })

  describe('who a publish goes to', () => {
    const S = randomUUID()
    const T = randomUUID()
    /** A everything; B, C, D followed (S, T, standalone); E everything but inactive; F followed, nothing. */
    async function readers() {
      const save = (name: string, choice: FollowChoice) =>
        upsertPushSubscription(
          t.db,
          {
            endpoint: `https://fcm.googleapis.com/fcm/send/${name}`,
            p256dhKey: 'k',
            authKey: 'a',
            userId: 'u',
            userAgent: '',
          },
          choice,
        )
      const subs = {
        A: await save('A', {}),
        B: await save('B', { wants: 'followed', follows: [S] }),
        C: await save('C', { wants: 'followed', follows: [T] }),
        D: await save('D', { wants: 'followed', follows: [STANDALONE_TARGET] }),
        E: await save('E', { follows: [S, STANDALONE_TARGET] }),
        F: await save('F', { wants: 'followed' }),
      }
      await markPushSubscriptionInactive(t.db, subs.E.id)
      return new Map(Object.entries(subs).map(([name, sub]) => [sub.id, name]))
    }

    it.each([
      ['an episode of S', ['A', 'B'], S],
      ['an episode of T', ['A', 'C'], T],
      ['a standalone story', ['A', 'D'], STANDALONE_TARGET],
      ['an episode of a series nobody follows', ['A'], randomUUID()],
    ])('%s goes to %j', async (_, expected, target) => {
      const names = await readers()
      expect(await enqueueStoryPush(t.db, payload, target)).toBe(expected.length)
      const jobs = await t.db.selectFrom('push_jobs').select('subscription_id').execute()
      expect(jobs.map((job) => names.get(job.subscription_id)).sort()).toEqual(expected)
    })
  })
})
