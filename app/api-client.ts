// The one HTTP client of the app. Every call includes credentials; JSON goes as JSON, forms as
// they are. A non-OK answer is an ApiError whose message is "status: body" (stories.md §8) and
// which also carries the server's code and person-facing message.
import type { ApiError as ApiErrorBody } from '../db/schema/error.ts'
import { retryAfterMs } from '../db/local/outbox.ts'

let base = ''
/** Tests (and nothing else) point the client at a server on another origin. */
export function setApiBase(url: string): void {
  base = url.replace(/\/$/, '')
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    /** The server's message for a person, when it sent one. */
    readonly serverMessage: string | undefined,
    bodyText: string,
    statusText: string,
    /** From Retry-After (a 429 or 503): how long the server asked us to wait. */
    readonly retryAfterMs?: number,
  ) {
    super(`${status}: ${bodyText || statusText}`)
  }
}

export { isRetryable, retryAfterMs } from '../db/local/outbox.ts'

type Query = Record<string, string | number | boolean | null | undefined>

function url(path: string, query?: Query): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.set(key, String(value))
  }
  const qs = params.toString()
  return `${base}${path}${qs ? `?${qs}` : ''}`
}

async function request<T>(method: string, path: string, init: { body?: unknown; query?: Query; headers?: Record<string, string> } = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData
  const headers: Record<string, string> = { ...init.headers }
  if (init.body !== undefined && !isForm) headers['content-type'] = 'application/json'
  const response = await fetch(url(path, init.query), {
    method,
    credentials: 'include',
    headers,
    body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
  })
  if (!response.ok) {
    const text = await response.text().catch(() => '')
    let parsed: Partial<ApiErrorBody> = {}
    try { parsed = JSON.parse(text) } catch { /* not JSON: the text itself is the message */ }
    throw new ApiError(response.status, parsed.code, parsed.message, text, response.statusText, retryAfterMs(response.headers))
  }
  if (response.status === 204) return undefined as T
  return (await response.json()) as T
}

export const api = {
  get: <T>(path: string, query?: Query) => request<T>('GET', path, { query }),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) => request<T>('POST', path, { body, headers }),
  put: <T>(path: string, body?: unknown, headers?: Record<string, string>) => request<T>('PUT', path, { body, headers }),
  delete: <T>(path: string, body?: unknown, headers?: Record<string, string>) => request<T>('DELETE', path, { body, headers }),
}
