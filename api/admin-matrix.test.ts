// Every admin call of the endpoint table refuses a request without valid admin credentials with
// 401 and writes nothing: no credentials, a wrong x-admin-password, and the cookie of a session
// that has logged out.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, FIXTURES, TEST_ADMIN_PASSWORD, type TestApp } from './testing/build-test-app.ts'
import { makeStory } from './testing/builders.ts'
import { multipart } from './testing/multipart.ts'
import { SESSION_COOKIE } from './plugins/auth.ts'
import { API, type Endpoint } from '../db/schema/api.ts'

let t: TestApp
let storyId: string
let commentId: string
let loggedOutCookie: string

beforeAll(async () => {
  t = await buildTestApp()
  storyId = (await makeStory(t.app)).id
  commentId = (await t.app.inject({ method: 'POST', url: `/api/stories/${storyId}/comments`, payload: { content: 'Keep me' } })).json().id
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: TEST_ADMIN_PASSWORD } })
  const cookie = login.cookies.find((c) => c.name === SESSION_COOKIE)!
  loggedOutCookie = `${cookie.name}=${cookie.value}`
  await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: loggedOutCookie } })
})
afterAll(async () => { await t.close() })

const ADMIN_ENDPOINTS = Object.entries(API).filter(([, endpoint]) => 'admin' in endpoint && endpoint.admin) as Array<[string, Endpoint]>

/** A request the endpoint would accept from the admin: a real id, and a body of the right kind. */
async function requestFor(name: string, endpoint: Endpoint) {
  const id = name === 'deleteComment' ? commentId : storyId
  const url = endpoint.path.replace(':id', id)
  if (name === 'uploadBackgroundMusic') {
    const audio = { name: 'intruder.mp3', data: fs.readFileSync(path.join(FIXTURES, 'audio', 'notags.mp3')) }
    return { url, ...(await multipart({ title: 'Intruder' }, { audio })) }
  }
  if (endpoint.bodyType === 'form') return { url, ...(await multipart({ title: 'Intruder', content: 'Should never be saved', silent: 'true' })) }
  return { url, payload: endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : {}, headers: {} }
}

const CREDENTIALS: Record<string, () => Record<string, string>> = {
  'no credentials': () => ({}),
  'a wrong password': () => ({ 'x-admin-password': 'not the password' }),
  'a logged-out session cookie': () => ({ cookie: loggedOutCookie }),
}

async function snapshot() {
  const tables = ['stories', 'comments', 'background_music', 'changes', 'upload_tokens', 'sessions', 'media_files'] as const
  const rows = await Promise.all(tables.map((table) => t.app.db.selectFrom(table).selectAll().execute()))
  const media = fs.existsSync(t.config.mediaDir) ? fs.readdirSync(t.config.mediaDir, { recursive: true }) : []
  return JSON.stringify({ rows, media })
}

let client = 0
it('covers the admin calls', () => {
  expect(ADMIN_ENDPOINTS.map(([name]) => name)).toEqual(expect.arrayContaining(['createStory', 'deleteStory', 'deleteComment', 'clearAudioCache', 'uploadBackgroundMusic']))
})

describe.each(ADMIN_ENDPOINTS)('%s', (name, endpoint) => {
  it.each(Object.keys(CREDENTIALS))('answers 401 to %s and writes nothing', async (credentials) => {
    const before = await snapshot()
    const request = await requestFor(name, endpoint)
    const res = await t.app.inject({
      method: endpoint.method,
      url: request.url,
      payload: request.payload,
      headers: { ...request.headers, ...CREDENTIALS[credentials]!() },
      // A fresh address each time so the failed-attempt limit never answers instead.
      remoteAddress: `10.0.0.${++client}`,
    })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Admin access required' })
    expect(await snapshot()).toBe(before)
  })
})
