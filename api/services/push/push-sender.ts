// Sends one Web Push message. web-push encrypts (aes128gcm); the VAPID signature is reused per push
// service (vapid-token.ts); we send the request ourselves, because web-push's sender only speaks
// https and the local test push service is plain http. node:http(s) rather than fetch: fetch's web
// streams and per-request abort signal cost more than the encryption itself in a fan-out (bench P7).
// The answer is reduced to what the queue must do next.
import http from 'node:http'
import https from 'node:https'
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
  let answer: PushAnswer
  try {
    answer = await post(details.endpoint, details.headers, details.body, timeoutMs)
  } catch (error) {
    return { kind: 'retry', reason: (error as Error).message, retryAfterMs: undefined }
  }
  const { status } = answer
  if (status >= 200 && status < 300) return { kind: 'delivered' }
  if (status === 404 || status === 410) return { kind: 'gone', reason: `push service answered ${status}` }
  if (status === 429 || status >= 500) {
    return {
      kind: 'retry',
      reason: `push service answered ${status}`,
      retryAfterMs: parseRetryAfter(answer.retryAfter ?? null),
    }
  }
  return { kind: 'rejected', reason: `push service answered ${status}` }
}

interface PushAnswer {
  status: number
  retryAfter: string | undefined
}

/** One POST, redirects not followed. Rejects on a network error, or when the whole answer has not
 * arrived within `timeoutMs`. */
function post(
  endpoint: string,
  headers: http.OutgoingHttpHeaders,
  body: Buffer | null,
  timeoutMs: number,
): Promise<PushAnswer> {
  const send = new URL(endpoint).protocol === 'https:' ? https.request : http.request
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      clearTimeout(timer)
      reject(error)
    }
    const req = send(endpoint, { method: 'POST', headers }, (res) => {
      // The status decides; the body is only drained so the connection can be reused.
      res
        .resume()
        .on('error', fail)
        .on('end', () => {
          clearTimeout(timer)
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] })
        })
    })
    const timer = setTimeout(() => {
      fail(new Error(`no answer within ${timeoutMs} ms`))
      req.destroy()
    }, timeoutMs)
    req.on('error', fail).end(body ?? undefined)
  })
}
