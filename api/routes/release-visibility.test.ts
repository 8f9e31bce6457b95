// Nothing of a scheduled story before its hour, anywhere a reader or a stranger can look (issue 61):
// every surface is asked, as a stranger, as a reader whose device synced before the schedule, as a
// reader profile and as the push service. Before the release the story's id and title are in no
// answer, and every answer asked for its id is the answer for an id that never existed, byte for
// byte; after the release every surface has it. Runs on the real build (`npm run build` first) for
// the drawn pages.
import fs from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { FakePushService, type FakeSubscription } from '../testing/fake-push-service.ts'
import { makeStory } from '../testing/builders.ts'
import { testClock, type TestClock } from '../testing/test-clock.ts'
import {
  change,
  clock as profileClock,
  linkTwoDevices,
  pulledState,
  push as pushProfile,
  values,
} from '../testing/profile-devices.ts'
import { openEpub } from '../services/epub/testing/unzip.ts'
import { MAIN_SERIES_ID } from '../../contract/season-choice.ts'
import type { Series, Story } from '../../contract/story.ts'

const dist = process.env.BUILD_OUT_DIR ?? path.resolve(import.meta.dirname, '../../dist')
const HOUR = 60 * 60 * 1000
/** A word no other story has: search finds the scheduled story by it once it is released. */
const TITLE = 'Quasarwake Protocol'

let clock: TestClock
let H: Date
let t: TestApp
let push: FakePushService
let reader: FakeSubscription
let scheduled: Story
let readerCursor: string
let profile: { first: string; second: string }

/** Every call whose answer lists stories (never asked for the id itself). */
const LISTS: Array<[string, InjectOptions]> = [
  ['the story list', { url: '/api/stories' }],
  ['the series filter', { url: '/api/stories?category=series' }],
  ['Recently Added', { url: '/api/stories?recent=true&limit=6' }],
  ['search', { url: '/api/stories?search=quasarwake' }],
  ['a sync from the start', { url: '/api/sync?since=0' }],
  ['the newest stories feed', { url: '/feed/stories.atom' }],
  ['the home page', { url: '/' }],
]

/** Every call asked for the story's id (`ID` stands for it). */
const BY_ID: Array<[string, InjectOptions]> = [
  ['the story', { url: '/api/stories/ID' }],
  ['its cover', { url: '/api/stories/ID/cover' }],
  ['its text', { url: '/api/story-texts?ids=ID' }],
  ['its comments', { url: '/api/stories/ID/comments' }],
  ['a comment on it', { method: 'POST', url: '/api/stories/ID/comments', payload: { content: 'First!' } }],
  ['its audio progress', { url: '/api/audio-progress/ID' }],
  [
    'saving audio progress',
    { method: 'POST', url: '/api/audio-progress', payload: { storyId: 'ID', currentPosition: 5 } },
  ],
  ['its EPUB', { url: '/api/stories/ID/epub' }],
  ['its reader page', { url: '/read/ID' }],
  ['its share page', { url: '/share/story/ID' }],
  [
    'its share page as a link previewer',
    { url: '/share/story/ID', headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0' } },
  ],
]

const withId = (options: InjectOptions, id: string): InjectOptions =>
  JSON.parse(JSON.stringify(options).replaceAll('ID', id)) as InjectOptions

/** The answer's text, whatever its kind: an EPUB's files unzipped. */
async function textOf(res: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer; body: string }) {
  if (res.statusCode === 200 && String(res.headers['content-type']).includes('epub'))
    return (await openEpub(res.rawPayload)).entries.map((entry) => entry.bytes.toString('utf8')).join('\n')
  return res.body
}

const ask = async (options: InjectOptions) => textOf(await t.app.inject(options))

const seriesTotal = async () =>
  ((await t.app.inject({ url: '/api/series' })).json() as Series[]).find((s) => s.id === MAIN_SERIES_ID)!.totalStories

