// The story calls with their rules, on a real SQLite file: publishing and
// reading. (Editing and deleting: stories-edit-delete.test.ts.)
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { adminHeaders, buildTestApp, FIXTURES, type TestApp } from '../testing/build-test-app.ts'
import { makeStory, postStory } from '../testing/builders.ts'
import { multipart } from '../testing/multipart.ts'
import { MAIN_SERIES_ID, SECOND_SERIES_ID } from '../../contract/season-choice.ts'
import { storedFileNames } from '../testing/stored-media.ts'

let t: TestApp
beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(async () => {
  await t.close()
})

const get = (url: string) => t.app.inject({ method: 'GET', url })
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')
const storyCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('stories')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('POST /api/stories', () => {
  it('creates a standalone story with the spec defaults', async () => {
    const res = await postStory(t.app, { description: '', readTime: '', content: words(600) })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      category: 'standalone',
      description: 'A thrilling sci-fi story.',
      readTime: '3min',
      isFeatured: false,
      seriesId: null,
      seasonNumber: null,
      episodeNumber: null,
      likes: 0,
      dislikes: 0,
      shares: 0,
    })
  })

  it.each([
    [10, '1min'],
    [99, '1min'],
    [300, '2min'],
    [500, '3min'],
    [1000, '5min'],
  ])('computes the read time of %i words as %s', async (n, expected) => {
    const story = await makeStory(t.app, { content: words(n), readTime: '' })
    expect(story.readTime).toBe(expected)
  })

  it('keeps a read time the admin typed', async () => {
    expect((await makeStory(t.app, { readTime: '12min' })).readTime).toBe('12min')
  })

  it.each([
    [1, MAIN_SERIES_ID, 1],
    [2, MAIN_SERIES_ID, 2],
    [4, MAIN_SERIES_ID, 4],
    [5, SECOND_SERIES_ID, 1],
  ])('maps season choice %i to series %s season %i', async (choice, seriesId, season) => {
    const story = await makeStory(t.app, { category: 'series', seasonNumber: String(choice), episodeNumber: '2' })
    expect(story).toMatchObject({ category: 'series', seriesId, seasonNumber: season, episodeNumber: 2 })
    expect(story.seriesTitle).toBeTruthy()
  })

  it('refuses season choice 6 without a series id', async () => {
    const res = await postStory(t.app, { category: 'series', seasonNumber: '6' })
    expect(res.statusCode).toBe(400)
    expect(await storyCount()).toBe(0)
  })

  it('keeps series totals in step with their episodes', async () => {
    await makeStory(t.app, { category: 'series', seasonNumber: '1' })
    const second = await makeStory(t.app, { category: 'series', seasonNumber: '3' })
    let main = (await get('/api/series')).json().find((s: { id: string }) => s.id === MAIN_SERIES_ID)
    expect(main).toMatchObject({ totalStories: 2, totalSeasons: 3 })
    await t.app.inject({ method: 'DELETE', url: `/api/stories/${second.id}`, headers: adminHeaders })
    main = (await get('/api/series')).json().find((s: { id: string }) => s.id === MAIN_SERIES_ID)
    expect(main).toMatchObject({ totalStories: 1, totalSeasons: 1 })
  })

  it('refuses an unknown series id', async () => {
    const res = await postStory(t.app, { category: 'series', seriesId: '00000000-0000-4000-8000-000000000000' })
    expect(res.statusCode).toBe(400)
  })

  it('says content is required when neither text nor file is sent', async () => {
    const res = await postStory(t.app, { content: '   ' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 'CONTENT_REQUIRED',
      message: 'Content Required: Please either upload a story file or provide content text.',
    })
  })

  it('reads the story text from a Word document', async () => {
    const data = fs.readFileSync(path.join(FIXTURES, 'docx/single-paragraph.docx'))
    const story = await makeStory(t.app, { content: '' }, { storyFile: { name: 'story.docx', data } })
    const full = (await get(`/api/stories/${story.id}`)).json()
    expect(full.content).toContain('Walking on imported air')
  })

  it('refuses a PDF story file instead of saving an empty story', async () => {
    const res = await postStory(t.app, { content: '' }, { storyFile: { name: 'story.pdf', data: '%PDF-1.4\n%fake' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('PDF_NOT_SUPPORTED')
    expect(await storyCount()).toBe(0)
  })

  it.each([
    ['{"audioFileUrl":"/audio/abc123.mp3"}', '/audio/abc123.mp3'],
    ['{"uploadURL":"https://storage.example/uploads/f00d-42?sig=1"}', '/audio/f00d-42'],
    ['{"nothing":"here"}', null],
    ['', null],
    ['https://cdn.example/story.mp3', 'https://cdn.example/story.mp3'],
  ])('cleans the audio URL %s to %s', async (raw, expected) => {
    expect((await makeStory(t.app, { audioFileUrl: raw })).audioFileUrl).toBe(expected)
  })

  it.each([
    ['title', { title: 't'.repeat(201) }, 'Title is too long: at most 200 characters.'],
    ['blank title', { title: '   ' }, 'Title is required.'],
    ['description', { description: 'd'.repeat(2001) }, 'Description is too long: at most 2000 characters.'],
    ['category', { category: 'poem' }, 'Category must be "series" or "standalone".'],
    ['series id', { category: 'series', seriesId: 'not-a-uuid' }, 'seriesId must be a series id (a UUID).'],
    ['season', { category: 'series', seasonNumber: '3.5' }, 'Season number must be a whole number from 1 to 100.'],
    [
      'season range',
      { category: 'series', seasonNumber: '101' },
      'Season number must be a whole number from 1 to 100.',
    ],
    ['episode', { category: 'series', episodeNumber: '0' }, 'Episode number must be a whole number from 1 to 10000.'],
    [
      'read time',
      { readTime: '<b>3</b>' },
      'Read time must be short text such as "3min" (letters, digits and spaces, at most 20).',
    ],
    ['featured flag', { isFeatured: 'maybe' }, 'isFeatured must be true or false.'],
    ['silent flag', { silent: 'maybe' }, 'silent must be true or false.'],
    ['audio link', { audioUrl: 'ftp://old.example/a.mp3' }, 'The audio link must be an http(s) URL.'],
    [
      'audio file URL',
      { audioFileUrl: 'javascript:alert(1)' },
      'audioFileUrl must be an uploaded audio path (/api/audio/…) or an http(s) URL.',
    ],
    ['audio duration', { audioDuration: 'long' }, 'audioDuration must be a number of seconds.'],
  ])('refuses a bad %s with a 400 a person can act on, storing nothing', async (_name, fields, message) => {
    for (const send of ['form', 'json'] as const) {
      const res =
        send === 'form'
          ? await postStory(t.app, fields)
          : await t.app.inject({
              method: 'POST',
              url: '/api/stories',
              headers: adminHeaders,
              payload: { title: 'T', content: 'C', ...fields },
            })
      expect(res.statusCode, send).toBe(400)
      expect(res.json(), send).toMatchObject({ code: 'BAD_INPUT', message })
    }
    expect(await storyCount()).toBe(0)
  })

  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['on', true],
    ['yes', true],
    ['false', false],
    ['0', false],
    ['off', false],
    ['no', false],
    ['', false],
  ])('reads the featured flag %j as %j', async (value, expected) => {
    expect((await makeStory(t.app, { isFeatured: value })).isFeatured).toBe(expected)
  })

  it('answers a publish sent again with the same client id with that story, never a second one', async () => {
    const id = '4d1c8f6e-2a3b-4c5d-8e9f-0a1b2c3d4e5f'
    const first = await postStory(t.app, { id, title: 'Once', silent: 'false' })
    expect(first.statusCode).toBe(201)
    expect(first.json().id).toBe(id)
    const replay = await postStory(t.app, { id, title: 'Once, sent again', silent: 'false' })
    expect(replay.statusCode).toBe(200)
    expect(replay.json()).toMatchObject({ id, title: 'Once' })
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => postStory(t.app, { id: id.replace('4d1c', '5e2d'), title: 'Racing' })),
    )
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201])
    expect(await storyCount()).toBe(2)
  })

  it('refuses an audio URL that is neither ours nor http(s)', async () => {
    expect((await postStory(t.app, { audioFileUrl: 'javascript:alert(1)' })).statusCode).toBe(400)
  })

  it('refuses an uploaded audio path this server no longer holds, and stores nothing', async () => {
    const res = await postStory(t.app, { audioFileUrl: `/api/audio/${'c'.repeat(64)}.mp3` })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'MEDIA_MISSING', message: expect.stringContaining('Upload it again') })
    expect(await storyCount()).toBe(0)
  })

  it('stores a cover re-encoded, with a thumbnail, both served', async () => {
    const data = fs.readFileSync(path.join(FIXTURES, 'images/gps-DSCN0010.jpg'))
    const story = await makeStory(t.app, {}, { coverImage: { name: 'camera.jpg', data, type: 'image/jpeg' } })
    expect(story.coverImageUrl).toMatch(/^\/api\/media\/covers\//)
    const cover = await get(story.coverImageUrl!)
    expect(cover.statusCode).toBe(200)
    expect(cover.headers['content-type']).toBe('image/jpeg')
    expect((await get(`/api/stories/${story.id}/cover`)).json()).toEqual({
      coverImageUrl: story.coverImageUrl,
      coverThumbnailUrl: story.coverThumbnailUrl,
    })
  })

  it('refuses a broken cover with a 400 and writes nothing', async () => {
    const data = fs.readFileSync(path.join(FIXTURES, 'images/gps-DSCN0010.jpg')).subarray(0, 4000)
    const res = await postStory(t.app, {}, { coverImage: { name: 'broken.jpg', data } })
    expect(res.statusCode).toBe(400)
    expect(await storyCount()).toBe(0)
    expect(await storedFileNames(t.app)).toEqual([])
  })

  it('refuses a cover that is not an image, with the spec wording', async () => {
    const res = await postStory(t.app, {}, { coverImage: { name: 'notes.txt', data: 'just text' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Invalid File Type: Please select a valid image file (JPEG, PNG, or WebP).')
    expect(await storyCount()).toBe(0)
  })

  it('refuses a cover over 10 MB with a 413 and writes nothing', async () => {
    const res = await postStory(t.app, {}, { coverImage: { name: 'huge.jpg', data: Buffer.alloc(11 * 1024 * 1024) } })
    expect(res.statusCode).toBe(413)
    expect(await storyCount()).toBe(0)
    expect(await storedFileNames(t.app)).toEqual([])
  })

  it('takes a long story text as JSON', async () => {
    const content = 'word '.repeat(400_000)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stories',
      headers: adminHeaders,
      payload: { title: 'Epic', content, silent: true },
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().readTime).toBe('2000min')
  })

  it('refuses a truncated multipart body with a 400', async () => {
    const body = await multipart({ title: 'Cut short', content: 'x'.repeat(5000) })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stories',
      payload: body.payload.subarray(0, 200),
      headers: { ...body.headers, ...adminHeaders },
    })
    expect(res.statusCode).toBe(400)
    expect(await storyCount()).toBe(0)
  })

  it('accepts the same fields as JSON (edits replayed without files)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stories',
      headers: adminHeaders,
      payload: { title: 'From JSON', content: 'Some words here.', isFeatured: true, silent: true },
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ title: 'From JSON', isFeatured: true })
  })
})

