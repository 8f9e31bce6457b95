// Release day (issue 61), with a clock the test moves: a story scheduled for its hour is released
// at that hour and not a moment before, once (one change, one push per subscriber), also when the
// server restarts during the wait and when two processes share the database; unscheduled, it
// waits as a draft; moved to the past, it is released at once; deleted, it leaves nothing. An
// edit keeps it scheduled; a story once published stays so.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildApp, type App } from '../app.ts'
import { adminHeaders, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { FakePushService, type FakeSubscription } from '../testing/fake-push-service.ts'
import { makeStory, postStory } from '../testing/builders.ts'
import { testClock, type TestClock } from '../testing/test-clock.ts'
import { startClockedProcess } from '../testing/clocked-process.ts'
import type { Story } from '../../contract/story.ts'

const START = new Date('2030-06-13T10:00:00.000Z')
const HOUR = 60 * 60 * 1000
/** The release hour: an hour after START, with its offset as the admin's device sends it. */
const H = new Date(START.getTime() + HOUR)
const H_PARIS = '2030-06-13T13:00:00+02:00'

let clock: TestClock
let t: TestApp
let push: FakePushService
let reader: FakeSubscription

beforeEach(async () => {
  clock = testClock(START)
  push = await FakePushService.start()
  t = await buildTestApp({ pushExtraHosts: [push.host] }, { now: clock.now })
  reader = push.subscribe()
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/push-subscriptions',
    payload: { ...reader, userAgent: 'test' },
  })
  expect(res.statusCode).toBe(201)
})
afterEach(async () => {
  await t.close()
  await push.close()
})

const schedule = (overrides: Record<string, string> = {}) =>
  makeStory(t.app, { title: 'Release Day', silent: 'false', publishAt: H_PARIS, ...overrides })

async function edit(app: App, id: string, payload: Record<string, string>) {
  return app.inject({ method: 'PUT', url: `/api/stories/${id}`, payload, headers: adminHeaders })
}

/** The story as a reader asks for it: status and body. */
async function asReader(app: App, id: string) {
  const res = await app.inject({ url: `/api/stories/${id}` })
  return { status: res.statusCode, story: res.statusCode === 200 ? (res.json() as Story) : undefined }
}

const asAdmin = async (app: App, id: string) =>
  (await app.inject({ url: `/api/stories/${id}`, headers: adminHeaders })).json() as Story

/** The change log's rows of the story: the readers' and the admin's. */
const changesOf = (app: App, id: string) =>
  app.db.selectFrom('changes').select(['op', 'audience']).where('entity_id', '=', id).execute()

const pushJobsOf = async (app: App, id: string) =>
  (await app.db.selectFrom('push_jobs').select('payload').execute()).filter((job) => job.payload.includes(id))

