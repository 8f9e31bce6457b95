// Comments: anonymous posting with the spec defaults, replay safety, the per-address limit, length
// bounds with messages a person can act on, and the admin's delete.
import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { adminHeaders, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { makeStory } from '../testing/builders.ts'
import { COMMENT_MAX, NAME_MAX } from '../../contract/common.ts'

let t: TestApp
let storyId: string
beforeEach(async () => {
  t = await buildTestApp()
  storyId = (await makeStory(t.app)).id
})
afterEach(async () => {
  await t.close()
})

const post = (payload: object, id = storyId) =>
  t.app.inject({ method: 'POST', url: `/api/stories/${id}/comments`, payload })
const list = async () => (await t.app.inject({ method: 'GET', url: `/api/stories/${storyId}/comments` })).json()

describe('comments', () => {
  it('posts with a name and lists newest first', async () => {
    expect((await post({ userId: 'user_1_a', userName: 'Ilen', content: 'First!' })).statusCode).toBe(201)
    await post({ userId: 'user_1_a', userName: 'Ilen', content: 'Second' })
    const comments = await list()
    expect(comments.map((c: { content: string }) => c.content)).toEqual(['Second', 'First!'])
    expect(comments[0]).toMatchObject({ userName: 'Ilen', userId: 'user_1_a', storyId })
  })

  it('counts comments on the story and sends the new count through sync', async () => {
    const cursor = (await t.app.inject({ method: 'GET', url: '/api/sync' })).json().cursor
    const { id } = (await post({ content: 'One' })).json()
    await post({ content: 'Two' })
    expect((await t.app.inject({ method: 'GET', url: `/api/stories/${storyId}` })).json().commentCount).toBe(2)
    const changes = (await t.app.inject({ method: 'GET', url: `/api/sync?since=${cursor}` })).json().changes
    expect(changes).toEqual([
      expect.objectContaining({ type: 'story', id: storyId, data: expect.objectContaining({ commentCount: 2 }) }),
    ])
    await t.app.inject({ method: 'DELETE', url: `/api/comments/${id}`, headers: adminHeaders })
    expect((await t.app.inject({ method: 'GET', url: '/api/stories' })).json()[0].commentCount).toBe(1)
  })

  it('names an empty or blank name "Anonymous Reader"', async () => {
    expect((await post({ userName: '   ', content: 'Hi' })).json().userName).toBe('Anonymous Reader')
    expect((await post({ content: 'Hi again' })).json().userName).toBe('Anonymous Reader')
  })

  it.each(['', '   ', '\n\t'])('refuses blank content %j', async (content) => {
    const res = await post({ content })
    expect(res.statusCode).toBe(400)
    expect(await list()).toEqual([])
  })

  it('answers a replayed post with the same comment, stored once', async () => {
    const id = randomUUID()
    const first = await post({ id, content: 'Sent twice' })
    const replay = await post({ id, content: 'Sent twice' })
    expect(first.statusCode).toBe(201)
    expect(replay.statusCode).toBe(200)
    expect(replay.json()).toEqual(first.json())
    expect(await list()).toHaveLength(1)
  })

  it('refuses a comment id already used on another story', async () => {
    const other = await makeStory(t.app, { title: 'Other' })
    const id = randomUUID()
    await post({ id, content: 'Here' })
    expect((await post({ id, content: 'There' }, other.id)).statusCode).toBe(400)
  })

  it('answers 404 for comments of a missing story', async () => {
    const missing = '00000000-0000-4000-8000-000000000000'
    expect((await post({ content: 'x' }, missing)).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: `/api/stories/${missing}/comments` })).statusCode).toBe(404)
  })

  it('deletes with the admin password and refuses a wrong one with 401', async () => {
    const { id } = (await post({ content: 'Delete me' })).json()
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${id}`,
      headers: { 'x-admin-password': 'guess' },
    })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().message).toBe('Admin access required')
    expect(await list()).toHaveLength(1)
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/comments/${id}`, headers: adminHeaders })).statusCode,
    ).toBe(204)
    expect(await list()).toEqual([])
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/comments/${id}`, headers: adminHeaders })).statusCode,
    ).toBe(404)
  })

  it('takes 5 comments a minute from one address, then answers 429 with how long to wait', async () => {
    for (let i = 0; i < 5; i++) expect((await post({ content: `Comment ${i}` })).statusCode).toBe(201)
    const refused = await post({ content: 'One too many' })
    expect(refused.statusCode).toBe(429)
    const wait = Number(refused.headers['retry-after'])
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(60)
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_COMMENTS',
      message: expect.stringMatching(
        /^You are posting comments too quickly\. Your comment will be sent in (\d+ seconds?|1 minute)\.$/,
      ),
    })
    expect(await list()).toHaveLength(5)
    const otherReader = await t.app.inject({
      method: 'POST',
      url: `/api/stories/${storyId}/comments`,
      remoteAddress: '203.0.113.8',
      payload: { content: 'Hello' },
    })
    expect(otherReader.statusCode).toBe(201)
  })

  it.each([
    ['text', { content: 'x'.repeat(COMMENT_MAX + 1) }, `Your comment is too long: at most ${COMMENT_MAX} characters.`],
    [
      'name',
      { userName: 'n'.repeat(NAME_MAX + 1), content: 'Hi' },
      `Your name is too long: at most ${NAME_MAX} characters.`,
    ],
  ])('refuses an overlong %s with a 400 that says the limit, storing nothing', async (_field, payload, message) => {
    const res = await post(payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'BAD_INPUT', message })
    expect(await list()).toEqual([])
  })
})
