// The VAPID Authorization header for a push service, signed once and reused until near its expiry
// (RFC 8292 allows up to 24 h). Signing (ES256) cost more than encrypting each message, so a fan-out
// to thousands of subscriptions on one push service now signs once instead of once per message.
import webpush from 'web-push'
import type { VapidKeys } from './vapid.ts'

/** How long a signed token is valid; push services accept up to 24 h. */
export const VAPID_TOKEN_LIFETIME_S = 12 * 60 * 60
/** A token this close to its expiry is signed again, so none expires in flight. */
export const VAPID_RESIGN_MARGIN_S = 60 * 60

const signed = new Map<string, { authorization: string; expiresAt: number }>()

/** The push service's origin (the JWT audience) for a subscription's endpoint. */
export const audienceOf = (endpoint: string) => new URL(endpoint).origin

export function vapidAuthorization(endpoint: string, vapid: VapidKeys, nowMs = Date.now()): string {
  const audience = audienceOf(endpoint)
  const key = `${vapid.publicKey} ${vapid.subject} ${audience}`
  const now = Math.floor(nowMs / 1000)
  const cached = signed.get(key)
  if (cached && cached.expiresAt - now > VAPID_RESIGN_MARGIN_S) return cached.authorization
  const expiresAt = now + VAPID_TOKEN_LIFETIME_S
  const { Authorization } = webpush.getVapidHeaders(
    audience,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
    expiresAt,
  )
  signed.set(key, { authorization: Authorization, expiresAt })
  return Authorization
}
