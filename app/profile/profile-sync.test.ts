// Two devices of one reader profile (issue 60), each its own database of the app's schema
// (fake-indexeddb), against the real server: the device rules (db/local/profile-items.ts), the
// outbox's delivery and the pull. Both edit while apart and come back in either order: both end
// with the same favourites, follows, bookmarks, notes, settings and places, and the server's.
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useServerAndLocalDb } from '../testing/server-and-local-db.ts'
import { HubDatabase } from '../../db/local/db.ts'
import { storeOver } from '../../db/local/dexie-store.ts'
import type { LocalStore, TableName } from '../../db/local/local-store.ts'
import {
  answerPlaceQuestion,
  noteEverything,
  noteProfileChange,
  PROFILE_APPLY_TABLES,
  type NotedChange,
} from '../../db/local/profile-items.ts'
import { sendProfileChanges } from '../../db/outbox/profile-delivery.ts'
import { pullProfile } from '../sync/profile-pull.ts'
import { api } from '../../client/api-client.ts'
import { makeStory } from '../../api/testing/builders.ts'
import type { ProfileKind } from '../../contract/profile-kinds.ts'
import type { Annotation } from '../../db/local/types.ts'

const t = useServerAndLocalDb()

interface Device {
  db: HubDatabase
  store: LocalStore
  deviceId: string
}

let devices: HubDatabase[] = []
afterEach(async () => {
  for (const database of devices) await database.delete()
  devices = []
})

function device(name: string, deviceId: string): Device {
  const db = new HubDatabase(`profile-test-${name}-${Math.random()}`)
  devices.push(db)
  return { db, store: storeOver(db), deviceId }
}

/** A pairs with B the way the screens do: A's link (no secret yet), B redeems, A sees it linked. */
async function link(a: Device, b: Device): Promise<void> {
  const started = await api.startPairing({})
  await a.db.profile.put({
    id: 'current',
    secret: started.deviceSecret!,
    deviceId: a.deviceId,
    state: 'pending',
    cursor: '0',
    serverOffsetMs: 0,
  })
  const { deviceSecret } = await api.redeemPairing({ body: { pairingSecret: started.pairingSecret } })
  await b.db.profile.put({
    id: 'current',
    secret: deviceSecret,
    deviceId: b.deviceId,
    state: 'linked',
    cursor: '0',
    serverOffsetMs: 0,
  })
  await a.db.profile.update('current', { state: 'linked' })
  await a.store.transaction(PROFILE_APPLY_TABLES, (store) => noteEverything(store, { 'reading.fontSize': 20 }, 1))
  await b.store.transaction(PROFILE_APPLY_TABLES, (store) => noteEverything(store, { 'reading.fontSize': 16 }, 0))
}

/** A write as the app's writers make it: the row and its note, in one transaction. */
function write(
  d: Device,
  tables: TableName[],
  kind: ProfileKind,
  key: string,
  change: NotedChange,
  rows: (db: HubDatabase) => Promise<unknown>,
) {
  return d.db.transaction('rw', [...tables, 'profile', 'profileItems', 'outbox'], async () => {
    await rows(d.db)
    await noteProfileChange(d.store, kind, key, change)
  })
}

const favourite = (d: Device, storyId: string, on: boolean) =>
  write(d, ['favourites'], 'favourite', storyId, { deleted: !on }, (db) =>
    on ? db.favourites.put({ storyId, createdAt: new Date().toISOString() }) : db.favourites.delete(storyId),
  )

const listen = (d: Device, storyId: string, second: number) =>
  write(d, ['audioProgress'], 'listeningPlace', storyId, { deleted: false, position: second }, (db) =>
    db.audioProgress.put({ storyId, currentPosition: second, duration: 600, updatedAt: Date.now() }),
  )

const setting = (d: Device, key: string, value: number) =>
  write(d, [], 'setting', key, { deleted: false, value }, async () => undefined)

function annotation(storyId: string, note: string): Annotation {
  const now = new Date().toISOString()
  return {
    id: crypto.randomUUID(),
    storyId,
    colour: 'yellow',
    note,
    selector: { exact: 'The gate hummed', prefix: '', suffix: '.', block: 0, offset: 0 },
    createdAt: now,
    updatedAt: now,
  }
}

const annotate = (d: Device, row: Annotation) =>
  write(d, ['annotations'], 'annotation', row.id, { deleted: false }, (db) => db.annotations.put(row))

