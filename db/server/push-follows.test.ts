// What a push subscription wants and follows: saved whole, replayed to the same rows, read back
// sorted, and only for the subscription asked about.
import { describe, expect, it } from 'vitest'
import { useTempDb } from './testing/temp-db.ts'
import { readPushFollows, savePushFollows } from './push-follows.ts'
import { upsertPushSubscription } from './push-subscriptions.ts'
import { STANDALONE_TARGET } from '../../contract/limits.ts'

const t = useTempDb()

const S = '7a1c6f1e-5b0e-4c55-9a53-1f0e6d2b8a01'
const T = '7a1c6f1e-5b0e-4c55-9a53-1f0e6d2b8a05'
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/mine'

const subscribe = (endpoint = ENDPOINT) =>
  upsertPushSubscription(t.db, { endpoint, p256dhKey: 'k', authKey: 'a', userId: 'u', userAgent: '' })
const rows = () => t.db.selectFrom('push_follows').select(['target', 'followed_at']).orderBy('target').execute()

describe('push follows', () => {
  it('replaces the whole set and answers it sorted', async () => {
    await subscribe()
    await savePushFollows(t.db, ENDPOINT, { wants: 'followed', follows: [T, STANDALONE_TARGET] })
    expect(await savePushFollows(t.db, ENDPOINT, { wants: 'followed', follows: [T, S] })).toEqual({
      wants: 'followed',
      follows: [S, T],
    })
    expect(await readPushFollows(t.db, ENDPOINT)).toEqual({ wants: 'followed', follows: [S, T] })
  })

  it('leaves the same rows when a save is replayed, a kept target with its first time', async () => {
    await subscribe()
    const choice = { wants: 'followed', follows: [S, STANDALONE_TARGET] } as const
    await savePushFollows(t.db, ENDPOINT, choice)
    const first = await rows()
    await savePushFollows(t.db, ENDPOINT, choice)
    expect(await rows()).toEqual(first)
    expect(first).toHaveLength(2)
  })

  it('holds an id once, however it is written', async () => {
    await subscribe()
    expect(await savePushFollows(t.db, ENDPOINT, { wants: 'followed', follows: [S.toUpperCase(), S] })).toEqual({
      wants: 'followed',
      follows: [S],
    })
    expect(await rows()).toHaveLength(1)
  })

  it('follows nothing after an empty set', async () => {
    await subscribe()
    await savePushFollows(t.db, ENDPOINT, { wants: 'followed', follows: [S] })
    expect(await savePushFollows(t.db, ENDPOINT, { wants: 'everything', follows: [] })).toEqual({
      wants: 'everything',
      follows: [],
    })
    expect(await rows()).toEqual([])
  })

  it('answers undefined for an endpoint never saved, and writes nothing', async () => {
    await subscribe()
    expect(
      await savePushFollows(t.db, 'https://fcm.googleapis.com/fcm/send/other', { wants: 'followed', follows: [S] }),
    ).toBeUndefined()
    expect(await readPushFollows(t.db, 'https://fcm.googleapis.com/fcm/send/other')).toBeUndefined()
    expect(await rows()).toEqual([])
  })

  it("never reads or changes another subscription's follows", async () => {
    await subscribe()
    await subscribe('https://fcm.googleapis.com/fcm/send/theirs')
    await savePushFollows(t.db, 'https://fcm.googleapis.com/fcm/send/theirs', { wants: 'followed', follows: [T] })
    await savePushFollows(t.db, ENDPOINT, { wants: 'followed', follows: [S] })
    expect(await readPushFollows(t.db, ENDPOINT)).toEqual({ wants: 'followed', follows: [S] })
    expect(await readPushFollows(t.db, 'https://fcm.googleapis.com/fcm/send/theirs')).toEqual({
      wants: 'followed',
      follows: [T],
    })
  })
})