describe('GET /api/stories', () => {
  it('filters featured, category and the recent six, newest first', async () => {
    for (let i = 0; i < 8; i++) {
      await makeStory(t.app, {
        title: `Story ${i}`,
        isFeatured: String(i % 3 === 0),
        category: i % 2 ? 'series' : 'standalone',
      })
    }
    expect((await get('/api/stories')).json()).toHaveLength(8)
    expect((await get('/api/stories?featured=true')).json().map((s: { title: string }) => s.title)).toEqual([
      'Story 6',
      'Story 3',
      'Story 0',
    ])
    expect((await get('/api/stories?category=series')).json()).toHaveLength(4)
    const recent = (await get('/api/stories?recent=true&limit=6')).json()
    expect(recent.map((s: { title: string }) => s.title)).toEqual([
      'Story 7',
      'Story 6',
      'Story 5',
      'Story 4',
      'Story 3',
      'Story 2',
    ])
    expect(recent[0]).not.toHaveProperty('content')
  })

  it('searches title, description and text, best match first', async () => {
    await makeStory(t.app, { title: 'Salt Roads', description: 'Traders', content: 'A caravan crosses the dunes.' })
    await makeStory(t.app, { title: 'Lanterns', description: 'A caravan of light', content: 'Nothing else.' })
    await makeStory(t.app, { title: 'Caravan', description: 'Wheels', content: 'Creak.' })
    const titles = (await get('/api/stories?search=caravan')).json().map((s: { title: string }) => s.title)
    expect(titles).toEqual(['Caravan', 'Lanterns', 'Salt Roads'])
    expect((await get('/api/stories?search=carav')).json()).toHaveLength(3)
    expect((await get('/api/stories?search=' + encodeURIComponent('"caravan" OR (NEAR'))).statusCode).toBe(200)
  })

  it('answers 404 with the spec message for a missing story and 400 for a bad id', async () => {
    const missing = await get('/api/stories/00000000-0000-4000-8000-000000000000')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('Story not found')
    expect((await get('/api/stories/not-a-uuid')).statusCode).toBe(400)
  })
})
