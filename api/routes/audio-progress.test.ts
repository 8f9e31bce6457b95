// Audio progress: one upserted row per story and user.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { makeStory } from '../testing/builders.ts'

let t: TestApp
let storyId: string
beforeEach(async () => {
  t = await buildTestApp()
  storyId = (await makeStory(t.app)).id
})
afterEach(async () => {
  await t.close()
})

const save = (payload: object) => t.app.inject({ method: 'POST', url: '/api/audio-progress', payload })
const read = (query = '') => t.app.inject({ method: 'GET', url: `/api/audio-progress/${storyId}${query}` })

describe('audio progress', () => {
  it('answers null before anything was saved', async () => {
    const res = await read()
    expect(res.statusCode).toBe(200)
    expect(res.json()).toBeNull()
  })

  it('saves, then overwrites, one row per story and user', async () => {
    await save({ storyId, currentPosition: 10, duration: 120 })
    await save({ storyId, currentPosition: 42.5, duration: 120 })
    expect((await read()).json()).toMatchObject({ storyId, userId: 'anonymous', currentPosition: 42.5, duration: 120 })
    await save({ storyId, currentPosition: 3, userId: 'user_9_x' })
    expect((await read('?userId=user_9_x')).json().currentPosition).toBe(3)
    expect(await t.app.db.selectFrom('audio_progress').selectAll().execute()).toHaveLength(2)
  })

  it.each([
    [{ currentPosition: 5 }],
    [{ storyId: 'nope', currentPosition: 5 }],
    [{ storyId: '00000000-0000-4000-8000-000000000000', currentPosition: -1 }],
  ])('refuses a bad save %j', async (payload) => {
    expect((await save(payload)).statusCode).toBe(400)
  })

  it('answers 404 for a story that does not exist', async () => {
    expect((await save({ storyId: '00000000-0000-4000-8000-000000000000', currentPosition: 1 })).statusCode).toBe(404)
  })
})
