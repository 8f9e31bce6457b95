import { describe, expect, it } from 'vitest'
import { subscriptionBody } from './push-opt-in.ts'

const makeSubscription = (keys: Partial<Record<PushEncryptionKeyName, Uint8Array>>) =>
  ({
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    getKey: (name: PushEncryptionKeyName) => (keys[name]?.buffer as ArrayBuffer | undefined) ?? null,
  }) as unknown as PushSubscription

describe('subscriptionBody', () => {
  it('sends the endpoint, both keys as base64url, and the user agent', () => {
    const body = subscriptionBody(
      makeSubscription({ p256dh: new Uint8Array([0xfb, 0xff]), auth: new Uint8Array([1, 2, 3]) }),
      'Agent/1',
    )
    expect(body).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      p256dhKey: '-_8',
      authKey: 'AQID',
      userAgent: 'Agent/1',
    })
  })

  it('sends an empty string for a key the browser does not give', () => {
    const body = subscriptionBody(makeSubscription({}), 'Agent/1')
    expect([body.p256dhKey, body.authKey]).toEqual(['', ''])
  })
})
