// The one error of every API call, for the app and the worker alike: the HTTP status (0 when the
// server was never reached), the server's stable code, and its message for a person. What a
// person reads is worded from the code by the app's catalogue (app/lib/error-text.ts).
export const NETWORK = 'NETWORK'
export const OFFLINE = 'OFFLINE'

export class ApiError extends Error {
  constructor(
    /** 0: no answer (offline, DNS, refused, aborted). */
    readonly status: number,
    /** The server's catalogue code (TOO_MANY_COMMENTS…), or NETWORK / OFFLINE, or HTTP_<status>. */
    readonly code: string,
    /** stories.md §8: "status: body", or why the request never arrived. */
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

/** Worth trying again later: never arrived, or the server failed, timed out or asked to wait. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  return error.status === 0 || error.status >= 500 || error.status === 429 || error.status === 408
}

/** Retry-After in seconds (the only form our server sends), as milliseconds. */
export function retryAfterMs(headers: Headers): number | undefined {
  const value = headers.get('retry-after')
  const seconds = value === null ? NaN : Number(value)
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined
}
