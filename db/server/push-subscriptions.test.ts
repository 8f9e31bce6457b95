// Subscription rows: one per endpoint, refreshed and re-activated when a browser subscribes again.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { connect, type Db } from './connect.ts'
import {
  findPushSubscription, listActivePushSubscriptions, markPushSubscriptionInactive, removePushSubscription,
  upsertPushSubscription, type PushSubscriptionInput,
} from './push-subscriptions.ts'
import { enqueueStoryPush } from './push-jobs.ts'

let dir: string
let db: Db
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-subs-'))
  db = await connect(path.join(dir, 'test.db'))
})
afterEach(async () => {
  await db.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
})

function makeInput(overrides: Partial<PushSubscriptionInput> = {}): PushSubscriptionInput {
  return { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', p256dhKey: 'key-1', authKey: 'auth-1', userId: 'user_1_x', userAgent: 'Firefox', ...overrides }
}

describe('push subscriptions', () => {
  it('saves a subscription as active, in the wire shape', async () => {
    const saved = await upsertPushSubscription(db, makeInput())
    expect(saved).toMatchObject({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', p256dhKey: 'key-1', authKey: 'auth-1', isActive: true })
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await findPushSubscription(db, saved.endpoint)).toEqual(saved)
  })

  it('keeps one row per endpoint: a second save updates the keys and re-activates it', async () => {
    const first = await upsertPushSubscription(db, makeInput())
    await markPushSubscriptionInactive(db, first.id)
    const second = await upsertPushSubscription(db, makeInput({ p256dhKey: 'key-2', authKey: 'auth-2' }))
    expect(second).toMatchObject({ id: first.id, createdAt: first.createdAt, p256dhKey: 'key-2', authKey: 'auth-2', isActive: true })
    expect(await db.selectFrom('push_subscriptions').selectAll().execute()).toHaveLength(1)
  })

  it('lists only active subscriptions', async () => {
    const a = await upsertPushSubscription(db, makeInput({ endpoint: 'https://fcm.googleapis.com/fcm/send/a' }))
    const b = await upsertPushSubscription(db, makeInput({ endpoint: 'https://fcm.googleapis.com/fcm/send/b' }))
    await markPushSubscriptionInactive(db, a.id)
    expect((await listActivePushSubscriptions(db)).map((s) => s.id)).toEqual([b.id])
  })

  it('removing a subscription drops it and its queued jobs', async () => {
    const saved = await upsertPushSubscription(db, makeInput())
    await enqueueStoryPush(db, { type: 'story', id: crypto.randomUUID(), title: 't', body: 'b', url: '/read/x', image: null })
    await removePushSubscription(db, saved.endpoint)
    expect(await findPushSubscription(db, saved.endpoint)).toBeUndefined()
    expect(await db.selectFrom('push_jobs').selectAll().execute()).toEqual([])
  })
})
