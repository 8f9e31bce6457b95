// Every admin call of the endpoint table refuses a request without valid admin credentials with
// 401 and writes nothing: no credentials, a wrong x-admin-password, and the cookie of a session
// that has logged out, with a valid body and with one that breaks the route's rules (a stranger
// never learns them). A change sent with the admin's cookie from another site is refused with 403.
// The same requests succeed with the password and with the cookie from the hub itself, so each
// refusal is the admin check's.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, buildTestApp, FIXTURES, TEST_ADMIN_PASSWORD, type TestApp } from './testing/build-test-app.ts'
import {
  audioFixture,
  characterFields,
  linkFields,
  makeCharacter,
  makeLink,
  makeStory,
  makeTrack,
  trackFields,
} from './testing/builders.ts'
import { multipart } from './testing/multipart.ts'
import { SESSION_COOKIE } from './plugins/auth.ts'
import { API, type Endpoint } from '../contract/api.ts'
import { storedMedia } from './testing/stored-media.ts'

/** The rows the requests refer to. */
interface Ids {
  storyId: string
  commentId: string
  trackId: string
  albumId: string
  characterId: string
  linkId: string
  backupName: string
}

async function makeRows(app: TestApp['app']): Promise<Ids> {
  const storyId = (await makeStory(app)).id
  const track = await makeTrack(app)
  const commentId = (
    await app.inject({ method: 'POST', url: `/api/stories/${storyId}/comments`, payload: { content: 'Keep me' } })
  ).json().id
  const characterId = (await makeCharacter(app)).id
  const linkId = (await makeLink(app)).id
  await app.linkPreviews.settled()
  await app.backups.start()
  const backupName = (await app.backups.list()).backups[0]!.name
  return { storyId, commentId, trackId: track.id, albumId: track.albumId!, characterId, linkId, backupName }
}

let t: TestApp
let ids: Ids
let loggedOutCookie: string
let sessionCookie: string

async function logIn(app: TestApp['app']): Promise<string> {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: TEST_ADMIN_PASSWORD } })
  const cookie = login.cookies.find((c) => c.name === SESSION_COOKIE)!
  return `${cookie.name}=${cookie.value}`
}

beforeAll(async () => {
  t = await buildTestApp()
  ids = await makeRows(t.app)
  loggedOutCookie = await logIn(t.app)
  await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: loggedOutCookie } })
  sessionCookie = await logIn(t.app)
})
afterAll(async () => {
  await t.close()
})

const ADMIN_ENDPOINTS = Object.entries(API).filter(([, endpoint]) => 'admin' in endpoint && endpoint.admin) as Array<
  [string, Endpoint]
>
const ADMIN_WRITES = ADMIN_ENDPOINTS.filter(([, endpoint]) => endpoint.method !== 'GET')

/** A request the endpoint would accept from the admin: a real id, and a body of the right kind. */
async function requestFor(
  name: string,
  endpoint: Endpoint,
  { storyId, commentId, trackId, albumId, characterId, linkId, backupName }: Ids,
) {
  const idFor: Record<string, string> = {
    deleteComment: commentId,
    updateAlbum: albumId,
    deleteAlbum: albumId,
    deleteTrack: trackId,
    updateCharacter: characterId,
    deleteCharacter: characterId,
    deleteLink: linkId,
  }
  const url = endpoint.path.replace(':id', idFor[name] ?? storyId).replace(':name', backupName)
  const json = (payload: object) => ({ url, payload, headers: {} })
  if (name === 'createCharacter' || name === 'updateCharacter') return json(characterFields({ name: 'Intruder' }))
  if (name === 'createLink') return json(linkFields({ title: 'Intruder' }))
  if (name === 'reorderLinks') return json([{ id: linkId, sortOrder: 7 }])
  if (name === 'uploadCharacterImage' || name === 'uploadStoryPicture') {
    return {
      url,
      ...(await multipart(
        {},
        { image: { name: 'intruder.jpg', data: fs.readFileSync(path.join(FIXTURES, 'images', 'gps-DSCN0010.jpg')) } },
      )),
    }
  }
  if (name === 'uploadBackgroundMusic') {
    const audio = { name: 'intruder.mp3', data: fs.readFileSync(path.join(FIXTURES, 'audio', 'notags.mp3')) }
    return { url, ...(await multipart({ title: 'Intruder' }, { audio })) }
  }
  // A new album and a track in it: the upload writes both, so a 401 shows the admin check alone held it back.
  if (name === 'createTrack') {
    return {
      url,
      ...(await multipart(trackFields({ title: 'Intruder', albumTitle: 'Intruders' }), {
        audioFile: audioFixture('id3v2.4.mp3'),
      })),
    }
  }
  if (name === 'updateAlbum')
    return { url, ...(await multipart({ title: 'Intruder', artist: 'Nobody', description: 'Should never be saved' })) }
  if (endpoint.bodyType === 'form')
    return { url, ...(await multipart({ title: 'Intruder', content: 'Should never be saved', silent: 'true' })) }
  return { url, payload: endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : {}, headers: {} }
}

