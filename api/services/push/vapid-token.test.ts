// The VAPID token is signed once per push service and keys, and again only near its expiry.
import { describe, expect, it } from 'vitest'
import webpush from 'web-push'
import { VAPID_RESIGN_MARGIN_S, VAPID_TOKEN_LIFETIME_S, vapidAuthorization } from './vapid-token.ts'

const keys = () => ({ ...webpush.generateVAPIDKeys(), subject: 'mailto:admin@example.com' })
const claims = (authorization: string) => {
  const token = /t=([^,]+)/.exec(authorization)![1]!
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    aud: string
    exp: number
    sub: string
  }
}

describe('vapidAuthorization', () => {
  it('signs once for a push service and reuses the token for its other subscriptions', () => {
    const vapid = keys()
    const now = Date.UTC(2026, 10, 23, 12)
    const first = vapidAuthorization('https://push.example.net/send/a', vapid, now)
    expect(vapidAuthorization('https://push.example.net/send/b', vapid, now + 60_000)).toBe(first)
    expect(claims(first)).toEqual({
      aud: 'https://push.example.net',
      exp: now / 1000 + VAPID_TOKEN_LIFETIME_S,
      sub: 'mailto:admin@example.com',
    })
  })
  it('signs apart for another push service or other keys', () => {
    const vapid = keys()
    const now = Date.UTC(2026, 10, 23, 12)
    const a = vapidAuthorization('https://push.example.net/x', vapid, now)
    const b = vapidAuthorization('https://updates.push.example.org/x', vapid, now)
    expect(claims(b).aud).toBe('https://updates.push.example.org')
    expect(b).not.toBe(a)
    expect(vapidAuthorization('https://push.example.net/x', keys(), now)).not.toBe(a)
  })
  it('signs again once the token nears its expiry', () => {
    const vapid = keys()
    const now = Date.UTC(2026, 10, 23, 12)
    const first = vapidAuthorization('https://push.example.net/x', vapid, now)
    const later = now + (VAPID_TOKEN_LIFETIME_S - VAPID_RESIGN_MARGIN_S + 1) * 1000
    const renewed = vapidAuthorization('https://push.example.net/x', vapid, later)
    expect(renewed).not.toBe(first)
    expect(claims(renewed).exp).toBe(Math.floor(later / 1000) + VAPID_TOKEN_LIFETIME_S)
  })
})
