// The move to PostgreSQL + S3 and back: the demo site on SQLite with its media folder, plus a
// comment, a listener's place in a narration and a push subscription following a series and the
// standalone stories, is backed up, restored into PostgreSQL with media
// in S3, backed up there, restored into a fresh SQLite + folder and backed up again. The three
// manifests hold the same rows and media to the byte (contentOf), and the three servers answer the
// same: the stories, each story, its comments, the sync log from 0, every media file, a search.
// A device's cursor from before a restore is refused (409 CURSOR_AHEAD) after it, even once the
// restored server's sequence has passed that cursor's number. PostgreSQL pass only.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { seedDemo } from '../../seed/seed-demo.ts'
import type { App } from '../../app.ts'
import { MEDIA_COLUMNS } from '../../../db/server/media-files.ts'
import { highestChange } from '../../../db/server/changes.ts'
import { parseCursor } from '../../../db/server/history.ts'
import type { StorySummary } from '../../../contract/story.ts'
import type { SyncPage } from '../../../contract/sync.ts'
import { isOwnMediaUrl } from '../../../contract/media-urls.ts'
import { upsertPushSubscription } from '../../../db/server/push-subscriptions.ts'
import { MAIN_SERIES_ID } from '../../../contract/season-choice.ts'
import { STANDALONE_TARGET } from '../../../contract/limits.ts'
import { contentOf, type Manifest } from './manifest.ts'
import { restoreBackup } from './restore-backup.ts'
import { writeBackup } from './write-backup.ts'

const SEARCHES = ['gatekeeper', 'starlight', 'lighthouse', 'curve', 'engines']
const LISTENER = 'user_7_listener'

let scratch: string
const apps: TestApp[] = []

/** SQLite with the media folder, whatever this pass gives buildTestApp() by default. */
async function sqliteApp(name: string): Promise<TestApp> {
  const t = await buildTestApp({ databaseUrl: path.join(scratch, `${name}.db`), s3: undefined })
  apps.push(t)
  return t
}
async function postgresApp(): Promise<TestApp> {
  const t = await buildTestApp()
  apps.push(t)
  return t
}

const backUp = (t: TestApp, name: string) =>
  writeBackup(
    { db: t.app.db, databaseUrl: t.config.databaseUrl, blobs: t.app.media.blobs },
    path.join(scratch, `${name}.tar`),
  )
const restore = (t: TestApp, name: string) =>
  restoreBackup(
    { db: t.app.db, blobs: t.app.media.blobs, mediaDir: t.config.mediaDir },
    path.join(scratch, `${name}.tar`),
  )

const get = async (app: App, url: string) => {
  const res = await app.inject({ method: 'GET', url })
  expect(res.statusCode, url).toBe(200)
  return res
}

/** The newest cursor a device that synced from 0 holds. */
async function syncedCursor(app: App): Promise<string> {
  const page = (await get(app, '/api/sync?since=0&limit=500')).json<SyncPage>()
  expect(page.hasMore).toBe(false)
  return page.cursor
}

/** What a server answers, by the calls a device and a reader make. */
async function answers(app: App) {
  const stories = (await get(app, '/api/stories?limit=100')).json<StorySummary[]>()
  const each: Record<string, unknown> = {}
  for (const { id } of stories)
    each[id] = {
      story: (await get(app, `/api/stories/${id}`)).json(),
      comments: (await get(app, `/api/stories/${id}/comments`)).json(),
      progress: (await get(app, `/api/audio-progress/${id}?userId=${LISTENER}`)).json(),
    }
  const sync = (await get(app, '/api/sync?since=0&limit=500')).json<SyncPage>()
  const media: Record<string, string> = {}
  for (const [table, columns] of MEDIA_COLUMNS)
    for (const column of columns) {
      const rows = await sql<{ url: string | null }>`SELECT ${sql.ref(column)} AS url FROM ${sql.table(table)}`.execute(
        app.db,
      )
      for (const { url } of rows.rows)
        if (isOwnMediaUrl(url)) media[url] = (await get(app, url)).rawPayload.toString('base64')
    }
  const found: Record<string, string[]> = {}
  for (const words of SEARCHES)
    found[words] = (await get(app, `/api/stories?search=${words}`)).json<StorySummary[]>().map((s) => s.id)
  return { stories, each, changes: sync.changes, hasMore: sync.hasMore, media, found }
}

