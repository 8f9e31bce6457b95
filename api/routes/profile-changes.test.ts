// A reader profile's changes (issue 60): whatever order two devices' offline edits arrive in, the
// server keeps the same winner per element (contract/profile-merge.ts) and every device pulls the
// same; clocks are held to the server's time; changes of stories or series the server does not have
// are dropped; profiles never see each other's elements; every secret that opens nothing gets the
// same 401; pages follow a cursor that a restore makes stale; a profile holds a bounded number of
// elements and takes a bounded number of pushes. One file, over 400 lines: its cases share one
// two-device setup and are the merge table of every kind, read best side by side.
import { randomBytes, randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { adminHeaders, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import {
  bearer,
  change,
  clock,
  joinDevice,
  LAPTOP,
  linkTwoDevices,
  MAIN_SERIES_ID,
  PHONE,
  profileCall,
  pullAll,
  pullPage,
  pulledState,
  push,
  putStory,
  values,
} from '../testing/profile-devices.ts'
import { secretHash } from '../services/profile/profile-secrets.ts'
import { startNewHistory } from '../../db/server/history.ts'
import { CLOCK_LEEWAY_MS, formatClock } from '../../contract/profile-merge.ts'
import { PROFILE_ITEMS_MAX, type ProfileChange, type ProfileKind } from '../../contract/profile-kinds.ts'
import { STANDALONE_TARGET } from '../../contract/limits.ts'

const S1 = '10000000-0000-4000-8000-000000000001'
const S2 = '10000000-0000-4000-8000-000000000002'
const S3 = '10000000-0000-4000-8000-000000000003'
const NOTE1 = 'a0000000-0000-4000-8000-000000000001'
const NOTE2 = 'a0000000-0000-4000-8000-000000000002'

let apps: TestApp[] = []
async function freshApp(): Promise<TestApp> {
  const t = await buildTestApp()
  apps.push(t)
  for (const id of [S1, S2, S3]) await putStory(t.app, id)
  return t
}
afterEach(async () => {
  await Promise.all(apps.map((t) => t.close()))
  apps = []
})

const sorted = (changes: readonly ProfileChange[]) =>
  [...changes].sort((a, b) => `${a.kind} ${a.key}`.localeCompare(`${b.kind} ${b.key}`))

/** Each device's offline edits of one kind, and what must be kept of them. */
interface Scenario {
  phone: ProfileChange[]
  laptop: ProfileChange[]
  kept: (phone: ProfileChange[], laptop: ProfileChange[]) => ProfileChange[]
}

const p = (ms: number) => clock(ms, PHONE)
const l = (ms: number) => clock(ms, LAPTOP)

const SCENARIOS: Array<[string, ProfileKind, Scenario]> = [
  [
    'the later change per story, a removal included',
    'favourite',
    {
      phone: [
        change('favourite', S1, p(1_000), values.favourite(1)),
        change('favourite', S2, p(3_000)),
        change('favourite', S3, p(5_000), values.favourite(3)),
      ],
      laptop: [
        change('favourite', S1, l(2_000)),
        change('favourite', S2, l(2_000), values.favourite(2)),
        change('favourite', S3, l(4_000)),
      ],
      kept: (phone, laptop) => [laptop[0]!, phone[1]!, phone[2]!],
    },
  ],
  [
    'the later change per series and for stories of no series',
    'follow',
    {
      phone: [
        change('follow', MAIN_SERIES_ID, p(1_000), values.follow(1)),
        change('follow', STANDALONE_TARGET, p(4_000)),
      ],
      laptop: [
        change('follow', MAIN_SERIES_ID, l(2_000)),
        change('follow', STANDALONE_TARGET, l(3_000), values.follow(2)),
      ],
      kept: (phone, laptop) => [laptop[0]!, phone[1]!],
    },
  ],
  [
    'the later bookmark per story',
    'bookmark',
    {
      phone: [
        change('bookmark', S1, p(1_000), values.bookmark(1)),
        change('bookmark', S2, p(5_000), values.bookmark(3)),
      ],
      laptop: [change('bookmark', S1, l(2_000), values.bookmark(2)), change('bookmark', S2, l(4_000))],
      kept: (phone, laptop) => [laptop[0]!, phone[1]!],
    },
  ],
  [
    'places by run, then position: the furthest of a run though older, a newer run though behind',
    'readingPlace',
    {
      phone: [
        change('readingPlace', S1, p(3_000), values.readingPlace(0, 40)),
        change('readingPlace', S2, p(1_000), values.readingPlace(0, 90)),
      ],
      laptop: [
        change('readingPlace', S1, l(1_000), values.readingPlace(0, 60)),
        change('readingPlace', S2, l(2_000), values.readingPlace(1, 10)),
      ],
      kept: (_phone, laptop) => [laptop[0]!, laptop[1]!],
    },
  ],
  [
    'places by run, then position, then clock',
    'listeningPlace',
    {
      phone: [
        change('listeningPlace', S1, p(1_000), values.listeningPlace(2, 600)),
        change('listeningPlace', S2, p(9_000), values.listeningPlace(0, 3_000)),
      ],
      laptop: [
        change('listeningPlace', S1, l(2_000), values.listeningPlace(2, 600)),
        change('listeningPlace', S2, l(1_000), values.listeningPlace(1, 30)),
      ],
      kept: (_phone, laptop) => [laptop[0]!, laptop[1]!],
    },
  ],
  [
    'each setting on its own: the later change per key',
    'setting',
    {
      phone: [
        change('setting', 'reading.fontSize', p(1_000), 18),
        change('setting', 'audio.playbackSpeed', p(3_000), 1.5),
      ],
      laptop: [
        change('setting', 'reading.fontSize', l(2_000), 20),
        change('setting', 'audio.playbackSpeed', l(2_000), 1.25),
        change('setting', 'reading.theme', l(2_000), 'sepia'),
      ],
      kept: (phone, laptop) => [laptop[0]!, phone[1]!, laptop[2]!],
    },
  ],
  [
    'each note by its id, whole: the later edit, or its delete',
    'annotation',
    {
      phone: [
        change('annotation', NOTE1, p(1_000), values.annotation(S1, 'First thought.')),
        change('annotation', NOTE2, p(1_000), values.annotation(S1, 'Keep me?')),
      ],
      laptop: [
        change('annotation', NOTE1, l(2_000), { ...values.annotation(S1, 'Second thought.'), colour: 'pink' }),
        change('annotation', NOTE2, l(2_000)),
      ],
      kept: (_phone, laptop) => [laptop[0]!, laptop[1]!],
    },
  ],
]

describe('two devices editing offline', () => {
  it.each(SCENARIOS)('%s (%s): both orders of arrival, both devices pull the same', async (_rule, _kind, scenario) => {
    const expected = sorted(scenario.kept(scenario.phone, scenario.laptop))
    for (const order of ['phone first', 'laptop first']) {
      const t = await freshApp()
      const { first: phone, second: laptop } = await linkTwoDevices(t.app)
      const sends: Array<[string, ProfileChange[]]> = [
        [phone, scenario.phone],
        [laptop, scenario.laptop],
      ]
      if (order === 'laptop first') sends.reverse()
      let held: ProfileChange[] = []
      for (const [secret, changes] of sends) {
        const res = await push(t.app, secret, changes)
        expect(res.statusCode, res.body).toBe(200)
        held = (res.json() as { held: ProfileChange[] }).held
      }
      // The second push is answered with what is now held for each of its keys.
      expect(sorted(held), order).toEqual(expected.filter((c) => sends[1]![1].some((s) => s.key === c.key)))
      expect(await pulledState(t.app, phone), order).toEqual(expected)
      expect(await pulledState(t.app, laptop), order).toEqual(expected)
    }
  })

  it('keeps a delete over an older add, whichever arrives first, and a replay changes nothing', async () => {
    const t = await freshApp()
    const { first, second } = await linkTwoDevices(t.app)
    const removed = change('favourite', S1, p(5_000))
    const added = change('favourite', S1, l(4_000), values.favourite(1))
    expect((await push(t.app, first, [removed])).json().held).toEqual([removed])
    expect((await push(t.app, second, [added])).json().held).toEqual([removed])
    const { cursor } = await pullAll(t.app, second)
    expect((await push(t.app, first, [removed])).json().held).toEqual([removed])
    expect((await pullAll(t.app, second, cursor)).changes).toEqual([])
  })

  it('decides two changes of the same moment by the device id', async () => {
    const phoneAdd = change('favourite', S1, clock(7_000, PHONE, 3), values.favourite(1))
    const laptopRemove = change('favourite', S1, clock(7_000, LAPTOP, 3))
    for (const order of [
      [phoneAdd, laptopRemove],
      [laptopRemove, phoneAdd],
    ]) {
      const t = await freshApp()
      const { first, second } = await linkTwoDevices(t.app)
      await push(t.app, first, [order[0]!])
      await push(t.app, second, [order[1]!])
      expect(await pulledState(t.app, first)).toEqual([laptopRemove])
    }
  })

  it('holds a clock far in the future to 2 minutes past the server’s time, keeping its counter and device', async () => {
    const t = await freshApp()
    const { first } = await linkTwoDevices(t.app)
    const future = formatClock({ wall: Date.now() + 365 * 86_400_000, counter: 7, device: LAPTOP })
    const res = (await push(t.app, first, [change('setting', 'reading.fontSize', future, 22)])).json()
    const held = formatClock({ wall: res.serverTime + CLOCK_LEEWAY_MS, counter: 7, device: LAPTOP })
    expect(res.held).toEqual([change('setting', 'reading.fontSize', held, 22)])
    expect(await pulledState(t.app, first)).toEqual(res.held)
  })

  it('keeps the latest of several changes of one element sent together', async () => {
    const t = await freshApp()
    const { first } = await linkTwoDevices(t.app)
    const latest = change('readingPlace', S1, p(2_000), values.readingPlace(1, 5))
    const res = await push(t.app, first, [change('readingPlace', S1, p(1_000), values.readingPlace(0, 80)), latest])
    expect(res.json().held).toEqual([latest])
    expect(await pulledState(t.app, first)).toEqual([latest])
  })
})

describe('what the server keeps', () => {
  it('drops changes of stories and series it does not have, and answers only for the rest', async () => {
    const t = await freshApp()
    const { first } = await linkTwoDevices(t.app)
    const unknown = randomUUID()
    const kept = change('favourite', S1, p(1), values.favourite(1))
    const res = await push(t.app, first, [
      change('favourite', unknown, p(1), values.favourite(1)),
      change('bookmark', unknown, p(1)),
      change('readingPlace', unknown, p(1), values.readingPlace(0, 5)),
      change('annotation', NOTE1, p(1), values.annotation(unknown, 'Lost')),
      change('follow', randomUUID(), p(1), values.follow(1)),
      kept,
    ])
    expect(res.statusCode).toBe(200)
    expect(res.json().held).toEqual([kept])
    expect(await pulledState(t.app, first)).toEqual([kept])
  })

  it('deletes the elements of a story when the story is deleted, and only those', async () => {
    const t = await freshApp()
    const { first } = await linkTwoDevices(t.app)
    await push(t.app, first, [
      change('favourite', S1, p(1), values.favourite(1)),
      change('annotation', NOTE1, p(1), values.annotation(S1, 'On S1')),
      change('listeningPlace', S1, p(1), values.listeningPlace(0, 10)),
      change('favourite', S2, p(1), values.favourite(2)),
    ])
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/stories/${S1}`, headers: adminHeaders })
    expect(deleted.statusCode).toBe(204)
    expect(await t.app.db.selectFrom('profile_items').select(['kind', 'item_key']).execute()).toEqual([
      { kind: 'favourite', item_key: S2 },
    ])
  })

  it.each<[string, ProfileChange, RegExp]>([
    ['a place that is deleted', change('readingPlace', S1, p(1)), /changes\[1\]: a readingPlace is never deleted/],
    [
      'a change without its value',
      { kind: 'bookmark', key: S1, clock: p(1), deleted: false } as ProfileChange,
      /changes\[1\]: a change that is not a delete .* must carry its value/,
    ],
    [
      'a delete with a value',
      { ...change('favourite', S1, p(1), values.favourite(1)), deleted: true },
      /changes\[1\]: a delete .* carries no value/,
    ],
  ])('refuses %s with 400, and keeps nothing of the push', async (_case, bad, message) => {
    const t = await freshApp()
    const { first } = await linkTwoDevices(t.app)
    const res = await push(t.app, first, [change('favourite', S2, p(1), values.favourite(1)), bad])
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'BAD_INPUT', message: expect.stringMatching(message) })
    expect(await pulledState(t.app, first)).toEqual([])
  })

  it(`holds at most ${PROFILE_ITEMS_MAX} elements: a push past it is 413 PROFILE_FULL, a change of a held one is kept`, async () => {
    const t = await freshApp()
    const { first } = await linkTwoDevices(t.app)
    const held = change('setting', 'reading.fontSize', p(1), 18)
    await push(t.app, first, [held])
    const { profile_id: profileId } = await t.app.db
      .selectFrom('profile_devices')
      .select('profile_id')
      .where('secret_hash', '=', secretHash(first))
      .executeTakeFirstOrThrow()
    const filler = Array.from({ length: PROFILE_ITEMS_MAX - 2 }, (_, i) => ({
      profile_id: profileId,
      kind: 'setting' as const,
      item_key: `filler.${i}`,
      story_id: null,
      clock: p(1),
      deleted: 1,
      value: null,
      seq: 0,
    }))
    for (let at = 0; at < filler.length; at += 1_000)
      await t.app.db
        .insertInto('profile_items')
        .values(filler.slice(at, at + 1_000))
        .execute()

    const two = [change('favourite', S1, p(2), values.favourite(1)), change('favourite', S2, p(2), values.favourite(2))]
    const full = await push(t.app, first, two)
    expect(full.statusCode).toBe(413)
    expect(full.json()).toMatchObject({ code: 'PROFILE_FULL' })
    expect((await push(t.app, first, [two[0]!, change('setting', 'reading.fontSize', p(3), 20)])).statusCode).toBe(200)
    expect((await push(t.app, first, [change('setting', 'reading.fontSize', p(4), 22)])).statusCode).toBe(200)
    expect((await push(t.app, first, [two[1]!])).statusCode).toBe(413)
  })

  it('takes a push of up to 2 MB', async () => {
    const t = await freshApp()
    const { first } = await linkTwoDevices(t.app)
    const notes = (count: number) =>
      Array.from({ length: count }, () =>
        change('annotation', randomUUID(), p(1), values.annotation(S1, 'n'.repeat(8_000))),
      )
    expect((await push(t.app, first, notes(200))).statusCode).toBe(200)
    const tooLarge = await push(t.app, first, notes(300))
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json()).toMatchObject({ code: 'TOO_LARGE' })
  })

  it('keeps each profile’s elements to itself', async () => {
    const t = await freshApp()
    const ours = await linkTwoDevices(t.app)
    const theirs = await linkTwoDevices(t.app)
    const added = change('favourite', S1, p(2), values.favourite(1))
    const removedBefore = change('favourite', S1, l(1))
    await push(t.app, ours.first, [added])
    // Ours is the later change of S1, but not theirs to be merged with.
    expect((await push(t.app, theirs.first, [removedBefore])).json().held).toEqual([removedBefore])
    expect(await pulledState(t.app, ours.second)).toEqual([added])
    expect(await pulledState(t.app, theirs.second)).toEqual([removedBefore])
  })

  it('takes 120 pushes a minute per profile: the 121st is 429 TOO_MANY_CHANGES with Retry-After, other profiles go on', async () => {
    const t = await freshApp()
    const ours = await linkTwoDevices(t.app)
    const theirs = await linkTwoDevices(t.app)
    for (let i = 0; i < 120; i++) expect((await push(t.app, i % 2 ? ours.first : ours.second, [])).statusCode).toBe(200)
    const refused = await push(t.app, ours.first, [])
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_CHANGES' })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect((await push(t.app, theirs.first, [])).statusCode).toBe(200)
  })
})

describe('pulling', () => {
  it('pages by the cursor, oldest first, and lists an element again only when it changed', async () => {
    const t = await freshApp()
    const { first, second } = await linkTwoDevices(t.app)
    const keys = ['reading.fontSize', 'reading.lineSpacing', 'reading.theme', 'audio.bass', 'audio.treble'] as const
    for (const [n, key] of keys.entries()) await push(t.app, first, [change('setting', key, p(n + 1), n)])
    const pages: Array<{ cursor: string; hasMore: boolean; changes: ProfileChange[] }> = []
    for (let since = '0'; ;) {
      const page = (await pullPage(t.app, second, since, 2)).json()
      pages.push(page)
      if (!page.hasMore) break
      since = page.cursor
    }
    expect(pages.map((page) => page.changes.map((c) => c.key))).toEqual([
      keys.slice(0, 2),
      keys.slice(2, 4),
      keys.slice(4),
    ])
    const last = pages.at(-1)!.cursor
    expect((await pullPage(t.app, second, last)).json()).toMatchObject({ cursor: last, hasMore: false, changes: [] })
    await push(t.app, first, [change('setting', 'reading.lineSpacing', p(10), 2)])
    expect((await pullAll(t.app, second, last)).changes.map((c) => c.key)).toEqual(['reading.lineSpacing'])
  })

  it('refuses a cursor past anything the profile handed out, or of another history (a restore), with 409', async () => {
    const t = await freshApp()
    const { first } = await linkTwoDevices(t.app)
    const held = change('favourite', S1, p(1), values.favourite(1))
    await push(t.app, first, [held])
    const { cursor } = await pullAll(t.app, first)
    expect(cursor).toBe('1')
    expect((await pullPage(t.app, first, '2')).statusCode).toBe(409)

    const history = await startNewHistory(t.app.db)
    const stale = await pullPage(t.app, first, cursor)
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'CURSOR_AHEAD' })
    expect(stale.headers['cache-control']).toBe('no-store')
    const again = (await pullPage(t.app, first, '0')).json()
    expect(again).toMatchObject({ cursor: `${history}.1`, hasMore: false, changes: [held] })
    expect((await pullPage(t.app, first, again.cursor)).statusCode).toBe(200)
  })
})

describe('a secret that opens nothing', () => {
  let t: TestApp
  let linked: { first: string; second: string }
  beforeEach(async () => {
    t = await freshApp()
    linked = await linkTwoDevices(t.app)
  })

  const CALLS = [
    { method: 'GET', url: '/api/profile' },
    { method: 'GET', url: '/api/profile/changes?since=0' },
    // Refused before the body is read: the body's rules stay unknown to a stranger.
    { method: 'POST', url: '/api/profile/changes', payload: { changes: 'not a list' } },
    { method: 'DELETE', url: '/api/profile/device' },
    { method: 'DELETE', url: '/api/profile' },
  ] as const

  it('gets one 401 PROFILE_UNKNOWN: none, malformed, unknown, unlinked and forgotten alike', async () => {
    const unlinked = await joinDevice(t.app, linked.first)
    expect((await profileCall(t.app, unlinked, { method: 'DELETE', url: '/api/profile/device' })).statusCode).toBe(204)
    const forgotten = await linkTwoDevices(t.app)
    expect((await profileCall(t.app, forgotten.first, { method: 'DELETE', url: '/api/profile' })).statusCode).toBe(204)
    const headers: Array<Record<string, string>> = [
      {},
      { authorization: '' },
      { authorization: 'Bearer' },
      { authorization: 'Basic dXNlcjpwYXNz' },
      { authorization: linked.first },
      { authorization: `Bearer ${linked.first}x` },
      bearer(`icp_${randomBytes(32).toString('base64url')}`),
      bearer(unlinked),
      bearer(forgotten.second),
    ]
    const answers = []
    for (const call of CALLS)
      for (const [n, header] of headers.entries())
        answers.push(await t.app.inject({ ...call, headers: header, remoteAddress: `192.0.2.${n}` }))
    for (const res of answers) {
      expect(res.statusCode).toBe(401)
      expect(res.body).toBe(answers[0]!.body)
    }
    expect(answers[0]!.json()).toMatchObject({ code: 'PROFILE_UNKNOWN' })
    // The profile is still there for its devices.
    expect((await profileCall(t.app, linked.second, { method: 'GET', url: '/api/profile' })).statusCode).toBe(200)
  })

  it('is limited to 20 per address in 15 minutes; requests without a secret and right secrets are not counted', async () => {
    const from = (remoteAddress: string, authorization?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/profile',
        remoteAddress,
        headers: authorization ? { authorization } : {},
      })
    const wrong = () => `Bearer icp_${randomBytes(32).toString('base64url')}`
    for (let i = 0; i < 25; i++) expect((await from('203.0.113.9')).statusCode).toBe(401)
    for (let i = 0; i < 25; i++) expect((await from('203.0.113.9', `Bearer ${linked.first}`)).statusCode).toBe(200)
    for (let i = 0; i < 20; i++) expect((await from('203.0.113.9', wrong())).statusCode).toBe(401)

    const refused = await from('203.0.113.9', wrong())
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' })
    expect(refused.json().message).toMatch(/^Too many failed attempts with a device secret from your address/)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60)
    // Even the right secret waits there, or the limit would tell a guesser which guess was right.
    expect((await from('203.0.113.9', `Bearer ${linked.first}`)).statusCode).toBe(429)
    expect((await from('203.0.113.10', `Bearer ${linked.first}`)).statusCode).toBe(200)
  })

  it('is not counted while it waits for its pairing link to be used (the dialog polls)', async () => {
    const start = (await t.app.inject({ method: 'POST', url: '/api/profile/pairings' })).json()
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/profile',
        remoteAddress: '203.0.113.20',
        headers: bearer(start.deviceSecret),
      })
      expect(res.json()).toMatchObject({ state: 'waiting' })
    }
    // Waiting opens nothing else.
    expect((await pullPage(t.app, start.deviceSecret)).statusCode).toBe(401)
  })
})
