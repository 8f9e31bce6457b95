// Sends one Web Push message. web-push encrypts (aes128gcm); the VAPID signature is reused per push
// service (vapid-token.ts); we send the request ourselves with fetch, because web-push's sender only speaks https and the local test push
// service is plain http. The answer is reduced to what the queue must do next.
import webpush from 'web-push'
import type { VapidKeys } from './vapid.ts'
import { vapidAuthorization } from './vapid-token.ts'

export interface PushTarget {
  endpoint: string
  p256dhKey: string
  authKey: string
}

export type SendOutcome =
  | { kind: 'delivered' }
  | { kind: 'gone'; reason: string }
  | { kind: 'retry'; reason: string; retryAfterMs: number | undefined }
  | { kind: 'rejected'; reason: string }

/** How long a push service keeps an undelivered message for an offline device. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60
export const PUSH_SEND_TIMEOUT_MS = 10_000

/** Retry-After is either delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}

export interface SendOptions {
  /** RFC 8030 §5.4 Topic: the push service keeps only the newest undelivered message of a topic. */
  topic?: string
  timeoutMs?: number
}

export async function sendPush(
  target: PushTarget,
  payload: string,
  vapid: VapidKeys,
  { topic, timeoutMs = PUSH_SEND_TIMEOUT_MS }: SendOptions = {},
): Promise<SendOutcome> {
  let details: webpush.RequestDetails
  try {
    details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dhKey, auth: target.authKey } },
      payload,
      { headers: { Authorization: vapidAuthorization(target.endpoint, vapid) }, TTL: PUSH_TTL_SECONDS, topic },
    )
  } catch (error) {
    return { kind: 'rejected', reason: `cannot encrypt for this subscription: ${(error as Error).message}` }
  }
  // fetch sets Content-Length from the body itself and refuses a hand-made one.
  const headers = Object.fromEntries(Object.entries(details.headers)
    .filter(([name]) => name.toLowerCase() !== 'content-length')
    .map(([name, value]) => [name, String(value)]))

  let response: Response
  try {
    response = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (error as Error).message
    return { kind: 'retry', reason, retryAfterMs: undefined }
  }

  // The status decides; the body only needs draining so the connection can be reused.
  await response.arrayBuffer().catch(() => undefined)
  const status = response.status
  if (status >= 200 && status < 300) return { kind: 'delivered' }
  if (status === 404 || status === 410) return { kind: 'gone', reason: `push service answered ${status}` }
  if (status === 429 || status >= 500) {
    return { kind: 'retry', reason: `push service answered ${status}`, retryAfterMs: parseRetryAfter(response.headers.get('retry-after')) }
  }
  return { kind: 'rejected', reason: `push service answered ${status}` }
}
