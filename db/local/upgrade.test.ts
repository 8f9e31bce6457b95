// A device upgraded from an older app brings its rows up to today's schema, whichever version it
// had: from version 2, stories get their index keys and an outbox refusal its server problem; from
// version 3, stories list no timings and characters no aliases nor first story, and the timings
// table is there to fill; from version 4, texts list their pictures.
import 'fake-indexeddb/auto'
import { deleteDB, openDB } from 'idb'
import { expect, it } from 'vitest'
import { db } from './db.ts'
import { LOCAL_DB_NAME, nativeVersionOf } from './local-store.ts'

it('gives stories stored before list indexes their index keys, and an old outbox refusal its problem (version 2)', async () => {
  db.close()
  await deleteDB(LOCAL_DB_NAME)
  const story = {
    id: '00000000-0000-4000-8000-000000000002',
    title: 'Écho of Vessa',
    category: 'standalone',
    isFeatured: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  }
  const old = await openDB(LOCAL_DB_NAME, nativeVersionOf(2), {
    upgrade: (made) => {
      made.createObjectStore('stories', { keyPath: 'id' })
      made.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true }).createIndex('status', 'status')
    },
  })
  await old.put('stories', story)
  await old.put('outbox', { kind: 'comment', status: 'failed', lastError: 'Comment is too long' })
  await old.put('outbox', { kind: 'favourite', status: 'pending' })
  old.close()

  await db.open()
  expect(await db.stories.get(story.id)).toMatchObject({
    titleKey: 'echo of vessa',
    featuredAt: story.createdAt,
    timings: [],
  })
  expect(await db.stories.where('titleKey').equals('echo of vessa').count()).toBe(1)
  const [refused, pending] = await db.outbox.toArray()
  expect(refused).toMatchObject({
    status: 'refused',
    told: true,
    problem: { code: 'HTTP_ERROR', message: 'Comment is too long', status: 400 },
  })
  expect(refused).not.toHaveProperty('lastError')
  expect(pending).toMatchObject({ status: 'pending' })
  expect(pending).not.toHaveProperty('problem')
})

it('gives stories stored before timings none, and characters stored before mentions no aliases nor first story', async () => {
  db.close()
  await deleteDB(LOCAL_DB_NAME)
  // As version 3 stored it: with its index keys (version 2's), and no timings.
  const before = {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Stored before timings',
    titleKey: 'stored before timings',
    audioFileUrl: '/api/audio/a.mp3',
  }
  const old = await openDB(LOCAL_DB_NAME, nativeVersionOf(3), {
    upgrade: (made) => {
      made.createObjectStore('stories', { keyPath: 'id' })
      made.createObjectStore('characters', { keyPath: 'id' })
    },
  })
  await old.put('stories', before)
  const character = {
    id: 'c1',
    name: 'Ilen Marr',
    bio: 'A knight.',
    image_url: null,
    faction: 'knights',
    role: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  }
  await old.put('characters', character)
  old.close()

  await db.open()
  expect(await db.stories.get(before.id)).toEqual({ ...before, timings: [] })
  expect(await db.characters.get('c1')).toEqual({ ...character, aliases: [], firstStoryId: null })
  expect(await db.timings.count()).toBe(0)
})

it('lists the pictures of texts kept before pictures (version 4), so they are kept offline too', async () => {
  db.close()
  await deleteDB(LOCAL_DB_NAME)
  const old = await openDB(LOCAL_DB_NAME, nativeVersionOf(4), {
    upgrade: (made) => {
      made.createObjectStore('storyContent', { keyPath: 'id' })
    },
  })
  const picture = '/api/media/images/a.jpg'
  const text = {
    id: 's1',
    content: `Before.\n\n![The gate](${picture})\n\n![Elsewhere](https://example.com/b.png)`,
    storyUpdatedAt: '2026-01-01T00:00:00.000Z',
    fetchedAt: '2026-01-02T00:00:00.000Z',
  }
  await old.put('storyContent', text)
  await old.put('storyContent', { ...text, id: 's2', content: 'No pictures.' })
  old.close()

  await db.open()
  expect(await db.storyContent.get('s1')).toEqual({ ...text, pictures: [picture] })
  expect(await db.storyContent.get('s2')).toMatchObject({ pictures: [] })
  expect(await db.storyContent.orderBy('pictures').uniqueKeys()).toEqual([picture])
})

it('keeps a version 5 device’s favourites and gives it empty follows and annotations (version 6)', async () => {
  db.close()
  await deleteDB(LOCAL_DB_NAME)
  const old = await openDB(LOCAL_DB_NAME, nativeVersionOf(5), {
    upgrade: (made) => {
      made.createObjectStore('favourites', { keyPath: 'storyId' }).createIndex('createdAt', 'createdAt')
    },
  })
  const favourite = { storyId: 's1', createdAt: '2026-01-01T00:00:00.000Z' }
  await old.put('favourites', favourite)
  old.close()

  await db.open()
  expect(await db.favourites.toArray()).toEqual([favourite])
  expect(await db.follows.count()).toBe(0)
  expect(await db.annotations.where('storyId').equals('s1').count()).toBe(0)
})
