// Background music on the real app: an upload becomes the one active track (and says so to
// /api/sync), the player finds it and streams it with Range, and every refused upload writes
// nothing: no credentials, missing parts, not audio, over the size cap.
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { adminHeaders, buildTestApp, FIXTURES, type TestApp } from '../testing/build-test-app.ts'
import { multipart, type TestFile } from '../testing/multipart.ts'
import type { Config } from '../config.ts'
import type { BackgroundMusic } from '../../contract/music.ts'
import type { SyncPage } from '../../contract/sync.ts'
import { TITLE_MAX } from '../../contract/common.ts'
import { storedMedia } from '../testing/stored-media.ts'
import { mp3ClaimingYears } from '../testing/forged-audio.ts'

const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, 'audio', name))
const mp3 = (name = 'id3v2.4.mp3'): TestFile => ({ name, data: fixture(name), type: 'audio/mpeg' })
const narration = fixture('narration-long.mp3')
const MISSING = { code: 'MISSING_INFORMATION', message: 'Missing Information: Please select a file and enter a title' }

let t: TestApp
afterEach(async () => {
  await t.close()
})
async function start(overrides: Partial<Config> = {}) {
  t = await buildTestApp(overrides)
}

async function upload(
  fields: Record<string, string>,
  files: Record<string, TestFile> = {},
  headers: Record<string, string> = adminHeaders,
) {
  const body = await multipart(fields, files)
  return t.app.inject({
    method: 'POST',
    url: '/api/background-music/upload',
    ...body,
    headers: { ...body.headers, ...headers },
  })
}

async function makeMusic(title = 'Nebula Drift', file = mp3()): Promise<BackgroundMusic> {
  const res = await upload({ title }, { audio: file })
  if (res.statusCode !== 201) throw new Error(`makeMusic failed: ${res.statusCode} ${res.body}`)
  return res.json()
}

/** Everything an upload could leave behind: rows, change log, media ledger and files. */
async function written() {
  const rows = await Promise.all(
    (['background_music', 'changes', 'media_files'] as const).map((table) =>
      t.app.db.selectFrom(table).selectAll().execute(),
    ),
  )
  const files = await storedMedia(t.app)
  return JSON.stringify({ rows, files })
}
/** The rows only: an audio file stored before the form turned out incomplete waits for the sweep. */
const musicRows = async () => JSON.stringify(await t.app.db.selectFrom('background_music').selectAll().execute())
const changeRows = async () => JSON.stringify(await t.app.db.selectFrom('changes').selectAll().execute())

