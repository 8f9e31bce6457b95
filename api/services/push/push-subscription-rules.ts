// Which push subscriptions we accept: only endpoints of known browser push services (the server
// will POST to that URL, so it must not be a way to make us call arbitrary hosts) and only keys we
// can actually encrypt for.
import { ECDH } from 'node:crypto'
import type { PushSubscriptionSave } from '../../../contract/push.ts'
import type { PushSubscriptionInput } from '../../../db/server/push-subscriptions.ts'
import { Errors } from '../../errors.ts'

const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
]
const PUSH_SERVICE_DOMAINS = ['.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com']
const ANONYMOUS_USER = 'anonymous'
const USER_AGENT_MAX = 512

/** Known services only over https on the default port; hosts in PUSH_EXTRA_HOSTS (tests) may use http. */
export function isAllowedPushEndpoint(endpoint: string, extraHosts: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (extraHosts.includes(url.host) || extraHosts.includes(url.hostname)) {
    return url.protocol === 'https:' || url.protocol === 'http:'
  }
  if (url.protocol !== 'https:' || url.port !== '') return false
  return PUSH_SERVICE_HOSTS.includes(url.hostname) || PUSH_SERVICE_DOMAINS.some((d) => url.hostname.endsWith(d))
}

/** Browsers hand keys out as base64url; some clients re-encode them as standard base64. */
function decodeKey(value: string): Buffer | undefined {
  const normalized = value.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
  if (!/^[A-Za-z0-9_-]*$/.test(normalized)) return undefined
  return Buffer.from(normalized, 'base64url')
}

function isP256Point(key: Buffer): boolean {
  if (key.length !== 65 || key[0] !== 0x04) return false
  try {
    ECDH.convertKey(key, 'prime256v1')
    return true
  } catch {
    return false
  }
}

export function checkSubscription(
  body: PushSubscriptionSave,
  extraHosts: readonly string[],
  userAgent = '',
): PushSubscriptionInput {
  if (!isAllowedPushEndpoint(body.endpoint, extraHosts)) throw new Errors.PushEndpointNotAllowed()
  const p256dh = decodeKey(body.p256dhKey)
  if (!p256dh || !isP256Point(p256dh)) {
    throw new Errors.BadInput(
      "p256dhKey must be the subscription's P-256 public key: 65 bytes, base64url-encoded (from getKey('p256dh')).",
    )
  }
  const auth = decodeKey(body.authKey)
  if (!auth || auth.length !== 16) {
    throw new Errors.BadInput(
      "authKey must be the subscription's 16-byte auth secret, base64url-encoded (from getKey('auth')).",
    )
  }
  return {
    endpoint: body.endpoint,
    p256dhKey: p256dh.toString('base64url'),
    authKey: auth.toString('base64url'),
    userId: body.userId || ANONYMOUS_USER,
    userAgent: (body.userAgent ?? userAgent).slice(0, USER_AGENT_MAX),
  }
}
