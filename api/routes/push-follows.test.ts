// "Follow": each push subscription wants every publish or only what it follows (series, and
// standalone stories), saved with the subscription (POST) or on its own (PUT …/follows, replayed by
// the device's outbox), and a publish is queued only for the subscriptions that want it.
import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { FakePushService, type FakeSubscription } from '../testing/fake-push-service.ts'
import { makeStory } from '../testing/builders.ts'
import { MAIN_SERIES_ID, SECOND_SERIES_ID } from '../../contract/season-choice.ts'
import { PUSH_FOLLOWS_MAX, STANDALONE_TARGET } from '../../contract/limits.ts'
import type { PushWants } from '../../contract/push.ts'
import { markPushSubscriptionInactive } from '../../db/server/push-subscriptions.ts'

const S = MAIN_SERIES_ID
const T = SECOND_SERIES_ID

let push: FakePushService
let t: TestApp
beforeAll(async () => {
  push = await FakePushService.start()
})
afterAll(async () => {
  await push.close()
})
beforeEach(async () => {
  t = await buildTestApp({ pushExtraHosts: [push.host] })
})
afterEach(async () => {
  await t.close()
})

interface Choice {
  wants?: PushWants
  follows?: string[]
}

const save = (sub: FakeSubscription, choice: Choice = {}) =>
  t.app.inject({ method: 'POST', url: '/api/push-subscriptions', payload: { ...sub, ...choice } })
const saveFollows = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/push-subscriptions/follows', payload })

async function subscribe(choice: Choice = {}): Promise<FakeSubscription & { id: string }> {
  const sub = push.subscribe()
  const res = await save(sub, choice)
  expect(res.statusCode, res.body).toBe(201)
  return { ...sub, id: res.json().id }
}

/** A series of its own that no one follows. */
async function unfollowedSeries(): Promise<string> {
  const id = randomUUID()
  await t.app.db
    .insertInto('series')
    .values({
      id,
      title: 'Nobody Follows',
      description: '',
      total_seasons: 1,
      total_stories: 0,
      cover_image_url: null,
      created_at: new Date().toISOString(),
    })
    .execute()
  return id
}

const publishIn = (seriesId: string | null) =>
  makeStory(
    t.app,
    seriesId === null
      ? { silent: 'false' }
      : { silent: 'false', category: 'series', seriesId, seasonNumber: '1', episodeNumber: '1' },
  )

/** The subscriptions a story was queued for. */
async function queuedFor(storyId: string): Promise<string[]> {
  const jobs = await t.app.db.selectFrom('push_jobs').select(['subscription_id', 'payload']).execute()
  return jobs
    .filter((job) => (JSON.parse(job.payload) as { id: string }).id === storyId)
    .map((job) => job.subscription_id)
}

const followRows = (subscriptionId: string) =>
  t.app.db
    .selectFrom('push_follows')
    .select(['target', 'followed_at'])
    .where('subscription_id', '=', subscriptionId)
    .orderBy('target')
    .execute()

