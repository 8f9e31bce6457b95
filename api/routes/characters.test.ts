// Characters on the real app: the list (by name), the admin's add (a replay of its id changes
// nothing), edit and delete, each with its sync change; refused input changes nothing; the
// picture upload stores a re-encoded JPEG without EXIF or GPS, whose file goes once nothing uses it.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { adminHeaders, buildTestApp, FIXTURES, type TestApp } from '../testing/build-test-app.ts'
import { characterFields, makeCharacter, postCharacter } from '../testing/builders.ts'
import { multipart, type TestFile } from '../testing/multipart.ts'
import type { Character } from '../../contract/character.ts'
import type { SyncPage } from '../../contract/sync.ts'
import { ageStoredMedia, isStored, storedMedia } from '../testing/stored-media.ts'

const photo = (name = 'gps-DSCN0010.jpg'): TestFile => ({
  name,
  data: fs.readFileSync(path.join(FIXTURES, 'images', name)),
  type: 'image/jpeg',
})
const UNKNOWN = '0b7e4a52-5f4e-4d7c-9a51-3f1c2f0e9d11'

let t: TestApp
afterEach(async () => {
  await t.close()
})
async function start() {
  t = await buildTestApp()
}

const get = (url: string) => t.app.inject({ method: 'GET', url })
const characters = async () => (await get('/api/characters')).json() as Character[]
const syncAfter = async (cursor = '0') => (await get(`/api/sync?since=${cursor}`)).json() as SyncPage
const put = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/characters/${id}`, headers: adminHeaders, payload })
const remove = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/characters/${id}`, headers: adminHeaders })
async function upload(files: Record<string, TestFile>) {
  const body = await multipart({}, files)
  return t.app.inject({
    method: 'POST',
    url: '/api/upload/character-image',
    ...body,
    headers: { ...body.headers, ...adminHeaders },
  })
}
async function uploadedImage(file = photo()): Promise<string> {
  const res = await upload({ image: file })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().url
}

/** Rows a refused write must leave as they were. */
const rows = async () =>
  JSON.stringify(
    await Promise.all(
      (['characters', 'changes'] as const).map((table) => t.app.db.selectFrom(table).selectAll().execute()),
    ),
  )

describe('GET /api/characters', () => {
  it('lists the characters by name, whatever the case', async () => {
    await start()
    for (const name of ['pell Orrin', 'Ilen Varo', 'Asha Quell']) await makeCharacter(t.app, { name })
    const res = await get('/api/characters')
    expect(res.statusCode).toBe(200)
    expect((res.json() as Character[]).map((c) => c.name)).toEqual(['Asha Quell', 'Ilen Varo', 'pell Orrin'])
  })
})