const CREDENTIALS: Record<string, () => Record<string, string>> = {
  'no credentials': () => ({}),
  'a wrong password': () => ({ 'x-admin-password': 'not the password' }),
  'a logged-out session cookie': () => ({ cookie: loggedOutCookie }),
}

async function snapshot() {
  const tables = [
    'stories',
    'comments',
    'albums',
    'tracks',
    'characters',
    'links',
    'background_music',
    'changes',
    'upload_tokens',
    'sessions',
    'media_files',
  ] as const
  const rows = await Promise.all(tables.map((table) => t.app.db.selectFrom(table).selectAll().execute()))
  const media = await storedMedia(t.app)
  const backups = fs.readdirSync(t.config.backupDir)
  return JSON.stringify({ rows, media, backups })
}

let client = 0
it('covers the admin calls', () => {
  expect(ADMIN_ENDPOINTS.map(([name]) => name)).toEqual(
    expect.arrayContaining([
      'createStory',
      'deleteStory',
      'deleteComment',
      'clearAudioCache',
      'uploadBackgroundMusic',
      'updateAlbum',
      'deleteAlbum',
      'createTrack',
      'deleteTrack',
      'createCharacter',
      'updateCharacter',
      'deleteCharacter',
      'uploadCharacterImage',
      'uploadStoryPicture',
      'createLink',
      'deleteLink',
      'reorderLinks',
      'listBackups',
      'startBackup',
      'downloadBackup',
    ]),
  )
})

describe.each(ADMIN_ENDPOINTS)('%s', (name, endpoint) => {
  it.each(Object.keys(CREDENTIALS))('answers 401 to %s and writes nothing', async (credentials) => {
    const before = await snapshot()
    const request = await requestFor(name, endpoint, ids)
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

describe.each(ADMIN_ENDPOINTS)('%s', (name, endpoint) => {
  it('answers 401 to a body that breaks its rules, sent without credentials', async () => {
    const before = await snapshot()
    const res = await t.app.inject({
      method: endpoint.method,
      url: endpoint.path.replace(':id', 'not-an-id'),
      payload: endpoint.method === 'GET' ? undefined : { name: 42, url: 'javascript:alert(1)', title: '' },
      remoteAddress: `10.0.0.${++client}`,
    })
    expect(res.statusCode, res.body).toBe(401)
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' })
    expect(await snapshot()).toBe(before)
  })
})

/** What a page of another site sends, in a modern browser and in an old one. */
const FROM_ANOTHER_SITE: Record<string, Record<string, string>> = {
  'another site (Origin and Sec-Fetch-Site)': { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  'a sibling subdomain (Sec-Fetch-Site same-site)': { origin: 'https://evil.localhost', 'sec-fetch-site': 'same-site' },
  'another site in an old browser (Origin only)': { origin: 'https://evil.example' },
}

describe.each(ADMIN_WRITES)("%s with the admin's cookie", (name, endpoint) => {
  it.each(Object.keys(FROM_ANOTHER_SITE))('answers 403 to a request from %s and writes nothing', async (site) => {
    const before = await snapshot()
    const request = await requestFor(name, endpoint, ids)
    const res = await t.app.inject({
      method: endpoint.method,
      url: request.url,
      payload: request.payload,
      headers: { ...request.headers, cookie: sessionCookie, ...FROM_ANOTHER_SITE[site]! },
    })
    expect(res.statusCode, res.body).toBe(403)
    expect(res.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' })
    expect(await snapshot()).toBe(before)
  })
})

/** The admin's proofs: the password header, and the session cookie sent from the hub's own page. */
const ADMIN_PROOFS: Record<string, (app: TestApp['app']) => Promise<Record<string, string>>> = {
  'the admin password': async () => adminHeaders,
  "the admin's cookie, from the hub itself": async (app) => ({
    cookie: await logIn(app),
    origin: 'http://localhost',
    'sec-fetch-site': 'same-origin',
  }),
}

describe.each(Object.keys(ADMIN_PROOFS))('with %s', (proof) => {
  it.each(ADMIN_ENDPOINTS)('%s succeeds on the same request', async (name, endpoint) => {
    const own = await buildTestApp()
    try {
      const request = await requestFor(name, endpoint, await makeRows(own.app))
      const res = await own.app.inject({
        method: endpoint.method,
        url: request.url,
        payload: request.payload,
        headers: { ...request.headers, ...(await ADMIN_PROOFS[proof]!(own.app)) },
      })
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200)
      expect(res.statusCode, res.body).toBeLessThan(300)
    } finally {
      await own.close()
    }
  })
})
