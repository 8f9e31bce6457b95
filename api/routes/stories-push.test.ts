// Publishing a story pushes it to every subscribed reader (unless the admin ticks "silent"):
// web-push encrypts, the local push service decrypts, and the payload is what the worker expects.
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, FIXTURES, type TestApp } from '../testing/build-test-app.ts'
import { FakePushService } from '../testing/fake-push-service.ts'
import { makeStory } from '../testing/builders.ts'

let t: TestApp
let push: FakePushService
beforeEach(async () => {
  push = await FakePushService.start()
  t = await buildTestApp({ pushExtraHosts: [push.host] })
})
afterEach(async () => {
  await t.close()
  await push.close()
})

async function subscribe() {
  const subscription = push.subscribe()
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/push-subscriptions',
    payload: { ...subscription, userAgent: 'test' },
  })
  expect(res.statusCode).toBe(201)
  return subscription
}

describe('push on publish', () => {
  it('sends the new story to every subscriber, signed with our VAPID key', async () => {
    const readers = [await subscribe(), await subscribe()]
    const cover = fs.readFileSync(path.join(FIXTURES, 'images/gps-DSCN0010.jpg'))
    const story = await makeStory(
      t.app,
      { title: 'Signal', description: 'A new light answers.', silent: 'false' },
      { coverImage: { name: 'c.jpg', data: cover } },
    )
    await push.waitFor(() => readers.every((r) => push.deliveredTo(r.endpoint).length === 1))
    for (const reader of readers) {
      const [received] = push.deliveredTo(reader.endpoint)
      expect(received!.vapidKey).toBe(t.app.vapidPublicKey)
      expect(received!.payload).toEqual({
        type: 'story',
        id: story.id,
        title: 'New story: Signal',
        body: 'A new light answers.',
        url: `/read/${story.id}`,
        image: story.coverThumbnailUrl,
      })
    }
  })

  it('sends nothing for a silent publish, or for an edit', async () => {
    const reader = await subscribe()
    const story = await makeStory(t.app, { silent: 'true' })
    await t.app.inject({
      method: 'PUT',
      url: `/api/stories/${story.id}`,
      payload: { title: 'Edited' },
      headers: { 'x-admin-password': t.config.adminPassword! },
    })
    expect(await t.app.db.selectFrom('push_jobs').selectAll().execute()).toEqual([])
    await makeStory(t.app, { silent: 'false' })
    await push.waitFor(() => push.deliveredTo(reader.endpoint).length === 1)
    expect(push.requestsTo(reader.endpoint)).toHaveLength(1)
  })

  it('pushes a publish sent twice (the outbox replaying it) only once', async () => {
    const reader = await subscribe()
    const id = '6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c'
    await makeStory(t.app, { id, title: 'Replayed', silent: 'false' })
    await push.waitFor(() => push.deliveredTo(reader.endpoint).length === 1)
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/stories',
          headers: { 'x-admin-password': t.config.adminPassword! },
          payload: { id, title: 'Replayed', content: 'x', silent: false },
        })
      ).statusCode,
    ).toBe(200)
    // Jobs are queued in the publish's own transaction and kept as rows: one job, so one push.
    expect(await t.app.db.selectFrom('push_jobs').selectAll().execute()).toHaveLength(1)
  })

  it('stops sending to a reader who turned notifications off', async () => {
    const reader = await subscribe()
    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/push-subscriptions',
      payload: { endpoint: reader.endpoint },
    })
    expect(off.statusCode).toBe(204)
    await makeStory(t.app, { silent: 'false' })
    expect(await t.app.db.selectFrom('push_jobs').selectAll().execute()).toEqual([])
  })
})