describe('POST /api/background-music/upload', () => {
  it('stores the track and answers it, active, with its original file name', async () => {
    await start()
    const res = await upload({ title: 'Nebula Drift' }, { audio: mp3() })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({
      id: expect.any(String),
      title: 'Nebula Drift',
      filename: 'id3v2.4.mp3',
      audioFileUrl: expect.stringMatching(/^\/api\/audio\/[a-f0-9]{64}\.mp3$/),
      uploadedAt: expect.any(String),
      isActive: true,
    })
  })

  it('answers the same track when an upload with its id is sent again (a lost answer, the outbox replaying)', async () => {
    await start()
    const id = 'a3c5e0d2-7b1f-4c8e-9d2a-6f4b3e1c0d9f'
    const first = await upload({ id, title: 'Once' }, { audio: mp3() })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ id, title: 'Once', isActive: true })
    const changes = await changeRows()
    const again = await upload({ id, title: 'Once' }, { audio: mp3() })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(await t.app.db.selectFrom('background_music').select('id').execute()).toEqual([{ id }])
    expect(await changeRows()).toBe(changes)
    expect((await upload({ id: 'not-a-uuid', title: 'Bad' }, { audio: mp3() })).json()).toMatchObject({
      code: 'BAD_INPUT',
      message: 'id must be a background music id (a UUID).',
    })
  })

  it('makes the new track the only active one, and both changes reach /api/sync', async () => {
    await start()
    const first = await makeMusic('First light')
    const { cursor } = (await t.app.inject({ method: 'GET', url: '/api/sync' })).json() as SyncPage
    const second = await makeMusic('Second wind', mp3('notags.mp3'))
    const { changes } = (await t.app.inject({ method: 'GET', url: `/api/sync?since=${cursor}` })).json() as SyncPage
    expect(changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'backgroundMusic',
          op: 'put',
          id: first.id,
          data: expect.objectContaining({ isActive: false }),
        }),
        expect.objectContaining({
          type: 'backgroundMusic',
          op: 'put',
          id: second.id,
          data: expect.objectContaining({ isActive: true }),
        }),
      ]),
    )
    expect(changes).toHaveLength(2)
    const active = await t.app.db.selectFrom('background_music').select('id').where('is_active', '=', 1).execute()
    expect(active).toEqual([{ id: second.id }])
  })

  it('streams a file larger than the multipart default of 1 MB to the store intact', async () => {
    await start()
    const music = await makeMusic('Long narration', { name: 'narration-long.mp3', data: narration })
    const res = await t.app.inject({ method: 'GET', url: `/api/background-music/stream/${music.id}` })
    expect(res.rawPayload.equals(narration)).toBe(true)
  })

  it('accepts the file before the title', async () => {
    await start()
    const form = new FormData()
    form.append('audio', new Blob([new Uint8Array(fixture('notags.mp3'))], { type: 'audio/mpeg' }), 'notags.mp3')
    form.append('title', 'Title last')
    const response = new Response(form)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/background-music/upload',
      payload: Buffer.from(await response.arrayBuffer()),
      headers: { 'content-type': response.headers.get('content-type')!, ...adminHeaders },
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ title: 'Title last', filename: 'notags.mp3', isActive: true })
  })

  it('is for the admin only: 401 and nothing written', async () => {
    await start()
    const before = await written()
    const res = await upload({ title: 'Intruder' }, { audio: mp3() }, {})
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' })
    expect(await written()).toBe(before)
  })

  it.each<[string, Record<string, string>, Record<string, TestFile>]>([
    ['no title', {}, { audio: mp3() }],
    ['a blank title', { title: '   ' }, { audio: mp3() }],
    ['no file', { title: 'Nebula Drift' }, {}],
    ['an empty file input', { title: 'Nebula Drift' }, { audio: { name: '', data: '' } }],
  ])('refuses %s with 400 MISSING_INFORMATION and writes no row', async (_case, fields, files) => {
    await start()
    const [music, changes] = [await musicRows(), await changeRows()]
    const res = await upload(fields, files)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject(MISSING)
    expect([await musicRows(), await changeRows()]).toEqual([music, changes])
  })

  it('refuses a blank title sent before the file without storing the file', async () => {
    await start()
    const before = await written()
    expect((await upload({ title: ' ' }, { audio: mp3() })).json()).toMatchObject(MISSING)
    expect(await written()).toBe(before)
  })

  it('refuses a JSON body (it cannot carry the file) as missing information', async () => {
    await start()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/background-music/upload',
      headers: adminHeaders,
      payload: { title: 'No file' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject(MISSING)
  })

  it('refuses a file that is not audio with 400 AUDIO_TYPE and writes nothing', async () => {
    await start()
    const before = await written()
    const res = await upload(
      { title: 'Not music' },
      { audio: { name: 'notes.mp3', data: 'just some text, not audio at all', type: 'audio/mpeg' } },
    )
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'AUDIO_TYPE' })
    expect(await written()).toBe(before)
  })

  it('refuses audio claiming more than its bytes hold, as a track is refused, and writes nothing (issue 56)', async () => {
    await start()
    const before = await written()
    const res = await upload(
      { title: 'Forged length' },
      { audio: { name: 'years.mp3', data: mp3ClaimingYears(), type: 'audio/mpeg' } },
    )
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'AUDIO_UNREADABLE' })
    expect(await written()).toBe(before)
  })

  it('refuses a file over MAX_AUDIO_MB with 413 and writes nothing', async () => {
    await start({ maxAudioBytes: 50_000 })
    const before = await written()
    const res = await upload({ title: 'Too long' }, { audio: mp3() })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ code: 'TOO_LARGE' })
    expect(await written()).toBe(before)
  })

  it('takes a file of exactly MAX_AUDIO_MB', async () => {
    const file = mp3('notags.mp3')
    await start({ maxAudioBytes: file.data.length })
    expect((await upload({ title: 'Just fits' }, { audio: file })).statusCode).toBe(201)
  })

  it(`refuses a title longer than ${TITLE_MAX} characters`, async () => {
    await start()
    const res = await upload({ title: 'x'.repeat(TITLE_MAX + 1) }, { audio: mp3() })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'BAD_INPUT' })
  })
})

describe('GET /api/background-music/active', () => {
  it('answers 404 NO_BACKGROUND_MUSIC before any upload', async () => {
    await start()
    const res = await t.app.inject({ method: 'GET', url: '/api/background-music/active' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({
      code: 'NO_BACKGROUND_MUSIC',
      message: expect.stringMatching(/background music/i),
    })
  })

  it('answers the most recent upload', async () => {
    await start()
    await makeMusic('Old theme')
    const latest = await makeMusic('New theme', mp3('notags.mp3'))
    const res = await t.app.inject({ method: 'GET', url: '/api/background-music/active' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(latest)
  })
})

describe('GET /api/background-music/stream/:id', () => {
  it('sends the whole track with its type, cache-buster ignored', async () => {
    await start()
    const music = await makeMusic('Nebula Drift', { name: 'narration-long.mp3', data: narration })
    const res = await t.app.inject({ method: 'GET', url: `/api/background-music/stream/${music.id}?t=${Date.now()}` })
    expect(res.statusCode).toBe(200)
    expect(res.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'accept-ranges': 'bytes',
      'content-length': String(narration.length),
    })
    expect(res.rawPayload.equals(narration)).toBe(true)
  })

  it('answers a Range with 206 and exactly those bytes', async () => {
    await start()
    const music = await makeMusic('Nebula Drift', { name: 'narration-long.mp3', data: narration })
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/background-music/stream/${music.id}`,
      headers: { range: 'bytes=1000-1099' },
    })
    expect(res.statusCode).toBe(206)
    expect(res.headers['content-range']).toBe(`bytes 1000-1099/${narration.length}`)
    expect(res.rawPayload).toEqual(narration.subarray(1000, 1100))
  })

  it('answers 404 for a track that does not exist', async () => {
    await start()
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/background-music/stream/0b7e4a52-5f4e-4d7c-9a51-3f1c2f0e9d11',
    })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'BACKGROUND_MUSIC_NOT_FOUND' })
  })
})
