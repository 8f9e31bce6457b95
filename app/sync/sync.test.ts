// The app's sync against the real server, on fake-indexeddb: pulling pages, deletes, resuming
// from the cursor, prefetching story text, and an outbox that replays safely.
import { describe, expect, it, vi } from 'vitest'
import { useServerAndLocalDb } from '../testing/server-and-local-db.ts'
import { db } from '../../db/local/db.ts'
import { setApiBase } from '../../client/api-client.ts'
import { pullChanges, pullPage, readCursor } from './pull.ts'
import { prefetchAllContent, staleContentIds } from './content.ts'
import { prefetchForOffline } from './prefetch-pass.ts'
import { insertStoryIfNew } from '../../db/server/stories.ts'
import { drainOutbox } from '../../db/outbox/outbox.ts'
import { postComment } from '../comments/comments.ts'
import { deliveryStateOf } from '../data/writes/delivery-state.ts'
import { toggleFavourite } from '../library/favourites.ts'
import { toggleBookmark } from '../reader/reading.ts'
import { seedDemo } from '../../api/seed/seed-demo.ts'
import { adminHeaders } from '../../api/testing/build-test-app.ts'
import { makeStory } from '../../api/testing/builders.ts'
import { buildTestApp } from '../../api/testing/build-test-app.ts'

const t = useServerAndLocalDb()
const serverComments = async () => t.server.app.db.selectFrom('comments').selectAll().execute()

describe('pull', () => {
  it('applies every page of the demo universe', async () => {
    await seedDemo(t.server.app)
    const applied = await pullChanges(4)
    const [stories, series, tracks, characters, links, music] = await Promise.all([
      db.stories.count(),
      db.series.count(),
      db.tracks.count(),
      db.characters.count(),
      db.links.count(),
      db.backgroundMusic.count(),
    ])
    expect(stories).toBe(9)
    expect([series, tracks, characters, links, music]).toEqual([2, 2, 5, 3, 1])
    expect(applied).toBeGreaterThanOrEqual(9 + 2 + 2 + 5 + 3 + 1 + 1)
    expect(Number(await readCursor())).toBeGreaterThan(0)
  })

  it('resumes from the stored cursor instead of starting over', async () => {
    const first = await makeStory(t.server.app, { title: 'First' })
    await makeStory(t.server.app, { title: 'Second' })
    await makeStory(t.server.app, { title: 'Third' })
    // The two fixed series come first; with pages of 3 the first page holds them and "First".
    expect((await pullPage(3)).hasMore).toBe(true)
    expect((await db.stories.toArray()).map((s) => s.title)).toEqual(['First'])
    // Not "synced" until a pull reaches the end: an empty list then would not mean "no stories".
    expect(await db.syncState.get('lastPulledAt')).toBeUndefined()
    await db.stories.delete(first.id) // a page already applied is never asked for again
    await pullChanges(3)
    expect((await db.stories.toArray()).map((s) => s.title).sort()).toEqual(['Second', 'Third'])
    expect(await db.syncState.get('lastPulledAt')).toBeDefined()
  })

  it('removes a story deleted on the server with its favourite, bookmark and comments', async () => {
    const story = await makeStory(t.server.app)
    await pullChanges()
    await toggleFavourite(story.id)
    await toggleBookmark(story.id, 420, 0)
    await db.comments.put({
      id: crypto.randomUUID(),
      storyId: story.id,
      userId: 'u',
      userName: 'n',
      content: 'c',
      createdAt: '2025-01-01T00:00:00.000Z',
      status: 'sent',
    })
    await t.server.app.inject({ method: 'DELETE', url: `/api/stories/${story.id}`, headers: adminHeaders })
    await pullChanges()
    expect(await db.stories.get(story.id)).toBeUndefined()
    expect(await db.favourites.count()).toBe(0)
    expect(await db.bookmarks.count()).toBe(0)
    expect(await db.comments.count()).toBe(0)
  })
})