describe('POST /api/characters', () => {
  it('answers 201 with the character as stored', async () => {
    await start()
    const res = await postCharacter(t.app)
    expect(res.statusCode).toBe(201)
    const character = res.json() as Character
    expect(character).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Ilen Varo',
      bio: characterFields().bio,
      image_url: null,
      faction: 'knights',
      role: 'Protagonist',
      aliases: [],
      firstStoryId: null,
      createdAt: expect.any(String),
    })
    expect(await characters()).toEqual([character])
  })

  it.each([
    ['empty strings', { faction: '', role: '' }],
    ['nulls', { faction: null, role: null }],
    ['nothing', { faction: undefined, role: undefined, image_url: undefined }],
  ])('takes %s as no faction and no role', async (_case, fields) => {
    await start()
    expect((await postCharacter(t.app, fields)).json()).toMatchObject({ faction: null, role: null, image_url: null })
  })

  it.each(['knights', 'curve', 'neutral'])('takes the faction %s', async (faction) => {
    await start()
    expect((await postCharacter(t.app, { faction })).json()).toMatchObject({ faction })
  })

  it.each(['Protagonist', 'Antagonist', 'Supporting', 'Minor'])('takes the role %s', async (role) => {
    await start()
    expect((await postCharacter(t.app, { role })).json()).toMatchObject({ role })
  })

  it('keeps the name and bio exactly as written', async () => {
    await start()
    const name = ' Ilen  Varo '
    const bio = '  First line.\n\n  Second, indented.  '
    expect((await postCharacter(t.app, { name, bio })).json()).toMatchObject({ name, bio })
  })

  it('records the character for /api/sync', async () => {
    await start()
    const { cursor } = await syncAfter()
    const character = await makeCharacter(t.app)
    expect((await syncAfter(cursor)).changes).toEqual([
      { type: 'character', op: 'put', id: character.id, data: character },
    ])
  })

  it('answers a replay of its id with 200 and the character already made, and changes nothing', async () => {
    await start()
    const id = crypto.randomUUID()
    const first = await postCharacter(t.app, { id })
    expect(first.statusCode).toBe(201)
    const before = await rows()
    for (const replay of [{ id }, { id: id.toUpperCase(), name: 'Someone else', bio: 'Another bio' }]) {
      const res = await postCharacter(t.app, replay)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual(first.json())
    }
    expect(await rows()).toBe(before)
  })

  it('takes a picture uploaded through /api/upload/character-image', async () => {
    await start()
    const image_url = await uploadedImage()
    const character = (await postCharacter(t.app, { image_url })).json() as Character
    expect(character.image_url).toBe(image_url)
    expect((await get(image_url)).statusCode).toBe(200)
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['no name', { name: undefined }, 'Name is required (at most 200 characters).'],
    ['a blank name', { name: ' \t ' }, 'Name is required (at most 200 characters).'],
    ['a null name', { name: null }, 'Name is required (at most 200 characters).'],
    ['a name over 200 characters', { name: 'n'.repeat(201) }, 'Name is required (at most 200 characters).'],
    ['no bio', { bio: undefined }, 'Bio is required (at most 2000 characters).'],
    ['a blank bio', { bio: '\n  \n' }, 'Bio is required (at most 2000 characters).'],
    ['a bio over 2000 characters', { bio: 'b'.repeat(2001) }, 'Bio is required (at most 2000 characters).'],
    ['an unknown faction', { faction: 'pirates' }, 'faction must be knights, curve, neutral, or empty for none.'],
    ['a faction in capitals', { faction: 'Knights' }, 'faction must be knights, curve, neutral, or empty for none.'],
    [
      'an unknown role',
      { role: 'Villain' },
      'role must be Protagonist, Antagonist, Supporting, Minor, or empty for none.',
    ],
    [
      'a picture on another site',
      { image_url: 'https://example.com/me.jpg' },
      'image_url must be an image uploaded through /api/upload/character-image, or null.',
    ],
    [
      'a script address as picture',
      { image_url: 'javascript:alert(1)' },
      'image_url must be an image uploaded through /api/upload/character-image, or null.',
    ],
    [
      'our audio as picture',
      { image_url: `/api/audio/${'a'.repeat(64)}.mp3` },
      'image_url must be an image uploaded through /api/upload/character-image, or null.',
    ],
    ['an id that is not a UUID', { id: 'character-1' }, 'id must be a character id (a UUID).'],
  ])('refuses %s with 400 BAD_INPUT naming the field, and stores nothing', async (_case, fields, message) => {
    await start()
    const before = await rows()
    const res = await postCharacter(t.app, fields)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'BAD_INPUT', message })
    expect(await rows()).toBe(before)
  })

  it('refuses a picture address of ours that was never uploaded with 400 MEDIA_MISSING', async () => {
    await start()
    const res = await postCharacter(t.app, { image_url: `/api/media/images/${'0'.repeat(64)}.jpg` })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'MEDIA_MISSING' })
    expect(await characters()).toEqual([])
  })
})

describe('PUT /api/characters/{id}', () => {
  it('changes the character and records it for /api/sync', async () => {
    await start()
    const character = await makeCharacter(t.app)
    const { cursor } = await syncAfter()
    const res = await put(character.id, {
      name: 'Ilen the Quiet',
      bio: 'Changed.',
      faction: 'curve',
      role: 'Antagonist',
    })
    expect(res.statusCode).toBe(200)
    const edited = { ...character, name: 'Ilen the Quiet', bio: 'Changed.', faction: 'curve', role: 'Antagonist' }
    expect(res.json()).toEqual(edited)
    expect(await characters()).toEqual([edited])
    expect((await syncAfter(cursor)).changes).toEqual([
      { type: 'character', op: 'put', id: character.id, data: edited },
    ])
  })

  it('keeps the picture, faction and role when they are not sent, and clears them when empty', async () => {
    await start()
    const image_url = await uploadedImage()
    const character = await makeCharacter(t.app, { image_url })
    expect((await put(character.id, { name: 'Kept', bio: 'Kept.' })).json()).toMatchObject({
      image_url,
      faction: 'knights',
      role: 'Protagonist',
    })
    expect(
      (await put(character.id, { name: 'Cleared', bio: 'Cleared.', image_url: null, faction: '', role: null })).json(),
    ).toMatchObject({ image_url: null, faction: null, role: null })
  })

  it('sweeps the picture it replaces once nothing uses it, and keeps one another character uses', async () => {
    await start()
    const first = await uploadedImage()
    const shared = await uploadedImage(photo('orientation-portrait_6.jpg'))
    const a = await makeCharacter(t.app, { image_url: first })
    await makeCharacter(t.app, { name: 'Asha', image_url: shared })
    await ageStoredMedia(t.app)
    await put(a.id, { name: a.name, bio: a.bio, image_url: shared })
    expect((await get(first)).statusCode).toBe(404)
    await put(a.id, { name: a.name, bio: a.bio, image_url: null })
    expect((await get(shared)).statusCode).toBe(200)
  })

  it('answers 404 CHARACTER_NOT_FOUND for a character that does not exist', async () => {
    await start()
    const res = await put(UNKNOWN, characterFields())
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'CHARACTER_NOT_FOUND', message: 'Character not found' })
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['a blank name', { name: '   ' }, 'Name is required'],
    ['no bio', { bio: undefined }, 'Bio is required'],
    ['an unknown role', { role: 'Hero' }, 'role must be'],
    ['a foreign picture', { image_url: 'https://example.com/x.jpg' }, 'image_url must be'],
  ])('refuses %s with 400 and changes nothing', async (_case, fields, message) => {
    await start()
    const character = await makeCharacter(t.app)
    const before = await rows()
    const res = await put(character.id, characterFields(fields))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'BAD_INPUT', message: expect.stringContaining(message) })
    expect(await rows()).toBe(before)
  })
})