beforeAll(async () => {
  if (!fs.existsSync(path.join(dist, '.server', 'entry-server.js')))
    throw new Error(`No build with its renderer at ${dist}: run \`npm run build\` first.`)
  clock = testClock(new Date(Math.ceil(Date.now() / HOUR) * HOUR))
  H = new Date(clock.now().getTime() + HOUR)
  push = await FakePushService.start()
  t = await buildTestApp({ staticDir: dist, pushExtraHosts: [push.host] }, { now: clock.now })
  reader = push.subscribe()
  await t.app.inject({ method: 'POST', url: '/api/push-subscriptions', payload: { ...reader, userAgent: 'test' } })
  await makeStory(t.app, { title: 'An episode already out', category: 'series', seasonNumber: '1' })
  readerCursor = (await t.app.inject({ url: '/api/sync?since=0' })).json().cursor
  profile = await linkTwoDevices(t.app)
  scheduled = await makeStory(t.app, {
    title: TITLE,
    description: 'The hour the gate opens.',
    category: 'series',
    seasonNumber: '1',
    episodeNumber: '2',
    silent: 'false',
    publishAt: H.toISOString(),
  })
  // A reader profile's device favourites the id it should not know.
  const named = await pushProfile(t.app, profile.first, [
    change('favourite', scheduled.id, profileClock(1_000), values.favourite()),
  ])
  expect(named.statusCode).toBe(200)
}, 60_000)
afterAll(async () => {
  await t?.close()
  await push?.close()
})

describe('before its hour', () => {
  it('is scheduled, and the admin sees it', async () => {
    const res = await t.app.inject({ url: `/api/stories/${scheduled.id}`, headers: adminHeaders })
    expect(res.json()).toMatchObject({ status: 'scheduled', title: TITLE })
  })

  it.each(LISTS)('is not in %s', async (_what, options) => {
    const text = await ask(options)
    expect(text).not.toContain(scheduled.id)
    expect(text).not.toContain(TITLE)
  })

  it('is not in the pages a reader synced before it was scheduled, nor in the API description', async () => {
    for (const url of [`/api/sync?since=${readerCursor}`, '/api/docs/json', `/feed/series/${MAIN_SERIES_ID}.xml`]) {
      const text = await ask({ url })
      expect(text, url).not.toContain(scheduled.id)
      expect(text, url).not.toContain(TITLE)
    }
    const book = await ask({ url: `/api/series/${MAIN_SERIES_ID}/epub` })
    expect(book).toContain('An episode already out')
    expect(book).not.toContain(TITLE)
    expect(await seriesTotal()).toBe(1)
  })

  it.each(BY_ID)('answers for %s as for an id that never existed', async (_what, options) => {
    const unknown = randomUUID()
    const asked = await t.app.inject(withId(options, scheduled.id))
    const never = await t.app.inject(withId(options, unknown))
    expect(asked.statusCode).toBe(never.statusCode)
    expect(asked.body).toBe(never.body.replaceAll(unknown, scheduled.id))
    expect(asked.body).not.toContain(TITLE)
  })

  it('is not in a reader profile that named it, and no push went out', async () => {
    const state = await pulledState(t.app, profile.second)
    expect(JSON.stringify(state)).not.toContain(scheduled.id)
    expect(push.deliveredTo(reader.endpoint)).toEqual([])
  })
})

describe('after its hour', () => {
  beforeAll(async () => {
    clock.set(H)
    await t.app.releaseWorker.tick()
    await push.waitFor(() => push.deliveredTo(reader.endpoint).length === 1)
  })

  it.each(LISTS)('is in %s', async (_what, options) => {
    expect(await ask(options)).toContain(TITLE)
  })

  it.each(BY_ID.filter(([what]) => !/comment on it|saving/.test(what)))('answers %s', async (_what, options) => {
    const res = await t.app.inject(withId(options, scheduled.id))
    expect(res.statusCode).toBe(200)
  })

  it('is in the pages a reader synced before, its series, the push and a profile that names it now', async () => {
    expect(await ask({ url: `/api/sync?since=${readerCursor}` })).toContain(scheduled.id)
    expect(await ask({ url: `/api/series/${MAIN_SERIES_ID}/epub` })).toContain(TITLE)
    expect(await seriesTotal()).toBe(2)
    expect(push.deliveredTo(reader.endpoint).map((received) => received.payload)).toMatchObject([
      { id: scheduled.id, title: `New story: ${TITLE}` },
    ])
    const named = await pushProfile(t.app, profile.first, [
      change('favourite', scheduled.id, profileClock(2_000), values.favourite(1)),
    ])
    expect(named.statusCode).toBe(200)
    expect(JSON.stringify(await pulledState(t.app, profile.second))).toContain(scheduled.id)
  })
})