describe('a server whose database was restored from an older copy', () => {
  const storyRow = (id: string, title: string) => {
    const at = new Date().toISOString()
    return {
      id,
      title,
      description: 'D',
      content: 'Text',
      category: 'standalone' as const,
      read_time: '1min',
      is_featured: 0,
      word_count: 1,
      created_at: at,
      updated_at: at,
    }
  }

  it('is synced again from the start, silently: what the device keeps stays, what the server lost goes', async () => {
    const kept = await makeStory(t.server.app, { title: 'In the backup' })
    const lost = await makeStory(t.server.app, { title: 'Written after the backup' })
    await makeStory(t.server.app, { title: 'Also written after the backup' })
    await pullChanges()
    await toggleFavourite(kept.id)
    await toggleFavourite(lost.id)
    await toggleBookmark(kept.id, 420, 0)
    const restored = await buildTestApp()
    try {
      await restored.app.db.transaction().execute(async (trx) => {
        await insertStoryIfNew(trx, storyRow(kept.id, 'In the backup'))
        await insertStoryIfNew(trx, storyRow(crypto.randomUUID(), 'Only in the backup'))
      })
      setApiBase(await restored.app.listen({ port: 0, host: '127.0.0.1' }))
      const comment = await postComment(kept.id, { userName: 'Ilen', content: 'Waiting to be sent' })
      const outbox = await db.outbox.toArray()

      await pullChanges() // the device's cursor is above anything the restored server issued

      expect((await db.stories.toArray()).map((s) => s.title).sort()).toEqual(['In the backup', 'Only in the backup'])
      expect((await db.favourites.toArray()).map((f) => f.storyId)).toEqual([kept.id])
      expect(await db.bookmarks.count()).toBe(1)
      expect(await db.outbox.toArray()).toEqual(outbox)
      expect((await db.comments.get(comment.id))?.status).toBe('pending')
      const { cursor } = (await (await restored.app.inject({ method: 'GET', url: '/api/sync?since=0' })).json()) as {
        cursor: string
      }
      expect(await readCursor()).toBe(cursor)
      expect(await db.syncState.get('resyncFromStart')).toBeUndefined()
    } finally {
      await restored.close()
    }
  })

  it('starts the pull from the start over again when one was interrupted', async () => {
    await makeStory(t.server.app, { title: 'On the server' })
    await pullChanges()
    await db.stories.put({ ...(await db.stories.toArray())[0]!, id: crypto.randomUUID(), title: 'Not on the server' })
    // A pull from the start that stopped midway: the cursor is valid, but what it has seen is lost.
    await db.syncState.put({ key: 'resyncFromStart', value: new Date().toISOString() })
    await pullChanges()
    expect((await db.stories.toArray()).map((s) => s.title)).toEqual(['On the server'])
    expect(await db.syncState.get('resyncFromStart')).toBeUndefined()
  })
})

describe('story text', () => {
  it('prefetches every story, and again only the one that changed', async () => {
    const a = await makeStory(t.server.app, { content: 'Alpha text' })
    await makeStory(t.server.app, { content: 'Beta text' })
    await pullChanges()
    expect(await prefetchAllContent()).toBe(0)
    expect((await db.storyContent.get(a.id))?.content).toBe('Alpha text')
    expect(await staleContentIds()).toEqual([])
    await t.server.app.inject({
      method: 'PUT',
      url: `/api/stories/${a.id}`,
      headers: adminHeaders,
      payload: { content: 'Alpha v2' },
    })
    await pullChanges()
    expect(await staleContentIds()).toEqual([a.id])
    await prefetchAllContent()
    expect((await db.storyContent.get(a.id))?.content).toBe('Alpha v2')
  })

  it('fetches texts in batches of 50, not one call per story', async () => {
    await t.server.app.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 120; i++) {
        const at = new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString()
        await insertStoryIfNew(trx, {
          id: crypto.randomUUID(),
          title: `S${i}`,
          description: 'D',
          content: `Text ${i}`,
          category: 'standalone',
          read_time: '1min',
          is_featured: 0,
          word_count: 2,
          created_at: at,
          updated_at: at,
        })
      }
    })
    await pullChanges()
    const realFetch = globalThis.fetch
    const calls: string[] = []
    const watch = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      calls.push(new URL(input instanceof Request ? input.url : String(input)).pathname)
      return realFetch(input, init)
    })
    try {
      expect(await prefetchAllContent()).toBe(0)
    } finally {
      watch.mockRestore()
    }
    expect(calls).toEqual(['/api/story-texts', '/api/story-texts', '/api/story-texts'])
    expect(await db.storyContent.count()).toBe(120)
    expect(await staleContentIds()).toEqual([])
  })
})

