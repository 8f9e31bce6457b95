// One send against the local push service: what each answer means for the queue.
import webpush from 'web-push'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FakePushService } from '../../testing/fake-push-service.ts'
import { parseRetryAfter, sendPush } from './push-sender.ts'
import type { VapidKeys } from './vapid.ts'

let fake: FakePushService
const vapid: VapidKeys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:test@infinaeon.invalid' }
beforeAll(async () => {
  fake = await FakePushService.start()
})
afterAll(async () => {
  await fake.close()
})

describe('sendPush', () => {
  it('delivers a payload the push service can decrypt, signed with our VAPID key', async () => {
    const sub = fake.subscribe()
    const payload = JSON.stringify({ type: 'story', title: 'Ünïcode ✓' })
    expect(await sendPush(sub, payload, vapid)).toEqual({ kind: 'delivered' })
    const [received] = fake.deliveredTo(sub.endpoint)
    expect(received?.payload).toEqual(JSON.parse(payload))
    expect(received?.vapidKey).toBe(vapid.publicKey)
  })

  it.each([
    [404, 'gone'],
    [410, 'gone'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
    [400, 'rejected'],
    [413, 'rejected'],
  ] as const)('answers %i → %s', async (status, kind) => {
    const sub = fake.subscribe({ status })
    const outcome = await sendPush(sub, '{}', vapid)
    expect(outcome.kind).toBe(kind)
  })

  it('honours Retry-After on 429', async () => {
    const sub = fake.subscribe({ status: 429, retryAfter: '120' })
    expect(await sendPush(sub, '{}', vapid)).toMatchObject({ kind: 'retry', retryAfterMs: 120_000 })
  })

  it('retries when the push service does not answer in time', async () => {
    const sub = fake.subscribe({ status: 201, delayMs: 5_000 })
    const outcome = await sendPush(sub, '{}', vapid, { timeoutMs: 50 })
    expect(outcome).toMatchObject({ kind: 'retry', reason: 'no answer within 50 ms' })
  })

  it('retries when nothing listens at the endpoint', async () => {
    const closed = await FakePushService.start()
    const sub = closed.subscribe()
    await closed.close()
    expect((await sendPush(sub, '{}', vapid)).kind).toBe('retry')
  })

  it('rejects a subscription whose keys cannot be used, without sending', async () => {
    const sub = { ...fake.subscribe(), p256dhKey: 'AAAA' }
    const before = fake.received.length
    expect((await sendPush(sub, '{}', vapid)).kind).toBe('rejected')
    expect(fake.received.length).toBe(before)
  })
})

describe('parseRetryAfter', () => {
  it.each([
    ['30', 30_000],
    ['Wed, 21 Oct 2015 07:28:30 GMT', 30_000],
    [null, undefined],
    ['soon', undefined],
  ])('reads %s', (value, expected) => {
    expect(parseRetryAfter(value, Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(expected)
  })
})
