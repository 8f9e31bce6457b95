// The story calls with their rules, on a real SQLite file: editing a story, and
// deleting one with what it leaves behind. (Publishing and reading: stories.test.ts.)
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { adminHeaders, buildTestApp, FIXTURES, type TestApp } from '../testing/build-test-app.ts'
import { makeStory } from '../testing/builders.ts'
import { multipart } from '../testing/multipart.ts'
import { ageStoredMedia, storedFileNames } from '../testing/stored-media.ts'

let t: TestApp
beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(async () => {
  await t.close()
})

const get = (url: string) => t.app.inject({ method: 'GET', url })

describe('PUT /api/stories/{id}', () => {
  it('changes only the fields sent', async () => {
    const story = await makeStory(t.app, { audioFileUrl: 'https://cdn.example/a.mp3', isFeatured: 'true' })
    const body = await multipart({ title: 'Renamed', audioFileUrl: '' })
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/stories/${story.id}`,
      ...body,
      headers: { ...body.headers, ...adminHeaders },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      title: 'Renamed',
      audioFileUrl: null,
      isFeatured: true,
      description: story.description,
    })
  })

  it('removes the cover when asked (removeCover)', async () => {
    const data = fs.readFileSync(path.join(FIXTURES, 'images/gps-DSCN0010.jpg'))
    const story = await makeStory(t.app, {}, { coverImage: { name: 'camera.jpg', data, type: 'image/jpeg' } })
    const body = await multipart({ removeCover: 'true' })
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/stories/${story.id}`,
      ...body,
      headers: { ...body.headers, ...adminHeaders },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ coverImageUrl: null, coverThumbnailUrl: null, title: story.title })
    expect((await get(`/api/stories/${story.id}/cover`)).json()).toEqual({
      coverImageUrl: null,
      coverThumbnailUrl: null,
    })
  })

  it('keeps a new cover sent with removeCover', async () => {
    const data = fs.readFileSync(path.join(FIXTURES, 'images/gps-DSCN0010.jpg'))
    const story = await makeStory(t.app)
    const body = await multipart(
      { removeCover: 'true' },
      { coverImage: { name: 'camera.jpg', data, type: 'image/jpeg' } },
    )
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/stories/${story.id}`,
      ...body,
      headers: { ...body.headers, ...adminHeaders },
    })
    expect(res.json().coverImageUrl).toMatch(/^\/api\/media\/covers\//)
  })

  it('moves a series episode to standalone and clears its series', async () => {
    const story = await makeStory(t.app, { category: 'series', seasonNumber: '2' })
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/stories/${story.id}`,
      headers: adminHeaders,
      payload: { category: 'standalone' },
    })
    expect(res.json()).toMatchObject({ category: 'standalone', seriesId: null, seasonNumber: null })
  })

  it('answers 404 for a story that does not exist', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/stories/00000000-0000-4000-8000-000000000000',
      headers: adminHeaders,
      payload: { title: 'x' },
    })
    expect(res.statusCode).toBe(404)
  })
})

describe('DELETE /api/stories/{id}', () => {
  it('removes the story, its comments, progress and media files (once past their grace period)', async () => {
    const data = fs.readFileSync(path.join(FIXTURES, 'images/orientation-portrait_6.jpg'))
    const story = await makeStory(t.app, {}, { coverImage: { name: 'c.jpg', data } })
    await t.app.inject({ method: 'POST', url: `/api/stories/${story.id}/comments`, payload: { content: 'Lovely' } })
    await t.app.inject({
      method: 'POST',
      url: '/api/audio-progress',
      payload: { storyId: story.id, currentPosition: 12 },
    })
    expect(await storedFileNames(t.app)).toHaveLength(2)
    await ageStoredMedia(t.app)
    const res = await t.app.inject({ method: 'DELETE', url: `/api/stories/${story.id}`, headers: adminHeaders })
    expect(res.statusCode).toBe(204)
    expect((await get(`/api/stories/${story.id}`)).statusCode).toBe(404)
    expect(await t.app.db.selectFrom('comments').selectAll().execute()).toEqual([])
    expect(await t.app.db.selectFrom('audio_progress').selectAll().execute()).toEqual([])
    expect(await storedFileNames(t.app)).toEqual([])
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/stories/${story.id}`, headers: adminHeaders })).statusCode,
    ).toBe(404)
  })

  it('keeps the files of a story deleted soon after it was published, until their grace period ends', async () => {
    const data = fs.readFileSync(path.join(FIXTURES, 'images/orientation-portrait_6.jpg'))
    const story = await makeStory(t.app, {}, { coverImage: { name: 'c.jpg', data } })
    await t.app.inject({ method: 'DELETE', url: `/api/stories/${story.id}`, headers: adminHeaders })
    expect(await storedFileNames(t.app)).toHaveLength(2)
    expect(await t.app.media.sweep(undefined, Date.now() + t.config.mediaGraceMs + 1000)).toBe(2)
    expect(await storedFileNames(t.app)).toEqual([])
  })

  it('keeps a cover file another story still uses', async () => {
    const data = fs.readFileSync(path.join(FIXTURES, 'images/orientation-portrait_6.jpg'))
    const a = await makeStory(t.app, {}, { coverImage: { name: 'c.jpg', data } })
    const b = await makeStory(t.app, {}, { coverImage: { name: 'c.jpg', data } })
    await t.app.inject({ method: 'DELETE', url: `/api/stories/${a.id}`, headers: adminHeaders })
    expect((await get(b.coverImageUrl!)).statusCode).toBe(200)
  })
})