describe('DELETE /api/characters/{id}', () => {
  it('removes the character, records the delete for /api/sync and sweeps its picture', async () => {
    await start()
    const image_url = await uploadedImage()
    const character = await makeCharacter(t.app, { image_url })
    const other = await makeCharacter(t.app, { name: 'Asha' })
    await ageStoredMedia(t.app)
    const { cursor } = await syncAfter()
    const res = await remove(character.id)
    expect(res.statusCode).toBe(204)
    expect(await characters()).toEqual([other])
    expect((await syncAfter(cursor)).changes).toEqual([{ type: 'character', op: 'delete', id: character.id }])
    expect((await get(image_url)).statusCode).toBe(404)
  })

  it('keeps a picture uploaded within the grace period (an edit may be about to use it)', async () => {
    await start()
    const image_url = await uploadedImage()
    await remove((await makeCharacter(t.app, { image_url })).id)
    expect((await get(image_url)).statusCode).toBe(200)
  })

  it('answers 404 CHARACTER_NOT_FOUND for a character that does not exist', async () => {
    await start()
    const res = await remove(UNKNOWN)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'CHARACTER_NOT_FOUND' })
  })
})

describe('POST /api/upload/character-image', () => {
  it('stores a camera JPEG re-encoded within 800×800, without EXIF or GPS, and serves it', async () => {
    await start()
    const original = await sharp(photo().data as Buffer).metadata()
    expect(original.exif).toBeDefined()
    const url = await uploadedImage()
    expect(url).toMatch(/^\/api\/media\/images\/[a-f0-9]{64}\.jpg$/)
    const served = await get(url)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/jpeg')
    const metadata = await sharp(served.rawPayload).metadata()
    expect(metadata).toMatchObject({ format: 'jpeg', width: 640, height: 480 })
    expect(metadata.exif).toBeUndefined()
    expect(served.rawPayload.includes('Exif')).toBe(false)
    expect(served.rawPayload.includes('GPS')).toBe(false)
    expect(await isStored(t.app, url)).toBe(true)
  })

  it.each<[string, Record<string, TestFile>, number, object]>([
    [
      'text posing as a JPEG',
      { image: { name: 'me.jpg', data: '<html>not a picture</html>', type: 'image/jpeg' } },
      400,
      { code: 'INVALID_IMAGE' },
    ],
    [
      'a GIF',
      { image: { name: 'me.gif', data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), type: 'image/gif' } },
      400,
      { code: 'INVALID_IMAGE' },
    ],
    [
      'a JPEG cut short',
      { image: { name: 'cut.jpg', data: (photo().data as Buffer).subarray(0, 4000) } },
      400,
      { code: 'BROKEN_IMAGE' },
    ],
    ['no file', {}, 400, { code: 'IMAGE_REQUIRED', message: expect.stringContaining('"image"') }],
    ['an empty file input', { image: { name: '', data: '' } }, 400, { code: 'IMAGE_REQUIRED' }],
    [
      'the picture under another name',
      { picture: photo() },
      400,
      { code: 'BAD_INPUT', message: expect.stringContaining('"image"') },
    ],
    [
      'a picture over 10 MB',
      { image: { name: 'huge.jpg', data: Buffer.alloc(10 * 1024 * 1024 + 1) } },
      413,
      { code: 'TOO_LARGE', message: 'The image is too large: the limit is 10 MB.' },
    ],
  ])('refuses %s and stores no file', async (_case, files, status, error) => {
    await start()
    const res = await upload(files)
    expect(res.statusCode).toBe(status)
    expect(res.json()).toMatchObject(error)
    expect((await storedMedia(t.app)).filter((key) => key.startsWith('images/'))).toEqual([])
  })

  it('refuses a JSON body (it cannot carry the picture) with 400 IMAGE_REQUIRED', async () => {
    await start()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/character-image',
      headers: adminHeaders,
      payload: { image: 'x' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'IMAGE_REQUIRED' })
  })
})