let first: TestApp
let middle: TestApp
let last: TestApp
const manifests: Manifest[] = []
const cursors: Record<string, string> = {}

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'round-trip-'))
  first = await sqliteApp('first')
  await seedDemo(first.app)
  const story = (await get(first.app, '/api/stories')).json<StorySummary[]>()[0]!
  const comment = await first.app.inject({
    method: 'POST',
    url: `/api/stories/${story.id}/comments`,
    payload: { userId: 'user_3_reader', userName: 'Ilen', content: 'I read it twice — “twice”, ✓.' },
  })
  expect(comment.statusCode).toBe(201)
  const progress = await first.app.inject({
    method: 'POST',
    url: '/api/audio-progress',
    payload: { storyId: story.id, userId: LISTENER, currentPosition: 12.75, duration: 38.5 },
  })
  expect(progress.statusCode).toBeLessThan(300)
  await first.app.db.transaction().execute((trx) =>
    upsertPushSubscription(
      trx,
      {
        endpoint: 'https://fcm.googleapis.com/fcm/send/follower',
        p256dhKey: 'k',
        authKey: 'a',
        userId: LISTENER,
        userAgent: '',
      },
      { wants: 'followed', follows: [MAIN_SERIES_ID, STANDALONE_TARGET] },
    ),
  )
  cursors.first = await syncedCursor(first.app)
  manifests.push(await backUp(first, 'first'))

  middle = await postgresApp()
  cursors.middleBefore = await syncedCursor(middle.app)
  await restore(middle, 'first')
  cursors.middle = await syncedCursor(middle.app)
  manifests.push(await backUp(middle, 'middle'))

  last = await sqliteApp('last')
  await restore(last, 'middle')
  manifests.push(await backUp(last, 'last'))
})
afterAll(async () => {
  for (const t of apps.reverse()) await t.close()
  fs.rmSync(scratch, { recursive: true, force: true })
})

describe('SQLite + folder → PostgreSQL + S3 → SQLite + folder', () => {
  it('went where it says, and every row and media byte came back the same', () => {
    expect(manifests.map((m) => m.source)).toEqual([
      { engine: 'sqlite', media: 'folder' },
      { engine: 'postgres', media: 's3' },
      { engine: 'sqlite', media: 'folder' },
    ])
    const [a, b, c] = manifests.map(contentOf)
    expect(a!.tables.find((t) => t.name === 'comments')!.rows).toBe(1)
    expect(a!.tables.find((t) => t.name === 'audio_progress')!.rows).toBe(1)
    expect(a!.tables.find((t) => t.name === 'push_follows')!.rows).toBe(2)
    expect(a!.media.length).toBeGreaterThan(10)
    expect(a!.missingMedia).toEqual([])
    expect(b).toEqual(a)
    expect(c).toEqual(a)
  })

  it('answers the same on all three servers', async () => {
    const [a, b, c] = [await answers(first.app), await answers(middle.app), await answers(last.app)]
    expect(a.stories.length).toBeGreaterThan(5)
    expect(Object.keys(a.media).length).toBe(manifests[0]!.media.length)
    expect(Object.values(a.each).some((s) => (s as { comments: unknown[] }).comments.length === 1)).toBe(true)
    expect(Object.values(a.each).some((s) => (s as { progress: unknown }).progress !== null)).toBe(true)
    for (const words of SEARCHES) expect(a.found[words]!.length, words).toBeGreaterThan(0)
    // The search engines differ (SQLite's FTS5, PostgreSQL's text search): the same stories found.
    const sortedFound = (x: typeof a) =>
      Object.fromEntries(Object.entries(x.found).map(([words, ids]) => [words, [...ids].sort()]))
    expect(sortedFound(b)).toEqual(sortedFound(a))
    expect({ ...b, found: undefined }).toEqual({ ...a, found: undefined })
    expect(c).toEqual(a)
  })
})