describe('a publish goes only to the subscriptions that want it', () => {
  it('A everything, B follows S, C follows T, D follows standalone, E inactive', async () => {
    const A = await subscribe()
    const B = await subscribe({ wants: 'followed', follows: [S] })
    const C = await subscribe({ wants: 'followed', follows: [T] })
    const D = await subscribe({ wants: 'followed', follows: [STANDALONE_TARGET] })
    const E = await subscribe({ follows: [S, STANDALONE_TARGET] })
    await markPushSubscriptionInactive(t.app.db, E.id)
    const name = new Map(Object.entries({ A, B, C, D, E }).map(([n, sub]) => [sub.id, n]))
    const names = async (storyId: string) => (await queuedFor(storyId)).map((id) => name.get(id)).sort()

    const episodeOfS = await publishIn(S)
    expect(await names(episodeOfS.id)).toEqual(['A', 'B'])
    const standalone = await publishIn(null)
    expect(await names(standalone.id)).toEqual(['A', 'D'])
    const nobodysEpisode = await publishIn(await unfollowedSeries())
    expect(await names(nobodysEpisode.id)).toEqual(['A'])

    // And the push service gets exactly those.
    await push.waitFor(() => push.deliveredTo(A.endpoint).length === 3 && push.deliveredTo(D.endpoint).length === 1)
    await push.waitFor(() => push.deliveredTo(B.endpoint).length === 1)
    expect(push.deliveredTo(B.endpoint)[0]!.payload).toMatchObject({ id: episodeOfS.id })
    expect(push.deliveredTo(D.endpoint)[0]!.payload).toMatchObject({ id: standalone.id })
    for (const sub of [C, E]) expect(push.requestsTo(sub.endpoint)).toEqual([])
  })

  it('a subscription that wants everything and follows nothing gets every publish, as before "Follow"', async () => {
    const reader = await subscribe()
    expect(await followRows(reader.id)).toEqual([])
    for (const seriesId of [S, T, null]) {
      const story = await publishIn(seriesId)
      expect(await queuedFor(story.id)).toEqual([reader.id])
    }
  })

  it('a subscription that wants only what it follows, and follows nothing, gets nothing', async () => {
    await subscribe({ wants: 'followed' })
    await publishIn(S)
    await publishIn(null)
    expect(await t.app.db.selectFrom('push_jobs').selectAll().execute()).toEqual([])
  })
})

describe('PUT /api/push-subscriptions/follows', () => {
  it('replaces the whole choice and answers it, follows sorted', async () => {
    const reader = await subscribe({ wants: 'followed', follows: [T] })
    const res = await saveFollows({ endpoint: reader.endpoint, wants: 'followed', follows: [STANDALONE_TARGET, S] })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ wants: 'followed', follows: [S, STANDALONE_TARGET].sort() })
    expect((await followRows(reader.id)).map((row) => row.target)).toEqual([S, STANDALONE_TARGET].sort())
    const episode = await publishIn(T)
    expect(await queuedFor(episode.id)).toEqual([])
  })

  it('leaves the same state when replayed, one row per target, and the next publish is delivered once', async () => {
    const reader = await subscribe()
    const body = { endpoint: reader.endpoint, wants: 'followed', follows: [S, S.toUpperCase()] }
    const first = await saveFollows(body)
    const rows = await followRows(reader.id)
    const again = await saveFollows(body)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(first.json()).toEqual({ wants: 'followed', follows: [S] })
    expect(await followRows(reader.id)).toEqual(rows)
    expect(rows).toHaveLength(1)

    const episode = await publishIn(S)
    expect(await queuedFor(episode.id)).toEqual([reader.id])
    await push.waitFor(() => push.deliveredTo(reader.endpoint).length === 1)
    expect(push.requestsTo(reader.endpoint)).toHaveLength(1)
  })

  it('answers 404 PUSH_SUBSCRIPTION_NOT_FOUND for an endpoint it does not know, and writes nothing', async () => {
    await subscribe()
    const res = await saveFollows({ endpoint: push.subscribe().endpoint, wants: 'followed', follows: [S] })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({
      code: 'PUSH_SUBSCRIPTION_NOT_FOUND',
      message: expect.stringContaining('Turn notifications on again'),
    })
    expect(await t.app.db.selectFrom('push_follows').selectAll().execute()).toEqual([])
    expect(await t.app.db.selectFrom('push_subscriptions').select('wants').execute()).toEqual([{ wants: 'everything' }])
  })

  it('answers 404 once the subscription was removed', async () => {
    const reader = await subscribe()
    await t.app.inject({ method: 'DELETE', url: '/api/push-subscriptions', payload: { endpoint: reader.endpoint } })
    const res = await saveFollows({ endpoint: reader.endpoint, wants: 'everything', follows: [] })
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'PUSH_SUBSCRIPTION_NOT_FOUND' })
  })

  const tooMany = Array.from({ length: PUSH_FOLLOWS_MAX + 1 }, () => randomUUID())
  it.each([
    ['a target that is neither a series id nor standalone', { follows: ['series-one'] }, 'Each followed target'],
    ['a target written as a title', { follows: [S, 'Standalone'] }, 'Each followed target'],
    [`more than ${PUSH_FOLLOWS_MAX} targets`, { follows: tooMany }, `at most ${PUSH_FOLLOWS_MAX} targets`],
    ['a target twice', { follows: [S, S] }, 'each named once'],
    ['wants that is neither', { wants: 'some' }, 'wants must be "everything" or "followed"'],
    ['no wants', { wants: undefined }, 'wants must be'],
    ['no follows', { follows: undefined }, 'follows must be a list'],
  ])('refuses %s with 400 and a message, and writes nothing', async (_, change, message) => {
    const reader = await subscribe({ wants: 'followed', follows: [T] })
    const res = await saveFollows({ endpoint: reader.endpoint, wants: 'followed', follows: [S], ...change })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'BAD_INPUT', message: expect.stringContaining(message) })
    expect((await followRows(reader.id)).map((row) => row.target)).toEqual([T])
  })

  it("answers only its own subscription's follows", async () => {
    await subscribe({ wants: 'followed', follows: [T, STANDALONE_TARGET] })
    const mine = await subscribe()
    const res = await saveFollows({ endpoint: mine.endpoint, wants: 'followed', follows: [S] })
    expect(res.json()).toEqual({ wants: 'followed', follows: [S] })
  })
})

