// The outbox's delivery rounds hold to the same rules over the page's Dexie store and over the
// worker's idb store (Background Sync): the database is the app's, made by its Dexie schema, the
// entries are queued by the app, and the server is the real one on a loopback port.
import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import { useServerAndLocalDb } from '../app/testing/server-and-local-db.ts'
import { useAdminFetch } from '../app/testing/admin-fetch.ts'
import { db } from '../db/local/db.ts'
import { dexieStore } from '../db/local/dexie-store.ts'
import { drainOutboxIn } from '../db/outbox/outbox-drain.ts'
import type { LocalStore } from '../db/local/local-store.ts'
import { refuseWrites } from '../db/server/testing/refuse-writes.ts'
import { adminHeaders } from '../api/testing/build-test-app.ts'
import { makeStory, makeTrack } from '../api/testing/builders.ts'
import { pullChanges } from '../app/sync/pull.ts'
import { postComment } from '../app/comments/comments.ts'
import { deliveryStateOf } from '../app/data/writes/delivery-state.ts'
import { toggleFavourite } from '../app/library/favourites.ts'
import { toggleBookmark } from '../app/reader/reading.ts'
import { queueStoryDelete } from '../app/library/stories.ts'
import { queueLinkAdd, queueLinkDelete } from '../app/links/links.ts'
import { queueCharacterSave } from '../app/characters/characters.ts'
import { queueAlbumDelete } from '../app/music/music-admin.ts'
import { connectLocalStore } from './idb-local-store.ts'

const t = useServerAndLocalDb()
let offline = false
const posted: string[] = []
useAdminFetch(t, {
  offline: () => offline,
  onRequest: (method, pathname) => {
    if (method !== 'GET') posted.push(pathname.split('/')[2]!)
  },
})
beforeEach(() => {
  offline = false
  posted.length = 0
})

const link = (title: string) => ({ title, url: `https://example.com/${title}`, description: '' })
const character = (name: string) => ({ name, bio: `${name}'s story.`, image_url: null, faction: null, role: null })
const serverComments = async () =>
  (await t.server.app.db.selectFrom('comments').select('content').orderBy('created_at').execute()).map((c) => c.content)
const stateOf = async (seq: number) => deliveryStateOf(await db.outbox.get(seq))

