// Every error answer has the contract's shape and one of its codes (ERROR_CODES), whoever refused
// the request: our catalogue, Ajv, the router, the body parsers, multipart's limits, the rate limit.
import Fastify, { type InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Value } from 'typebox/value'
import { ApiError, ERROR_CODES, type ErrorCode } from '../../contract/error.ts'
import { Errors } from '../errors.ts'
import { adminHeaders, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { multipart } from '../testing/multipart.ts'
import errors from './error-handler.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

type Request = InjectOptions
const json = { 'content-type': 'application/json' }
const login = (payload: string, headers: Record<string, string> = json): Request => ({
  method: 'POST',
  url: '/api/auth/login',
  headers,
  payload,
})

async function form(fields: Record<string, string>, files: Parameters<typeof multipart>[1] = {}): Promise<Request> {
  const body = await multipart(fields, files)
  return {
    method: 'POST',
    url: '/api/upload/character-image',
    headers: { ...adminHeaders, ...body.headers },
    payload: body.payload,
  }
}

function expectContractError(res: { statusCode: number; json: () => unknown }, status: number, code: ErrorCode): void {
  const body = res.json()
  expect(Value.Check(ApiError, body), JSON.stringify(body)).toBe(true)
  expect(body).toMatchObject({ statusCode: status, code })
  expect(res.statusCode).toBe(status)
}

describe('the error catalogue', () => {
  it('defines exactly the codes the contract lists', () => {
    const defined = Object.values(Errors).map((E) => (Reflect.construct(E, []) as { code: string }).code)
    expect(defined.sort()).toEqual([...ERROR_CODES].sort())
  })
})

describe('an error answer', () => {
  it.each<[string, () => Request | Promise<Request>, number, ErrorCode]>([
    ['an unknown API route', () => ({ method: 'GET', url: '/api/nope' }), 404, 'NOT_FOUND'],
    ['a method the route does not have', () => ({ method: 'PATCH', url: '/api/stories' }), 404, 'NOT_FOUND'],
    ['a body that is not JSON', () => login('{bad'), 400, 'BAD_REQUEST'],
    ['an empty JSON body', () => login(''), 400, 'BAD_REQUEST'],
    ['a content type no route reads', () => login('a,b', { 'content-type': 'text/csv' }), 415, 'BAD_REQUEST'],
    [
      'a content encoding the server does not know',
      () => login('{}', { ...json, 'content-encoding': 'zzz' }),
      415,
      'BAD_REQUEST',
    ],
    ['a gzip body that is not gzip', () => login('{}', { ...json, 'content-encoding': 'gzip' }), 400, 'BAD_REQUEST'],
    ['a body past the limit', () => login(JSON.stringify({ password: 'x'.repeat(2_000_000) })), 413, 'TOO_LARGE'],
    ['a field that fails its schema', () => login('{}'), 400, 'BAD_INPUT'],
    ['a URL the router cannot decode', () => ({ method: 'GET', url: '/api/stories/%zz' }), 400, 'BAD_REQUEST'],
    [
      'a path parameter past its length',
      () => ({ method: 'GET', url: `/api/stories/${'a'.repeat(200)}` }),
      414,
      'BAD_REQUEST',
    ],
    [
      'a second file where one is allowed',
      () => form({}, { image: { name: 'a.jpg', data: 'x' }, other: { name: 'b.jpg', data: 'y' } }),
      413,
      'TOO_LARGE',
    ],
    [
      'more form fields than allowed',
      () => form(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, 'v']))),
      413,
      'TOO_LARGE',
    ],
  ])('to %s has a code of the contract', async (_name, request, status, code) => {
    expectContractError(await t.app.inject(await request()), status, code)
  })

  it('to a login past the rate limit has a code of the contract', async () => {
    const from = { remoteAddress: '203.0.113.77' }
    for (let i = 0; i < 10; i++) await t.app.inject({ ...login(JSON.stringify({ password: `guess-${i}` })), ...from })
    expectContractError(
      await t.app.inject({ ...login(JSON.stringify({ password: 'again' })), ...from }),
      429,
      'TOO_MANY_ATTEMPTS',
    )
  })
})

describe('an unforeseen failure', () => {
  const app = Fastify()
  beforeAll(async () => {
    await app.register(errors)
    app.get('/throws', async () => {
      throw new Error('secret detail')
    })
    app.get('/odd-status', async () => {
      throw Object.assign(new Error('moved'), { statusCode: 302 })
    })
    app.get('/upstream', async () => {
      throw new Errors.UpstreamFailed('the source answered HTTP 404')
    })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
  })

  it.each([['/throws'], ['/odd-status']])('at %s answers INTERNAL and leaks nothing', async (url) => {
    const res = await app.inject({ method: 'GET', url })
    expectContractError(res, 500, 'INTERNAL')
    expect(res.body).not.toMatch(/secret|moved/)
  })

  it('of our own 5xx keeps its code and its words', async () => {
    const res = await app.inject({ method: 'GET', url: '/upstream' })
    expectContractError(res, 502, 'UPSTREAM_FAILED')
    expect(res.json()).toMatchObject({ message: 'The audio source could not be fetched: the source answered HTTP 404' })
  })
})
