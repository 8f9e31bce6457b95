// /api/sync: every synced table through the change log, keyset pages, deletes as tombstones.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { adminHeaders, buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { makeStory } from '../testing/builders.ts'
import { seedDemo } from '../seed/seed-demo.ts'
import { SYNC_TYPES, type SyncChange, type SyncPage } from '../../contract/sync.ts'

let t: TestApp
beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(async () => {
  await t.close()
})

async function page(since = '0', limit?: number): Promise<SyncPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/sync?since=${since}${limit ? `&limit=${limit}` : ''}` })
  expect(res.statusCode).toBe(200)
  return res.json()
}

async function pullAll(since = '0', limit = 3): Promise<{ changes: SyncChange[]; cursor: string; pages: number }> {
  const changes: SyncChange[] = []
  let cursor = since
  let pages = 0
  for (;;) {
    const p = await page(cursor, limit)
    changes.push(...p.changes)
    cursor = p.cursor
    pages++
    if (!p.hasMore) return { changes, cursor, pages }
  }
}

describe('GET /api/sync', () => {
  it('starts with the two fixed series', async () => {
    const first = await page()
    expect(first.changes.map((c) => c.type)).toEqual(['series', 'series'])
    expect(first.hasMore).toBe(false)
  })

  it('carries every synced table of the demo universe, stories without their text', async () => {
    await seedDemo(t.app)
    const { changes, pages } = await pullAll('0', 5)
    expect(pages).toBeGreaterThan(3)
    expect(new Set(changes.map((c) => c.type))).toEqual(new Set(SYNC_TYPES))
    const story = changes.find((c) => c.type === 'story' && c.op === 'put')
    expect(story && 'data' in story && story.data).not.toHaveProperty('content')
    const ids = changes.map((c) => `${c.type}:${c.id}`)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('sends only what changed since the cursor, and deletes as tombstones', async () => {
    const a = await makeStory(t.app, { title: 'A' })
    const b = await makeStory(t.app, { title: 'B' })
    const { cursor } = await pullAll()
    await t.app.inject({ method: 'PUT', url: `/api/stories/${a.id}`, headers: adminHeaders, payload: { title: 'A2' } })
    await t.app.inject({ method: 'DELETE', url: `/api/stories/${b.id}`, headers: adminHeaders })
    const { changes } = await pullAll(cursor)
    expect(changes).toEqual([
      expect.objectContaining({ type: 'story', op: 'put', id: a.id, data: expect.objectContaining({ title: 'A2' }) }),
      { type: 'story', op: 'delete', id: b.id },
    ])
  })

  it('answers an empty page to the newest cursor, and 409 CURSOR_AHEAD above anything it issued', async () => {
    const a = await makeStory(t.app, { title: 'A' })
    // The newest change replaces an older row of the same story: the highest issued is still known.
    await t.app.inject({ method: 'PUT', url: `/api/stories/${a.id}`, headers: adminHeaders, payload: { title: 'A2' } })
    const { cursor } = await pullAll()
    expect(await page(cursor)).toEqual({ cursor, hasMore: false, changes: [] })
    for (const since of [String(Number(cursor) + 1), `${cursor}0`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/sync?since=${since}` })
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({ code: 'CURSOR_AHEAD' })
    }
  })

  it('answers 409 CURSOR_AHEAD to a device that synced with an older or another database', async () => {
    const other = await buildTestApp()
    try {
      for (let i = 0; i < 3; i++) await makeStory(other.app)
      const { cursor } = (await (
        await other.app.inject({ method: 'GET', url: '/api/sync?since=0' })
      ).json()) as SyncPage
      const res = await t.app.inject({ method: 'GET', url: `/api/sync?since=${cursor}` })
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({ code: 'CURSOR_AHEAD' })
    } finally {
      await other.close()
    }
  })

  it('lists an entity once, in its latest state, however often it changed', async () => {
    const a = await makeStory(t.app, { title: 'v1' })
    for (const title of ['v2', 'v3']) {
      await t.app.inject({ method: 'PUT', url: `/api/stories/${a.id}`, headers: adminHeaders, payload: { title } })
    }
    const stories = (await pullAll()).changes.filter((c) => c.type === 'story')
    expect(stories).toHaveLength(1)
    expect(stories[0]).toMatchObject({ data: { title: 'v3' } })
  })

  it.each(['-1', 'abc', '1e5'])('refuses the cursor %s', async (since) => {
    expect((await t.app.inject({ method: 'GET', url: `/api/sync?since=${since}` })).statusCode).toBe(400)
  })
})