describe('a story scheduled for its hour', () => {
  it('waits, unseen by readers, and is released at its hour: dated then, one change, one push', async () => {
    const story = await schedule()
    expect(story).toMatchObject({ status: 'scheduled', publishAt: H.toISOString(), createdAt: START.toISOString() })
    expect((await asReader(t.app, story.id)).status).toBe(404)
    expect(await changesOf(t.app, story.id)).toEqual([{ op: 'put', audience: 'admin' }])
    expect(await pushJobsOf(t.app, story.id)).toEqual([])

    clock.set(H.getTime() - 1)
    await t.app.releaseWorker.tick()
    expect((await asReader(t.app, story.id)).status).toBe(404)

    clock.set(H)
    await t.app.releaseWorker.tick()
    const released = (await asReader(t.app, story.id)).story
    expect(released).toMatchObject({ status: 'published', publishAt: H.toISOString(), createdAt: H.toISOString() })
    expect(await changesOf(t.app, story.id)).toEqual([{ op: 'put', audience: 'all' }])
    await push.waitFor(() => push.deliveredTo(reader.endpoint).length === 1)
    expect(push.deliveredTo(reader.endpoint)[0]!.payload).toMatchObject({
      id: story.id,
      title: 'New story: Release Day',
    })

    await t.app.releaseWorker.tick()
    clock.advance(HOUR)
    await t.app.releaseWorker.tick()
    expect(await pushJobsOf(t.app, story.id)).toHaveLength(1)
    expect(await changesOf(t.app, story.id)).toEqual([{ op: 'put', audience: 'all' }])
  })

  it('is released when the server starts again after its hour passed while it was down', async () => {
    const story = await schedule()
    await t.app.close()
    clock.set(H.getTime() + 5 * 60 * 1000)
    const again = await buildApp(t.config, { now: clock.now })
    t.app = again
    await again.ready()
    await expect.poll(async () => (await asReader(again, story.id)).story?.createdAt).toBe(H.toISOString())
    await push.waitFor(() => push.deliveredTo(reader.endpoint).length === 1)
    expect(await pushJobsOf(again, story.id)).toHaveLength(1)
  })

  it('is released once when two processes look at the same moment', async () => {
    const stories: Story[] = []
    for (let i = 1; i <= 20; i++) stories.push(await schedule({ title: `Episode ${i}` }))
    // Two more API processes on the same database (a process of their own each: SQLite's driver
    // waits for a lock by blocking its whole process), their clocks at the hour.
    const others = await Promise.all([startClockedProcess(t.config, H), startClockedProcess(t.config, H)])
    try {
      // Each looks three times at once (each also looked as it started); a release under way in
      // one is skipped by the other, so the test waits for the last to commit.
      for (let round = 0; round < 3; round++) await Promise.all(others.map((other) => other.ask('tick')))
      const published = () => t.app.db.selectFrom('stories').select('id').where('status', '=', 'published').execute()
      await expect.poll(async () => (await published()).length, { timeout: 30_000 }).toBe(stories.length)
      for (const story of stories) {
        expect((await asReader(t.app, story.id)).status).toBe(200)
        expect(await changesOf(t.app, story.id)).toEqual([{ op: 'put', audience: 'all' }])
        expect(await pushJobsOf(t.app, story.id)).toHaveLength(1)
      }
      // The notifications they queued, sent by this process.
      clock.set(H)
      t.app.pushQueue.kick()
      await push.waitFor(() => push.deliveredTo(reader.endpoint).length === stories.length)
      const pushed = push.deliveredTo(reader.endpoint).map((received) => (received.payload as { id: string }).id)
      expect(pushed.sort()).toEqual(stories.map((story) => story.id).sort())
    } finally {
      await Promise.all(others.map((other) => other.stop()))
    }
  }, 90_000)

  it('keeps its hour through an edit, and waits as a draft when unscheduled, then can be scheduled again', async () => {
    const story = await schedule()
    expect((await edit(t.app, story.id, { title: 'Release Day, revised' })).json()).toMatchObject({
      status: 'scheduled',
      publishAt: H.toISOString(),
    })
    expect((await edit(t.app, story.id, { unschedule: 'true' })).json()).toMatchObject({
      status: 'draft',
      publishAt: null,
      title: 'Release Day, revised',
    })
    clock.set(H)
    await t.app.releaseWorker.tick()
    expect((await asReader(t.app, story.id)).status).toBe(404)
    expect((await asAdmin(t.app, story.id)).content).toContain('The gate hummed')

    const later = new Date(H.getTime() + HOUR)
    expect((await edit(t.app, story.id, { publishAt: later.toISOString() })).json()).toMatchObject({
      status: 'scheduled',
      publishAt: later.toISOString(),
    })
    clock.set(later)
    await t.app.releaseWorker.tick()
    expect((await asReader(t.app, story.id)).story?.createdAt).toBe(later.toISOString())
  })

  it('is released at once when its hour moves to the past, dated now, pushed once', async () => {
    const story = await schedule()
    clock.advance(10 * 60 * 1000)
    const res = await edit(t.app, story.id, { publishAt: START.toISOString() })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'published', createdAt: clock.now().toISOString() })
    expect((await asReader(t.app, story.id)).status).toBe(200)
    await push.waitFor(() => push.deliveredTo(reader.endpoint).length === 1)
    clock.set(H)
    await t.app.releaseWorker.tick()
    expect(await pushJobsOf(t.app, story.id)).toHaveLength(1)
  })

  it('leaves no trace for readers when deleted before its hour', async () => {
    const story = await schedule()
    const res = await t.app.inject({ method: 'DELETE', url: `/api/stories/${story.id}`, headers: adminHeaders })
    expect(res.statusCode).toBe(204)
    expect(await changesOf(t.app, story.id)).toEqual([{ op: 'delete', audience: 'admin' }])
    clock.set(H)
    await t.app.releaseWorker.tick()
    expect(await pushJobsOf(t.app, story.id)).toEqual([])
    expect((await asReader(t.app, story.id)).status).toBe(404)
  })
})