describe.each<[string, () => Promise<LocalStore | undefined>]>([
  ["the page's Dexie store", async () => dexieStore],
  ["the worker's idb store", connectLocalStore(async () => {})],
])('the outbox delivered through %s', (_name, openStore) => {
  let store: LocalStore
  beforeEach(async () => {
    store = (await openStore())!
  })
  const drain = (now = Date.now(), ignoreBackoff = false) => drainOutboxIn(store, now, ignoreBackoff)

  it('delivers in the order the writes were made, and shows a comment as sent', async () => {
    const story = await makeStory(t.server.app)
    const first = await postComment(story.id, { userName: '', content: 'one' })
    await queueLinkAdd(link('Between'))
    await postComment(story.id, { userName: '', content: 'two' })
    expect(await drain()).toMatchObject({ delivered: 3, refused: [], interrupted: false })
    expect(posted).toEqual(['stories', 'links', 'stories'])
    expect(await serverComments()).toEqual(['one', 'two'])
    expect(await db.outbox.count()).toBe(0)
    expect((await db.comments.get(first.id))?.status).toBe('sent')
  })

  it('holds back a later change of the same row while the earlier one retries, and lets others through', async () => {
    await refuseWrites(t.server.app.db, 'links', 'INSERT') // every link add answers 500
    const add = await queueLinkAdd(link('Brief'))
    const [brief] = await db.links.toArray()
    const remove = await queueLinkDelete(brief!)
    const other = await queueCharacterSave(character('Free'), undefined)
    const now = Date.now()
    expect(await drain(now)).toMatchObject({ delivered: 1, refused: [], interrupted: true })
    expect(await stateOf(other)).toEqual({ phase: 'delivered' })
    expect(await stateOf(add)).toMatchObject({
      phase: 'retrying',
      problem: { code: 'INTERNAL', status: 500 },
      nextAttemptAt: now + 2_000,
    })
    expect(await stateOf(remove)).toEqual({ phase: 'waiting', after: 'Add link "Brief"' })

    await sql`DROP TRIGGER refuse_links_insert`.execute(t.server.app.db) // the server recovers
    expect(await drain(now + 2_000)).toMatchObject({ delivered: 2, interrupted: false })
    expect(await db.links.count()).toBe(0)
  })

  it('marks every entry waiting when nothing answers, counts one attempt and backs off', async () => {
    offline = true
    const first = await queueLinkAdd(link('One'))
    const second = await queueCharacterSave(character('Two'), undefined)
    const now = Date.now()
    expect(await drain(now)).toMatchObject({ delivered: 0, interrupted: true })
    for (const seq of [first, second])
      expect(await stateOf(seq)).toMatchObject({ phase: 'waiting', problem: { code: 'NETWORK' } })
    expect((await db.outbox.toArray()).map((e) => [e.attempts, e.nextAttemptAt - now])).toEqual([
      [1, 2_000],
      [0, 2_000],
    ])
    offline = false
    expect(await drain(now + 1_000)).toMatchObject({ delivered: 0, interrupted: true }) // not due yet
    expect(await drain(now + 1_000, true)).toMatchObject({ delivered: 2, interrupted: false }) // the network is back
  })

  it("marks a refused entry with the server's reason and its comment as failed, and never sends it again", async () => {
    const story = await makeStory(t.server.app)
    const comment = await postComment(story.id, { userName: 'x', content: 'Too late' })
    await t.server.app.inject({ method: 'DELETE', url: `/api/stories/${story.id}`, headers: adminHeaders })
    expect((await drain()).refused).toMatchObject([
      { status: 'refused', problem: { code: 'STORY_NOT_FOUND', status: 404 } },
    ])
    expect(await stateOf(comment.outboxSeq)).toMatchObject({
      phase: 'refused',
      problem: { code: 'STORY_NOT_FOUND', message: 'Story not found' },
    })
    expect((await db.comments.get(comment.id))?.status).toBe('failed')
    expect(await drain(Date.now() + 3_600_000, true)).toEqual({ delivered: 0, refused: [], interrupted: false })
  })

  it('removes a deleted story with its text, favourite, bookmark and comments', async () => {
    const story = await makeStory(t.server.app, { title: 'Gone Soon', content: 'Words.' })
    await pullChanges()
    await db.storyContent.put({
      id: story.id,
      content: 'Words.',
      storyUpdatedAt: story.updatedAt,
      fetchedAt: story.updatedAt,
      pictures: [],
    })
    await toggleFavourite(story.id)
    await toggleBookmark(story.id, 420, 0)
    await postComment(story.id, { userName: '', content: 'Kept here' })
    expect(await drain()).toMatchObject({ delivered: 1 }) // the comment, so its row is 'sent'
    await queueStoryDelete(story)
    expect(await drain()).toMatchObject({ delivered: 1, refused: [] })
    const traces = await Promise.all(
      [db.stories, db.storyContent, db.comments, db.favourites, db.bookmarks].map((table) => table.count()),
    )
    expect(traces).toEqual([0, 0, 0, 0, 0])
  })

  it('deletes an album with its tracks', async () => {
    await makeTrack(t.server.app, { albumTitle: 'Night Shift' })
    await pullChanges()
    const [album] = await db.albums.toArray()
    expect(await db.tracks.count()).toBe(1)
    await queueAlbumDelete(album!)
    expect(await drain()).toMatchObject({ delivered: 1, refused: [] })
    expect([await db.albums.count(), await db.tracks.count()]).toEqual([0, 0])
  })
})