/** One sync round of a device: its outbox's profile entry, then the pull. */
async function sync(d: Device): Promise<void> {
  await sendProfileChanges(d.store)
  await d.db.outbox.where('status').equals('pending').delete()
  await pullProfile(d.store)
}

/** What a device holds of the profile, to compare two devices. */
async function held(d: Device) {
  const items = await d.db.profileItems.toArray()
  return {
    favourites: (await d.db.favourites.toCollection().primaryKeys()).sort(),
    follows: (await d.db.follows.toCollection().primaryKeys()).sort(),
    annotations: (await d.db.annotations.toArray()).map(({ id, note, colour }) => ({ id, note, colour })),
    listening: (await d.db.audioProgress.toArray()).map(({ storyId, currentPosition }) => ({
      storyId,
      currentPosition,
    })),
    items: items
      .map(({ id, clock, deleted, value }) => ({ id, clock, deleted, value }))
      .sort((x, y) => x.id.localeCompare(y.id)),
    dirty: items.filter((item) => item.dirty).length,
  }
}

describe('two linked devices', () => {
  let a: Device
  let b: Device
  let stories: string[]
  beforeEach(async () => {
    a = device('a', 'aaaaaaaaaaaaaaaa')
    b = device('b', 'bbbbbbbbbbbbbbbb')
    stories = []
    for (const title of ['One', 'Two', 'Three']) stories.push((await makeStory(t.server.app, { title })).id)
  })

  it('linking unites what each had, and the settings of the device whose link was used lead', async () => {
    await a.db.favourites.put({ storyId: stories[0]!, createdAt: '2026-12-01T10:00:00.000Z' })
    await b.db.favourites.put({ storyId: stories[1]!, createdAt: '2026-12-02T10:00:00.000Z' })
    console.log('link')
    await link(a, b)
    console.log('sync a')
    await sendProfileChanges(a.store)
    console.log('pull a')
    await pullProfile(a.store)
    await sync(b)
    await sync(a)
    expect((await held(a)).favourites).toEqual([stories[0], stories[1]].sort())
    expect(await held(b)).toEqual(await held(a))
    expect((await b.db.profileItems.get('setting:reading.fontSize'))?.value).toBe(20)
    expect((await held(a)).dirty).toBe(0)
  })

  for (const order of ['A then B', 'B then A'] as const) {
    it(`edits made apart end the same on both, coming back ${order}`, async () => {
      await link(a, b)
      await sync(a)
      await sync(b)
      // Apart: A favourites one and unfavourites nothing; B favourites the same and another, then
      // unfavourites the first again later; both write notes; settings differ per key.
      await favourite(a, stories[0]!, true)
      await favourite(b, stories[1]!, true)
      await favourite(b, stories[0]!, true)
      const noteA = annotation(stories[0]!, 'From the phone')
      const noteB = annotation(stories[1]!, 'From the laptop')
      await annotate(a, noteA)
      await annotate(b, noteB)
      await setting(a, 'audio.playbackSpeed', 1.5)
      await setting(b, 'reading.lineSpacing', 1.8)
      await favourite(b, stories[0]!, false)
      const [first, second] = order === 'A then B' ? [a, b] : [b, a]
      await sync(first)
      await sync(second)
      await sync(first)
      const onA = await held(a)
      expect(onA).toEqual(await held(b))
      // B's unfavourite came after both adds: it wins on both devices.
      expect(onA.favourites).toEqual([stories[1]])
      expect(onA.annotations.map(({ note }) => note).sort()).toEqual(['From the laptop', 'From the phone'])
      expect(onA.items.find(({ id }) => id === 'setting:audio.playbackSpeed')?.value).toBe(1.5)
      expect(onA.items.find(({ id }) => id === 'setting:reading.lineSpacing')?.value).toBe(1.8)
    })
  }

  it('a change noted while the waiting entry is on its way gets an entry of its own', async () => {
    await link(a, b)
    await sync(a)
    await favourite(a, stories[0]!, true)
    const [onItsWay] = await a.db.outbox.toArray()
    // Sent (the entry was read), and before the round removes the entry, another change is noted.
    await sendProfileChanges(a.store)
    await favourite(a, stories[1]!, true)
    await a.db.outbox.delete(onItsWay!.seq!)
    const waiting = await a.db.outbox.toArray()
    expect(waiting.map(({ kind, status }) => ({ kind, status }))).toEqual([{ kind: 'profile.push', status: 'pending' }])
    await sync(a)
    await sync(b)
    expect((await held(b)).favourites).toEqual([stories[0], stories[1]].sort())
  })

  it('a note edited on both while apart keeps the later edit, whole', async () => {
    await link(a, b)
    const row = annotation(stories[0]!, 'First thought')
    await annotate(a, row)
    await sync(a)
    await sync(b)
    // Both clocks agree with the server's exactly (in life, to within half a round trip).
    for (const d of [a, b]) await d.db.profile.update('current', { serverOffsetMs: 0 })
    await annotate(b, { ...row, note: 'Laptop edit', colour: 'green' })
    // A later millisecond: within one, two devices' edits are ordered by their counters and ids.
    await new Promise((resolve) => setTimeout(resolve, 5))
    await annotate(a, { ...row, note: 'Phone edit', colour: 'blue' })
    await sync(a)
    await sync(b)
    await sync(a)
    const [onA, onB] = [await held(a), await held(b)]
    expect(onA).toEqual(onB)
    expect(onA.annotations).toEqual([{ id: row.id, note: 'Phone edit', colour: 'blue' }])
  })

  it('the furthest listening place wins; a place far behind is asked about, never jumped to', async () => {
    await link(a, b)
    await listen(a, stories[0]!, 120)
    await sync(a)
    await sync(b)
    expect((await b.db.audioProgress.get(stories[0]!))?.currentPosition).toBe(120)
    // B plays on to 300; A, behind, saved 130 meanwhile: the furthest of the run wins on both.
    await listen(b, stories[0]!, 300)
    await listen(a, stories[0]!, 130)
    await sync(b)
    await sync(a)
    await sync(b)
    expect((await a.db.audioProgress.get(stories[0]!))?.currentPosition).toBe(300)
    expect(await held(a)).toEqual(await held(b))
    // On A the reader goes back to 40 (a new run): B, at 300, is asked instead of being moved.
    await listen(a, stories[0]!, 310)
    await listen(a, stories[0]!, 40)
    await sync(a)
    await sync(b)
    expect((await b.db.audioProgress.get(stories[0]!))?.currentPosition).toBe(300)
    const question = await b.db.profileItems.get(`listeningPlace:${stories[0]}`)
    expect(question?.behind?.value).toMatchObject({ position: 40 })
    // B goes back too: both then hold 40.
    await b.store.transaction(PROFILE_APPLY_TABLES, (store) =>
      answerPlaceQuestion(store, 'listeningPlace', stories[0]!, true),
    )
    expect((await b.db.audioProgress.get(stories[0]!))?.currentPosition).toBe(40)
    await sync(b)
    await sync(a)
    expect((await a.db.audioProgress.get(stories[0]!))?.currentPosition).toBe(40)
  })

  it('staying put answers the question on every device', async () => {
    await link(a, b)
    await listen(a, stories[0]!, 500)
    await sync(a)
    await sync(b)
    await listen(a, stories[0]!, 20)
    await sync(a)
    await sync(b)
    expect((await b.db.profileItems.get(`listeningPlace:${stories[0]}`))?.behind).toBeDefined()
    await b.store.transaction(PROFILE_APPLY_TABLES, (store) =>
      answerPlaceQuestion(store, 'listeningPlace', stories[0]!, false),
    )
    await sync(b)
    await sync(a)
    expect((await a.db.audioProgress.get(stories[0]!))?.currentPosition).toBe(500)
    expect((await b.db.audioProgress.get(stories[0]!))?.currentPosition).toBe(500)
  })

  it('a device the profile was forgotten from stops, and keeps its own data', async () => {
    await link(a, b)
    await favourite(a, stories[0]!, true)
    await sync(a)
    await sync(b)
    const secret = (await a.db.profile.get('current'))!.secret
    await api.forgetProfile({ headers: { authorization: `Bearer ${secret}` } })
    await favourite(b, stories[1]!, true)
    await sync(b)
    expect(await b.db.profile.get('current')).toBeUndefined()
    expect(await b.db.profileItems.count()).toBe(0)
    expect((await b.db.favourites.toCollection().primaryKeys()).sort()).toEqual([stories[0], stories[1]].sort())
    expect((await b.db.syncState.get('profileEnded'))?.value).toBeDefined()
  })
})
