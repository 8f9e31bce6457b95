// Follows on the device and the server's copy (issue 59), against the real server on
// fake-indexeddb: a follow made offline reaches the server once (one waiting entry, however many
// changes), it is read when sent, a publish then reaches this browser only for what it follows;
// "New in what you follow" lists only newer, unopened stories of what the device follows.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { useServerAndLocalDb } from '../../testing/server-and-local-db.ts'
import { useAdminFetch } from '../../testing/admin-fetch.ts'
import { db } from '../../../db/local/db.ts'
import { drainOutbox } from '../../../db/outbox/outbox.ts'
import { FakePushService, type FakeSubscription } from '../../../api/testing/fake-push-service.ts'
import { makeStory } from '../../../api/testing/builders.ts'
import { api } from '../../../client/api-client.ts'
import { makeLocalStory } from '../../lib/make-story.testing.ts'
import { setFollowing, STANDALONE_TARGET } from './follows.ts'
import { readNewInFollows } from './new-in-follows.ts'
import { queuePushFollows } from '../../pwa/push-follows.ts'
import { pushWants } from '../../pwa/push-wants.ts'

let push: FakePushService
beforeAll(async () => {
  push = await FakePushService.start()
})
afterAll(async () => {
  await push.close()
})
const t = useServerAndLocalDb(() => ({ pushExtraHosts: [push.host] }))
let offline = false
useAdminFetch(t, { offline: () => offline })
beforeEach(() => {
  offline = false
  pushWants.clear()
})

/** Push jobs the server queued for this subscription, by story title. */
async function notifiedOf(subscription: FakeSubscription): Promise<string[]> {
  const rows = await t.server.app.db
    .selectFrom('push_jobs as j')
    .innerJoin('push_subscriptions as s', 's.id', 'j.subscription_id')
    .select('j.payload')
    .where('s.endpoint', '=', subscription.endpoint)
    .execute()
  return rows.map((r) => (JSON.parse(r.payload) as { title: string }).title.replace(/^New story: /, '')).sort()
}

/** An episode of the main series, or (season choice 5) of the second one (contract/season-choice.ts). */
const episode = (title: string, seasonChoice: '1' | '5') =>
  makeStory(t.server.app, { title, category: 'series', seasonNumber: seasonChoice, silent: 'false' })

describe('following with notifications on', () => {
  it('delivers follows made offline once, read when sent, and a publish then reaches only what is followed', async () => {
    const subscription = push.subscribe()
    await api.savePushSubscription({ body: { ...subscription, wants: 'followed', follows: [] } })
    const first = await episode('Main 1', '1')
    const other = await episode('Second 1', '5')
    const endpoint = async () => subscription.endpoint
    pushWants.write('followed')

    offline = true
    await setFollowing(first.seriesId!, true, endpoint)
    await setFollowing(other.seriesId!, true, endpoint)
    await setFollowing(other.seriesId!, false, endpoint)
    expect(await drainOutbox()).toMatchObject({ delivered: 0, interrupted: true })
    expect(await db.outbox.count()).toBe(1) // one waiting entry for three changes

    offline = false
    const sent: string[] = []
    const realFetch = globalThis.fetch
    globalThis.fetch = (input, init) => {
      if (String(input).includes('/follows')) sent.push(String(init?.body))
      return realFetch(input, init)
    }
    try {
      expect(await drainOutbox(Date.now() + 60_000, true)).toMatchObject({ delivered: 1, refused: [] })
      expect(await drainOutbox(Date.now() + 120_000, true)).toMatchObject({ delivered: 0 })
    } finally {
      globalThis.fetch = realFetch
    }
    expect(sent).toHaveLength(1)
    expect(JSON.parse(sent[0]!)).toEqual({
      endpoint: subscription.endpoint,
      wants: 'followed',
      follows: [first.seriesId],
    })

    await episode('Main 2', '1')
    await episode('Second 2', '5')
    await makeStory(t.server.app, { title: 'A standalone', silent: 'false' })
    expect(await notifiedOf(subscription)).toEqual(['Main 2'])
  })

  it('turns to everything new, and a subscription the server no longer has ends the entry quietly', async () => {
    const subscription = push.subscribe()
    await api.savePushSubscription({ body: { ...subscription, wants: 'followed', follows: [STANDALONE_TARGET] } })
    await queuePushFollows(subscription.endpoint, 'everything')
    expect(await drainOutbox()).toMatchObject({ delivered: 1 })
    await episode('Anything 1', '5')
    expect(await notifiedOf(subscription)).toEqual(['Anything 1'])

    await api.removePushSubscription({ body: { endpoint: subscription.endpoint } })
    await queuePushFollows(subscription.endpoint, 'followed')
    expect(await drainOutbox()).toMatchObject({ delivered: 1, refused: [] })
    expect(await db.outbox.count()).toBe(0)
  })

  it('keeps a follow on the device only when this browser has no notifications', async () => {
    await setFollowing(STANDALONE_TARGET, true, async () => undefined)
    expect(await db.follows.get(STANDALONE_TARGET)).toMatchObject({ target: STANDALONE_TARGET })
    expect(await db.outbox.count()).toBe(0)
  })
})

describe('New in what you follow', () => {
  const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T12:00:00.000Z`
  const story = (id: string, day: number, seriesId: string | null) =>
    makeLocalStory({ id, title: id, createdAt: at(day), seriesId, category: seriesId ? 'series' : 'standalone' })

  it('lists newer, unopened stories of what the device follows, newest first', async () => {
    await db.follows.bulkPut([
      { target: 'series-a', followedAt: at(10) },
      { target: STANDALONE_TARGET, followedAt: at(20) },
    ])
    await db.stories.bulkPut([
      story('a-before', 9, 'series-a'),
      story('a-after', 11, 'series-a'),
      story('a-opened', 12, 'series-a'),
      story('b-after', 13, 'series-b'),
      story('solo-before', 19, null),
      story('solo-after', 21, null),
    ])
    await db.readingProgress.put({ storyId: 'a-opened', position: 10, percent: 5, chapterIndex: 0, updatedAt: 1 })
    expect((await readNewInFollows(db)).map((s) => s.id)).toEqual(['solo-after', 'a-after'])
    expect((await readNewInFollows(db, 1)).map((s) => s.id)).toEqual(['solo-after'])
  })

  it('is empty when the device follows nothing', async () => {
    await db.stories.put(story('a-after', 11, 'series-a'))
    expect(await readNewInFollows(db)).toEqual([])
  })
})
