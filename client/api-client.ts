// The typed client of the API, derived from the endpoint table (contract/api.ts): one method per
// call, with typed path parameters, query, body and answer, used by the app and the service
// worker alike. At run time it needs only the routes (api-routes.ts); the schemas are types here. Every request
// includes credentials; JSON goes as JSON, forms as multipart (built here from the schema's fields), files as they are.
// A non-2xx answer or no answer is an ApiError. Answers are typed by the table, not checked again here: the server
// serializes every answer through the same schema, and checking on the phone would put a validator in the app's bundle.
import type { Static, TSchema } from 'typebox'
import type { Api } from '../contract/api.ts'
import { ROUTES, type EndpointName, type MediaAnswer, type Route } from '../contract/api-routes.ts'
import type { ApiError as ErrorBody } from '../contract/error.ts'
import { isErrorCode } from '../contract/error-codes.ts'
import { ApiError, HTTP_ERROR, NETWORK, OFFLINE, retryAfterMs } from './api-error.ts'
import { stallGuard, STALL_MS, type StallGuard } from './stall-guard.ts'

type Params<E> = E extends { params: infer P extends TSchema } ? { params: Static<P> } : { params?: undefined }
type Query<E> = E extends { query: infer Q extends TSchema } ? { query?: Static<Q> } : { query?: undefined }
/** A multipart body: the schema's fields, where text may be the form's own text ("3" for 3). */
type FormFields<S> = { [K in keyof S]: S[K] extends Blob | undefined ? S[K] : S[K] | string }
type BodyValue<E, B extends TSchema> = E extends { bodyType: 'form' }
  ? FormFields<Static<B>>
  : E extends { bodyType: 'bytes' }
    ? Blob | ArrayBuffer | Uint8Array
    : Static<B>
type Body<E> = E extends { body: infer B extends TSchema } ? { body: BodyValue<E, B> } : { body?: undefined }
/** Bytes sent so far of a body, and its size (uploads show their progress). */
export type UploadProgress = (sent: number, total: number) => void
export type CallInput<E> = Params<E> &
  Query<E> &
  Body<E> & {
    headers?: Record<string, string>
    signal?: AbortSignal
    /**
     * Only where XMLHttpRequest exists (pages and the data worker, not the service worker): fetch cannot report upload
     * progress.
     */
    onUploadProgress?: UploadProgress
  }
export type CallOutput<E> = E extends { responses: { 200: infer R extends TSchema } }
  ? Static<R>
  : E extends { responses: { 201: infer R extends TSchema } }
    ? Static<R>
    : void

/** Calls whose answer is JSON; media (files, the audio proxy) are addresses for <audio>/<img>. */
export type JsonEndpointName = { [K in EndpointName]: Api[K] extends { media: MediaAnswer } ? never : K }[EndpointName]
type Args<E> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>]
export type ApiClient = { [K in JsonEndpointName]: (...args: Args<Api[K]>) => Promise<CallOutput<Api[K]>> }

let base = ''
/** Tests (and nothing else) point the client at a server on another origin. */
export function setApiBase(url: string): void {
  base = url.replace(/\/$/, '')
}

let stallMs = STALL_MS
/** Tests (and nothing else) shorten how long a call may go without a sign of life. */
export function setStallMs(ms: number): void {
  stallMs = ms
}

type UrlInput = { params?: Record<string, string>; query?: Record<string, unknown> }

function buildUrl(endpoint: Route, input: UrlInput): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = input.params?.[name]
    if (value === undefined) throw new Error(`${endpoint.path} needs the parameter "${name}"`)
    return encodeURIComponent(value)
  })
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== null && value !== undefined) search.set(key, String(value))
  }
  const qs = search.toString()
  return `${base}${path}${qs ? `?${qs}` : ''}`
}

/** The address of a call, for what the browser loads itself (audio, images) or the worker routes. */
export function apiUrl<K extends EndpointName>(name: K, input: Params<Api[K]> & Query<Api[K]>): string {
  return buildUrl(ROUTES[name], input as UrlInput)
}

/** A form body always goes as multipart (its fields as text, files with their names), never by hand. */
function formData(body: object): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(body)) {
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key)
    else if (value !== undefined && value !== null) form.append(key, String(value))
  }
  return form
}

function encodeBody(endpoint: Route, body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {}
  if (endpoint.bodyType === 'bytes') return { body: body as BodyInit }
  if (endpoint.bodyType === 'form' && body !== null && typeof body === 'object') return { body: formData(body) }
  return { body: JSON.stringify(body), contentType: 'application/json' }
}