describe("the admin's sync", () => {
  const sync = (since: string, headers = {}) => t.app.inject({ url: `/api/sync?since=${since}`, headers })

  it("carries a scheduled story, its status and its deletion to the admin's device alone", async () => {
    const readerCursor = (await sync('0')).json().cursor as string
    const story = await schedule()
    const admin = (await sync('0', adminHeaders)).json()
    expect(admin.cursor).toMatch(/a$/)
    expect(admin.changes).toContainEqual(
      expect.objectContaining({
        type: 'story',
        op: 'put',
        id: story.id,
        data: expect.objectContaining({ status: 'scheduled' }),
      }),
    )
    expect((await sync(readerCursor)).json().changes).toEqual([])

    await t.app.inject({ method: 'DELETE', url: `/api/stories/${story.id}`, headers: adminHeaders })
    expect((await sync(admin.cursor, adminHeaders)).json().changes).toEqual([
      { type: 'story', op: 'delete', id: story.id },
    ])
    expect((await sync(readerCursor)).json().changes).toEqual([])
  })

  it('refuses a cursor of the other view (a login or a logout since): the device starts again', async () => {
    await makeStory(t.app)
    const reader = (await sync('0')).json().cursor as string
    const admin = (await sync('0', adminHeaders)).json().cursor as string
    expect((await sync(reader, adminHeaders)).json().code).toBe('CURSOR_AHEAD')
    const res = await sync(admin)
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('CURSOR_AHEAD')
    expect((await sync('0')).statusCode).toBe(200)
  })
})

describe('what a schedule refuses', () => {
  it('refuses to schedule or unschedule a published story, and answers a replayed Publish now', async () => {
    const story = await makeStory(t.app)
    for (const payload of [{ publishAt: H_PARIS }, { unschedule: 'true' }] as Array<Record<string, string>>) {
      const res = await edit(t.app, story.id, payload)
      expect(res.statusCode).toBe(409)
      expect(res.json().code).toBe('STORY_ALREADY_PUBLISHED')
    }
    const replay = await edit(t.app, story.id, { publishAt: '' })
    expect(replay.statusCode).toBe(200)
    expect(replay.json()).toMatchObject({ status: 'published', createdAt: story.createdAt })
  })

  it.each([
    ['more than a year ahead', { publishAt: '2031-06-20T10:00:00Z' }, /within a year/],
    ['a day no calendar has', { publishAt: '2030-04-31T10:00:00Z' }, /is not a date and time/],
    ['no offset', { publishAt: '2030-06-13T13:00' }, /publishAt must be a date and time with its offset/],
  ])('refuses %s and stores nothing', async (_what, fields, message) => {
    const before = await t.app.db.selectFrom('stories').select('id').execute()
    const res = await postStory(t.app, fields)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(message)
    expect(await t.app.db.selectFrom('stories').select('id').execute()).toEqual(before)
  })

  it('refuses an edit that both schedules and unschedules, and changes nothing', async () => {
    const story = await schedule()
    const res = await edit(t.app, story.id, { title: 'Changed', publishAt: H_PARIS, unschedule: 'true' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/either publishAt or unschedule/)
    expect(await asAdmin(t.app, story.id)).toMatchObject({ title: 'Release Day', status: 'scheduled' })
  })
})