describe('the prefetch pass after a sync', () => {
  /** The paths fetched while `run` runs; `failTexts` makes every text call fail as offline. */
  async function fetchedDuring(run: () => Promise<unknown>, failTexts = false): Promise<string[]> {
    const realFetch = globalThis.fetch
    const calls: string[] = []
    const watch = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname
      calls.push(path)
      return failTexts && path === '/api/story-texts'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : realFetch(input, init)
    })
    try {
      await run()
    } finally {
      watch.mockRestore()
    }
    return calls
  }

  it('looks for nothing at a cursor it has covered, and again once a pull moves the cursor', async () => {
    const a = await makeStory(t.server.app, { content: 'Alpha text' })
    await pullChanges()
    expect(await fetchedDuring(() => prefetchForOffline())).toEqual(['/api/story-texts'])
    // A text gone missing at the same cursor stands for all the reading a covered pass skips.
    await db.storyContent.delete(a.id)
    expect(await fetchedDuring(() => prefetchForOffline())).toEqual([])
    const b = await makeStory(t.server.app, { content: 'Beta text' })
    await pullChanges()
    await prefetchForOffline()
    expect((await db.storyContent.bulkGet([a.id, b.id])).map((row) => row?.content)).toEqual([
      'Alpha text',
      'Beta text',
    ])
  })

  it('records nothing after a failure, so the next pass fetches what is missing', async () => {
    const a = await makeStory(t.server.app, { content: 'Alpha text' })
    await pullChanges()
    expect(await fetchedDuring(() => prefetchForOffline(), true)).toEqual(['/api/story-texts'])
    expect(await db.storyContent.get(a.id)).toBeUndefined()
    await prefetchForOffline()
    expect((await db.storyContent.get(a.id))?.content).toBe('Alpha text')
  })
})

