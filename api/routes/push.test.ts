// POST/DELETE /api/push-subscriptions and GET /api/push/public-key, on the real app.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { FakePushService } from '../testing/fake-push-service.ts'
import { isAllowedPushEndpoint } from '../services/push/push-subscription-rules.ts'

let fake: FakePushService
let t: TestApp
beforeAll(async () => {
  fake = await FakePushService.start()
})
afterAll(async () => {
  await fake.close()
})
/** Route tests run on a fresh app each; pure rule tests below need none. */
function withApp() {
  beforeEach(async () => {
    t = await buildTestApp({ pushExtraHosts: [fake.host] })
  })
  afterEach(async () => {
    await t.close()
  })
}

const save = (payload: object) => t.app.inject({ method: 'POST', url: '/api/push-subscriptions', payload })
const remove = (endpoint: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/push-subscriptions', payload: { endpoint } })
const rows = () => t.app.db.selectFrom('push_subscriptions').selectAll().execute()

describe('POST /api/push-subscriptions', () => {
  withApp()
  it('saves a subscription and answers 201 with it', async () => {
    const sub = fake.subscribe()
    const res = await save({ ...sub, userAgent: 'Firefox 140', userId: 'user_1_abc' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ ...sub, userAgent: 'Firefox 140', userId: 'user_1_abc', isActive: true })
  })

  it('accepts keys in standard base64 with padding, and stores them as base64url', async () => {
    const sub = fake.subscribe()
    const toBase64 = (k: string) => Buffer.from(k, 'base64url').toString('base64')
    const res = await save({
      endpoint: sub.endpoint,
      p256dhKey: toBase64(sub.p256dhKey),
      authKey: toBase64(sub.authKey),
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ p256dhKey: sub.p256dhKey, authKey: sub.authKey, userId: 'anonymous' })
  })

  it('keeps one row when the same endpoint subscribes twice', async () => {
    const sub = fake.subscribe()
    const first = await save(sub)
    const again = await save({ ...sub, authKey: fake.subscribe().authKey })
    expect(again.statusCode).toBe(201)
    expect(again.json().id).toBe(first.json().id)
    expect(await rows()).toHaveLength(1)
  })

  it.each([
    ['an unknown host', 'https://push.attacker.example/push/1'],
    ['plain http on a real push service', 'http://fcm.googleapis.com/fcm/send/1'],
    ['a real push service on another port', 'https://fcm.googleapis.com:8443/fcm/send/1'],
    ['a look-alike host', 'https://fcm.googleapis.com.attacker.example/fcm/send/1'],
    ['a loopback host not listed', 'http://127.0.0.1:1/push/1'],
    ['not a URL', 'fcm.googleapis.com/fcm/send/1'],
  ])('refuses %s', async (_, endpoint) => {
    const res = await save({ ...fake.subscribe(), endpoint })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('PUSH_ENDPOINT_NOT_ALLOWED')
    expect(await rows()).toEqual([])
  })

  it.each([
    ['p256dhKey', 'too short', { p256dhKey: Buffer.alloc(33, 2).toString('base64url') }],
    [
      'p256dhKey',
      'not on the curve',
      { p256dhKey: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url') },
    ],
    ['p256dhKey', 'empty', { p256dhKey: '' }],
    ['authKey', '8 bytes', { authKey: Buffer.alloc(8).toString('base64url') }],
    ['authKey', 'empty', { authKey: '' }],
  ])('refuses %s: %s', async (field, _, change) => {
    const res = await save({ ...fake.subscribe(), ...change })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'BAD_INPUT' })
    expect(res.json().message).toContain(field)
    expect(await rows()).toEqual([])
  })
})

describe('isAllowedPushEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/x',
    'https://android.googleapis.com/gcm/send/x',
    'https://updates.push.services.mozilla.com/wpush/v2/x',
    'https://eu.push.services.mozilla.com/wpush/v2/x',
    'https://web.push.apple.com/QO3x',
    'https://api.push.apple.com/3/device/x',
    'https://wns2-by3p.notify.windows.com/w/?token=x',
  ])('accepts %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, [])).toBe(true)
  })

  it('accepts a listed extra host by name or by name and port, over http too', () => {
    expect(isAllowedPushEndpoint('http://localhost:9000/push/1', ['localhost'])).toBe(true)
    expect(isAllowedPushEndpoint('http://127.0.0.1:9000/push/1', ['127.0.0.1:9000'])).toBe(true)
    expect(isAllowedPushEndpoint('http://127.0.0.1:9001/push/1', ['127.0.0.1:9000'])).toBe(false)
  })
})

describe('DELETE /api/push-subscriptions', () => {
  withApp()
  it('removes the subscription', async () => {
    const sub = fake.subscribe()
    await save(sub)
    expect((await remove(sub.endpoint)).statusCode).toBe(204)
    expect(await rows()).toEqual([])
  })

  it('answers 204 for an endpoint it does not know', async () => {
    expect((await remove('https://fcm.googleapis.com/fcm/send/unknown')).statusCode).toBe(204)
  })
})

describe('GET /api/push/public-key', () => {
  withApp()
  it('answers the same VAPID public key after a rebuild on the same data folder', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).json()
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65)
    await t.app.close()
    t.app = await buildApp(t.config)
    const second = (await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).json()
    expect(second).toEqual(first)
  })
})
