// A failure as plain data (Problem), and which are worth trying again; an answer that is not the
// server's own error (a proxy's page, a code the contract does not list) is HTTP_ERROR.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, setApiBase } from './api-client.ts'
import { ApiError, isRetryable, isRetryableProblem, problemOf, type Problem } from './api-error.ts'

describe('problemOf', () => {
  it.each<[string, unknown, Problem]>([
    [
      "a refusal: the server's sentence",
      new ApiError(409, 'ALBUM_TITLE_TAKEN', '409: {…}', 'Another album is already called "Dawn".'),
      { code: 'ALBUM_TITLE_TAKEN', message: 'Another album is already called "Dawn".', status: 409 },
    ],
    [
      'no sentence: the reason',
      new ApiError(502, 'HTTP_ERROR', '502: Bad Gateway'),
      { code: 'HTTP_ERROR', message: '502: Bad Gateway', status: 502 },
    ],
    [
      'offline',
      new ApiError(0, 'OFFLINE', 'Failed to fetch'),
      { code: 'OFFLINE', message: 'Failed to fetch', status: 0 },
    ],
    [
      "fetch's own failure",
      new TypeError('Failed to fetch'),
      { code: 'NETWORK', message: 'Failed to fetch', status: 0 },
    ],
    ['a fault in the app', new TypeError('x is undefined'), { code: 'INTERNAL', message: 'x is undefined', status: 0 }],
    ['a thrown string', 'boom', { code: 'INTERNAL', message: 'boom', status: 0 }],
  ])('%s', (_name, error, problem) => {
    expect(problemOf(error)).toEqual(problem)
  })

  it('survives IndexedDB and postMessage (a structured clone)', () => {
    const problem = problemOf(new ApiError(429, 'TOO_MANY_COMMENTS', '429', 'Your comment will be sent in 40 seconds.'))
    expect(structuredClone(problem)).toEqual(problem)
  })
})

describe('isRetryableProblem', () => {
  it.each<[number, boolean]>([
    [0, true],
    [500, true],
    [502, true],
    [408, true],
    [429, true],
    [400, false],
    [401, false],
    [404, false],
    [409, false],
  ])('status %i: %s', (status, retryable) => {
    expect(isRetryableProblem({ code: 'HTTP_ERROR', message: '', status })).toBe(retryable)
    expect(isRetryable(new ApiError(status, 'HTTP_ERROR', ''))).toBe(retryable)
  })

  it('does not retry what was never a call', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(false)
  })
})

describe("an answer that is not the server's own error", () => {
  let answer: { type: string; body: string } = { type: 'text/html', body: '' }
  const server = http.createServer((_req, res) => res.writeHead(502, { 'content-type': answer.type }).end(answer.body))
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    setApiBase(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it.each([
    ["a proxy's page", 'text/html', '<h1>Bad Gateway</h1>'],
    [
      'a code the contract does not list',
      'application/json',
      JSON.stringify({ statusCode: 502, code: 'FST_SOMETHING', message: 'x' }),
    ],
  ])('is HTTP_ERROR with its status: %s', async (_name, type, body) => {
    answer = { type, body }
    const error = await api.listSeries().catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 502, code: 'HTTP_ERROR' })
  })
})