async function errorOf(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '')
  let parsed: Partial<ErrorBody> = {}
  try {
    parsed = JSON.parse(text)
  } catch {
    /* not our JSON: the text itself is the message */
  }
  return new ApiError(
    response.status,
    isErrorCode(parsed.code) ? parsed.code : HTTP_ERROR,
    `${response.status}: ${text || response.statusText}`,
    typeof parsed.message === 'string' ? parsed.message : undefined,
    retryAfterMs(response.headers),
    response.statusText,
  )
}

/** fetch's answer, from XMLHttpRequest, so the upload can report progress (and a chunk of the
 * answer, `onAnswer`, is a sign of life too). */
function sendWithProgress(
  url: string,
  init: RequestInit,
  onProgress: UploadProgress,
  onAnswer: () => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(init.method ?? 'GET', url)
    xhr.withCredentials = true
    xhr.responseType = 'blob'
    for (const [name, value] of Object.entries(init.headers as Record<string, string>))
      xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0)
    xhr.onprogress = onAnswer
    xhr.onload = () => {
      const headers = new Headers()
      for (const line of xhr.getAllResponseHeaders().trim().split(/\r?\n/)) {
        const at = line.indexOf(':')
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim())
      }
      const empty = xhr.status === 204 || xhr.status === 304
      resolve(
        new Response(empty ? null : (xhr.response as Blob), {
          status: xhr.status,
          statusText: xhr.statusText,
          headers,
        }),
      )
    }
    xhr.onerror = () => reject(new TypeError('Network request failed'))
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'))
    init.signal?.addEventListener('abort', () => xhr.abort())
    xhr.send(init.body as XMLHttpRequestBodyInit | null)
  })
}

async function call(endpoint: Route, input: CallInput<Route> = {}): Promise<unknown> {
  const { body, contentType } = encodeBody(endpoint, input.body)
  const headers: Record<string, string> = { ...input.headers }
  if (contentType) headers['content-type'] = contentType
  const url = buildUrl(endpoint, input as UrlInput)
  // A file goes through XMLHttpRequest where there is one (pages and the data worker), which tells
  // how much of it is sent. A call is given up when it shows no sign of life for a while
  // (stall-guard.ts): no answer, no step of its upload, no chunk of the answer. A file sent by fetch
  // (the service worker) shows no step, however well it goes, so it is left to the browser.
  const withFile = body !== undefined && typeof body !== 'string'
  const viaXhr = typeof XMLHttpRequest !== 'undefined' && (input.onUploadProgress !== undefined || withFile)
  const guard = viaXhr || !withFile ? stallGuard(stallMs, input.signal) : undefined
  const init: RequestInit = {
    method: endpoint.method,
    credentials: 'include',
    headers,
    body,
    signal: guard?.signal ?? input.signal,
  }
  try {
    const response = viaXhr
      ? await sendWithProgress(
          url,
          init,
          (sent, total) => {
            guard?.alive(total > 0 && sent >= total ? 'asked' : 'upload')
            input.onUploadProgress?.(sent, total)
          },
          () => guard?.alive('answer'),
        )
      : await fetch(url, init)
    return await answerOf(response, guard)
  } catch (error) {
    // The server's refusal, or a body that is not JSON, is the answer itself.
    if (error instanceof ApiError || error instanceof SyntaxError) throw error
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false
    const reason = guard?.stalled() ?? (error instanceof Error ? error.message : String(error))
    throw new ApiError(0, offline ? OFFLINE : NETWORK, reason)
  } finally {
    guard?.done()
  }
}

/** The answer's JSON; each chunk of its body is a sign of life, so a slow answer is waited for. */
async function answerOf(response: Response, guard: StallGuard | undefined): Promise<unknown> {
  if (!response.ok) throw await errorOf(response)
  if (response.status === 204) return undefined
  if (!guard || !response.body) return response.json()
  guard.alive('answer')
  const watched = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        guard.alive('answer')
        controller.enqueue(chunk)
      },
    }),
  )
  return new Response(watched).json()
}

/** The client: `api.getStory({ params: { id } })`, `api.logout()`. */
// Built from the routes, so its shape is ApiClient by construction; TypeScript cannot follow the
// mapping through Object.fromEntries, hence the one cast.
export const api = Object.fromEntries(
  Object.entries(ROUTES)
    .filter(([, route]) => !('media' in route))
    .map(([name, route]) => [name, (input?: CallInput<Route>) => call(route, input)]),
) as unknown as ApiClient

export { ApiError } from './api-error.ts'
