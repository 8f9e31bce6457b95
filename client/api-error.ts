// The one error of every API call, for the app and the worker alike: the HTTP status (0 when the
// server was never reached), the server's stable code, and its message for a person. What a
// person reads is worded from the code by the app's catalogue (app/lib/error-text.ts).
import type { ErrorCode } from '../contract/error.ts'

/**
 * The server's codes, and the client's own: NETWORK (no answer), OFFLINE (no answer, and the
 * device says it is offline), HTTP_ERROR (an answer that is not the server's JSON error, from a
 * proxy say, or a code this client does not know).
 */
export type ClientErrorCode = ErrorCode | 'NETWORK' | 'OFFLINE' | 'HTTP_ERROR'
export const NETWORK = 'NETWORK'
export const OFFLINE = 'OFFLINE'
export const HTTP_ERROR = 'HTTP_ERROR'

export class ApiError extends Error {
  constructor(
    /** 0: no answer (offline, DNS, refused, aborted). */
    readonly status: number,
    readonly code: ClientErrorCode,
    /** "status: body", or why the request never arrived. */
    message: string,
    /** The server's own sentence for a person, when it sent one. */
    readonly serverMessage?: string,
    /** From Retry-After (429, 503): how long the server asked us to wait. */
    readonly retryAfterMs?: number,
    /** The HTTP reason phrase ("Payload Too Large"), for the spec's "Upload failed: 413 …". */
    readonly statusText = '',
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/**
 * A failure as plain data: kept in IndexedDB (a refused outbox entry) and posted between the page
 * and the worker, where an Error would lose its class. `message` is the server's sentence when it
 * sent one, else why the call failed; status 0: no answer.
 */
export interface Problem {
  code: ClientErrorCode
  message: string
  status: number
}

/**
 * fetch's own failure (Chromium "Failed to fetch", Firefox "NetworkError when…", Safari "Load
 * failed", Node "fetch failed"), not a TypeError from a bug.
 */
const isFetchFailure = (error: unknown) =>
  error instanceof TypeError && /fetch|network|load failed/i.test(error.message)

/** Any failure as a Problem: an ApiError as the server said it, fetch's own NETWORK, the rest INTERNAL. */
export function problemOf(error: unknown): Problem {
  if (error instanceof ApiError)
    return { code: error.code, message: error.serverMessage ?? error.message, status: error.status }
  const message = error instanceof Error ? error.message : String(error)
  return { code: isFetchFailure(error) ? NETWORK : 'INTERNAL', message, status: 0 }
}

/** Worth trying again later: never arrived, or the server failed, timed out or asked to wait. */
export function isRetryableProblem({ status }: Problem): boolean {
  return status === 0 || status >= 500 || status === 429 || status === 408
}

/** isRetryableProblem for a thrown error: only a call's failure (an ApiError) is worth retrying. */
export function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && isRetryableProblem(problemOf(error))
}

/** Retry-After in seconds (the only form our server sends), as milliseconds. */
export function retryAfterMs(headers: Headers): number | undefined {
  const value = headers.get('retry-after')
  const seconds = value === null ? NaN : Number(value)
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined
}
