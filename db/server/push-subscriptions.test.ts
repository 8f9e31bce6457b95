// Subscription rows: one per endpoint, refreshed and re-activated when a browser subscribes again.
import { describe, expect, it } from 'vitest'
import { useTempDb } from './testing/temp-db.ts'
import {
  findPushSubscription,
  listActivePushSubscriptions,
  markPushSubscriptionInactive,
  removePushSubscription,
  upsertPushSubscription,
  type PushSubscriptionInput,
} from './push-subscriptions.ts'
import { enqueueStoryPush } from './push-jobs.ts'
import { STANDALONE_TARGET } from '../../contract/limits.ts'

const t = useTempDb()
const SERIES = '7a1c6f1e-5b0e-4c55-9a53-1f0e6d2b8a01'

function makeInput(overrides: Partial<PushSubscriptionInput> = {}): PushSubscriptionInput {
  return {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    p256dhKey: 'key-1',
    authKey: 'auth-1',
    userId: 'user_1_x',
    userAgent: 'Firefox',
    ...overrides,
  }
}

describe('push subscriptions', () => {
  it('saves a subscription as active, in the wire shape', async () => {
    const saved = await upsertPushSubscription(t.db, makeInput())
    expect(saved).toMatchObject({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      p256dhKey: 'key-1',
      authKey: 'auth-1',
      isActive: true,
    })
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await findPushSubscription(t.db, saved.endpoint)).toEqual(saved)
  })

  it('keeps one row per endpoint: a second save updates the keys and re-activates it', async () => {
    const first = await upsertPushSubscription(t.db, makeInput())
    await markPushSubscriptionInactive(t.db, first.id)
    const second = await upsertPushSubscription(t.db, makeInput({ p256dhKey: 'key-2', authKey: 'auth-2' }))
    expect(second).toMatchObject({
      id: first.id,
      createdAt: first.createdAt,
      p256dhKey: 'key-2',
      authKey: 'auth-2',
      isActive: true,
    })
    expect(await t.db.selectFrom('push_subscriptions').selectAll().execute()).toHaveLength(1)
  })

  it('lists only active subscriptions', async () => {
    const a = await upsertPushSubscription(t.db, makeInput({ endpoint: 'https://fcm.googleapis.com/fcm/send/a' }))
    const b = await upsertPushSubscription(t.db, makeInput({ endpoint: 'https://fcm.googleapis.com/fcm/send/b' }))
    await markPushSubscriptionInactive(t.db, a.id)
    expect((await listActivePushSubscriptions(t.db)).map((s) => s.id)).toEqual([b.id])
  })

  it('removing a subscription drops it, its queued jobs and its follows', async () => {
    const saved = await upsertPushSubscription(t.db, makeInput(), { follows: [STANDALONE_TARGET] })
    await enqueueStoryPush(
      t.db,
      { type: 'story', id: crypto.randomUUID(), title: 't', body: 'b', url: '/read/x', image: null },
      STANDALONE_TARGET,
    )
    expect(await t.db.selectFrom('push_follows').selectAll().execute()).toHaveLength(1)
    await removePushSubscription(t.db, saved.endpoint)
    expect(await findPushSubscription(t.db, saved.endpoint)).toBeUndefined()
    expect(await t.db.selectFrom('push_jobs').selectAll().execute()).toEqual([])
    expect(await t.db.selectFrom('push_follows').selectAll().execute()).toEqual([])
  })

  it('a new subscription wants everything and follows nothing unless the save says otherwise', async () => {
    expect(await upsertPushSubscription(t.db, makeInput())).toMatchObject({ wants: 'everything', follows: [] })
    const chosen = makeInput({ endpoint: 'https://fcm.googleapis.com/fcm/send/chosen' })
    expect(
      await upsertPushSubscription(t.db, chosen, { wants: 'followed', follows: [SERIES, STANDALONE_TARGET] }),
    ).toMatchObject({ wants: 'followed', follows: [SERIES, STANDALONE_TARGET].sort() })
  })

  it('a second save keeps what the subscription wants and follows, but for the part it gives', async () => {
    await upsertPushSubscription(t.db, makeInput(), { wants: 'followed', follows: [SERIES] })
    expect(await upsertPushSubscription(t.db, makeInput({ authKey: 'auth-2' }))).toMatchObject({
      wants: 'followed',
      follows: [SERIES],
    })
    expect(await upsertPushSubscription(t.db, makeInput(), { follows: [STANDALONE_TARGET] })).toMatchObject({
      wants: 'followed',
      follows: [STANDALONE_TARGET],
    })
    expect(await upsertPushSubscription(t.db, makeInput(), { wants: 'everything' })).toMatchObject({
      wants: 'everything',
      follows: [STANDALONE_TARGET],
    })
  })

  it('lists each active subscription with its own follows only', async () => {
    const a = await upsertPushSubscription(t.db, makeInput({ endpoint: 'https://fcm.googleapis.com/fcm/send/a' }), {
      follows: [SERIES],
    })
    const b = await upsertPushSubscription(t.db, makeInput({ endpoint: 'https://fcm.googleapis.com/fcm/send/b' }))
    const listed = await listActivePushSubscriptions(t.db)
    expect(listed).toHaveLength(2)
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: a.id, follows: [SERIES] }),
        expect.objectContaining({ id: b.id, follows: [] }),
      ]),
    )
  })
})
