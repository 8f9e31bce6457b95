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

const t = useTempDb()

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

  it('removing a subscription drops it and its queued jobs', async () => {
    const saved = await upsertPushSubscription(t.db, makeInput())
    await enqueueStoryPush(t.db, {
      type: 'story',
      id: crypto.randomUUID(),
      title: 't',
      body: 'b',
      url: '/read/x',
      image: null,
    })
    await removePushSubscription(t.db, saved.endpoint)
    expect(await findPushSubscription(t.db, saved.endpoint)).toBeUndefined()
    expect(await t.db.selectFrom('push_jobs').selectAll().execute()).toEqual([])
  })
})