describe('a cursor from before a restore', () => {
  const expectAhead = async (app: App, since: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/sync?since=${since}` })
    expect(res.statusCode, since).toBe(409)
    expect(res.json()).toMatchObject({ code: 'CURSOR_AHEAD' })
  }

  it('is refused, even once the restored server’s sequence has passed its number', async () => {
    // A restore starts a history of its own, and the cursors issued after it name it.
    expect(parseCursor(cursors.middle!).history).toMatch(/^[0-9a-f]{12}$/)
    expect(parseCursor(cursors.first!).history).toBe('')
    const sequenceOf = (cursor: string) => parseCursor(cursor).seq
    expect(sequenceOf(cursors.middle!)).toBe(sequenceOf(cursors.first!))

    // More changes after the restore, past the numbers of the older cursors.
    const stories = (await get(middle.app, '/api/stories')).json<StorySummary[]>()
    for (const [n, story] of stories.slice(0, 3).entries()) {
      const res = await middle.app.inject({
        method: 'PUT',
        url: `/api/stories/${story.id}`,
        headers: adminHeaders,
        payload: { title: `${story.title} (${n})` },
      })
      expect(res.statusCode).toBe(200)
    }
    const highest = await highestChange(middle.app.db)
    expect(highest).toBeGreaterThan(sequenceOf(cursors.first!))
    expect(highest).toBeGreaterThan(sequenceOf(cursors.middleBefore!))

    // A device that followed the SQLite site, or the PostgreSQL one before the restore: refused.
    await expectAhead(middle.app, cursors.first!)
    await expectAhead(middle.app, cursors.middleBefore!)
    // One synced after the restore is answered with what changed since.
    const page = (await get(middle.app, `/api/sync?since=${cursors.middle}`)).json<SyncPage>()
    expect(page.changes).toHaveLength(3)
    // The SQLite copy restored from the PostgreSQL site's backup is another history again.
    await expectAhead(last.app, cursors.middle!)
    expect(parseCursor(await syncedCursor(last.app)).history).not.toBe(parseCursor(cursors.middle!).history)
  })
})

describe('a database shared with other schemas', () => {
  it('backs up and restores the tables of the schema the app uses, not a namesake in another', async () => {
    // Sorts before the test's own schema (test_…), as `public` or another app's schema may.
    const other = `a_namesake_${Date.now()}`
    await sql`CREATE SCHEMA ${sql.id(other)}`.execute(middle.app.db)
    try {
      await sql`CREATE TABLE ${sql.id(other, 'settings')} (id integer PRIMARY KEY, note text)`.execute(middle.app.db)
      await sql`CREATE TABLE ${sql.id(other, 'stories')} (id text PRIMARY KEY)`.execute(middle.app.db)
      const manifest = await backUp(middle, 'shared-database')
      expect(manifest.tables.find((t) => t.name === 'settings')!.columns).toEqual(['key', 'value'])
      expect(manifest.tables.find((t) => t.name === 'stories')!.rows).toBeGreaterThan(5)
      const copy = await postgresApp()
      await sql`CREATE TABLE IF NOT EXISTS ${sql.id(other, 'tracks')} (id text PRIMARY KEY)`.execute(copy.app.db)
      await restore(copy, 'shared-database')
      expect(contentOf(await backUp(copy, 'shared-database-copy'))).toEqual(contentOf(manifest))
    } finally {
      await sql`DROP SCHEMA ${sql.id(other)} CASCADE`.execute(middle.app.db)
    }
  })
})