describe('POST /api/push-subscriptions with a choice', () => {
  it('answers a new subscription wanting everything and following nothing', async () => {
    const res = await save(push.subscribe())
    expect(res.json()).toMatchObject({ wants: 'everything', follows: [] })
  })

  it('keeps what a saved subscription wants and follows when saved again without them', async () => {
    const sub = push.subscribe()
    await save(sub, { wants: 'followed', follows: [S, STANDALONE_TARGET] })
    const again = await save({ ...sub, authKey: push.subscribe().authKey })
    expect(again.statusCode).toBe(201)
    expect(again.json()).toMatchObject({ wants: 'followed', follows: [S, STANDALONE_TARGET].sort() })
  })

  it('replaces what is given, and only that', async () => {
    const sub = push.subscribe()
    const { id } = (await save(sub, { wants: 'followed', follows: [S] })).json()
    expect((await save(sub, { follows: [T] })).json()).toMatchObject({ id, wants: 'followed', follows: [T] })
    expect((await save(sub, { wants: 'everything' })).json()).toMatchObject({ id, wants: 'everything', follows: [T] })
    expect((await save(sub, { wants: 'followed', follows: [] })).json()).toMatchObject({
      wants: 'followed',
      follows: [],
    })
    expect(await followRows(id)).toEqual([])
  })

  it('refuses a bad choice with 400 and saves no subscription', async () => {
    const res = await save(push.subscribe(), { wants: 'followed', follows: ['not-a-series'] })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'BAD_INPUT', message: expect.stringContaining('Each followed target') })
    expect(await t.app.db.selectFrom('push_subscriptions').selectAll().execute()).toEqual([])
  })
})

describe('DELETE /api/push-subscriptions', () => {
  it("removes the subscription's follows with it", async () => {
    const reader = await subscribe({ wants: 'followed', follows: [S, T, STANDALONE_TARGET] })
    const other = await subscribe({ wants: 'followed', follows: [S] })
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/push-subscriptions',
      payload: { endpoint: reader.endpoint },
    })
    expect(res.statusCode).toBe(204)
    expect(await followRows(reader.id)).toEqual([])
    expect((await followRows(other.id)).map((row) => row.target)).toEqual([S])
  })
})