describe('outbox', () => {
  it('keeps a comment made offline, then delivers it exactly once', async () => {
    const story = await makeStory(t.server.app)
    await pullChanges()
    setApiBase('http://127.0.0.1:9') // nothing listens there: the device is "offline"
    const comment = await postComment(story.id, { userName: 'Ilen', content: 'Written on the train' })
    expect((await db.comments.get(comment.id))?.status).toBe('pending')
    const offline = await drainOutbox()
    expect(offline).toMatchObject({ delivered: 0, interrupted: true })
    const [entry] = await db.outbox.toArray()
    expect(entry).toMatchObject({ attempts: 1, status: 'pending' })

    setApiBase(t.origin)
    expect((await drainOutbox(Date.now())).interrupted).toBe(true) // not due yet: backoff holds
    const online = await drainOutbox(entry!.nextAttemptAt)
    expect(online.delivered).toBe(1)
    expect(await db.outbox.count()).toBe(0)
    expect((await db.comments.get(comment.id))?.status).toBe('sent')
    expect((await serverComments()).map((c) => c.id)).toEqual([comment.id])
  })

  it('does not duplicate a comment whose first delivery reached the server', async () => {
    const story = await makeStory(t.server.app)
    const comment = await postComment(story.id, { userName: '', content: 'Once only' })
    const [entry] = await db.outbox.toArray()
    if (entry?.kind !== 'comment.create') throw new Error('a comment entry was expected')
    const { storyId, ...body } = entry.payload
    await t.server.app.inject({ method: 'POST', url: `/api/stories/${storyId}/comments`, payload: body }) // answer lost
    expect((await drainOutbox()).delivered).toBe(1)
    expect(await serverComments()).toHaveLength(1)
    expect((await db.comments.get(comment.id))?.userName).toBe('Anonymous Reader')
  })

  it("keeps a refused entry (4xx) with the server's code and message, and does not retry it", async () => {
    const story = await makeStory(t.server.app)
    const comment = await postComment(story.id, { userName: 'x', content: 'Too late' })
    await t.server.app.inject({ method: 'DELETE', url: `/api/stories/${story.id}`, headers: adminHeaders })
    const first = await drainOutbox()
    expect(first.refused).toHaveLength(1)
    expect((await db.outbox.toArray())[0]).toMatchObject({
      status: 'refused',
      problem: { code: 'STORY_NOT_FOUND', message: 'Story not found', status: 404 },
    })
    expect((await db.comments.get(comment.id))?.status).toBe('failed')
    const second = await drainOutbox(Date.now() + 3_600_000)
    expect(second).toEqual({ delivered: 0, refused: [], interrupted: false })
  })

  it('tries an entry waiting out its backoff when told the network is back', async () => {
    const story = await makeStory(t.server.app)
    setApiBase('http://127.0.0.1:9')
    await postComment(story.id, { userName: '', content: 'Backed off' })
    await drainOutbox()
    setApiBase(t.origin)
    expect((await drainOutbox(Date.now())).delivered).toBe(0)
    expect((await drainOutbox(Date.now(), true)).delivered).toBe(1)
    expect(await serverComments()).toHaveLength(1)
  })

  it('delivers in order and stops at the first network failure', async () => {
    const story = await makeStory(t.server.app)
    await postComment(story.id, { userName: '', content: 'one' })
    await postComment(story.id, { userName: '', content: 'two' })
    setApiBase('http://127.0.0.1:9')
    await drainOutbox()
    expect((await db.outbox.toArray()).map((e) => e.attempts)).toEqual([1, 0])
    setApiBase(t.origin)
    await drainOutbox(Date.now() + 60_000)
    expect((await serverComments()).map((c) => c.content).sort()).toEqual(['one', 'two'])
  })

  it('waits as long as the server asks when comments come too fast, keeping its reason', async () => {
    const story = await makeStory(t.server.app)
    for (let i = 0; i < 5; i++) {
      await t.server.app.inject({
        method: 'POST',
        url: `/api/stories/${story.id}/comments`,
        remoteAddress: '127.0.0.1',
        payload: { content: `${i}` },
      })
    }
    const comment = await postComment(story.id, { userName: '', content: 'One more' })
    const before = Date.now()
    expect(await drainOutbox(before)).toMatchObject({ delivered: 0, refused: [], interrupted: true })
    const [entry] = await db.outbox.toArray()
    expect(entry!.nextAttemptAt - before).toBeGreaterThan(30_000) // Retry-After, not the 2 s backoff
    expect(entry!.problem).toMatchObject({ code: 'TOO_MANY_COMMENTS', status: 429 })
    expect(entry!.problem!.message).toMatch(/^You are posting comments too quickly\./)
    expect(deliveryStateOf(entry)).toMatchObject({ phase: 'retrying', nextAttemptAt: entry!.nextAttemptAt })
    expect(await db.comments.get(comment.id)).toMatchObject({ status: 'pending' })

    await t.server.app.db.deleteFrom('rate_limits').execute() // the minute has passed
    expect((await drainOutbox(entry!.nextAttemptAt)).delivered).toBe(1)
    expect(await db.comments.get(comment.id)).toMatchObject({ status: 'sent' })
  })
})
