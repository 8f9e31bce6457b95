// A device upgraded from an app before narration timings and mentions (database version 3): its
// stories list no timings and its characters no aliases nor first story after the upgrade, and the
// timings table is there to fill.
import 'fake-indexeddb/auto'
import { deleteDB, openDB } from 'idb'
import { expect, it } from 'vitest'
import { db } from './db.ts'
import { LOCAL_DB_NAME, nativeVersionOf } from './local-store.ts'

it('gives stories stored before timings none, and characters stored before mentions no aliases nor first story', async () => {
  db.close()
  await deleteDB(LOCAL_DB_NAME)
  const before = { id: '00000000-0000-4000-8000-000000000001', title: 'Stored before timings', audioFileUrl: '/api/audio/a.mp3' }
  const old = await openDB(LOCAL_DB_NAME, nativeVersionOf(3), {
    upgrade: (made) => {
      made.createObjectStore('stories', { keyPath: 'id' })
      made.createObjectStore('characters', { keyPath: 'id' })
    },
  })
  await old.put('stories', before)
  const character = { id: 'c1', name: 'Ilen Marr', bio: 'A knight.', image_url: null, faction: 'knights', role: null, createdAt: '2026-01-01T00:00:00.000Z' }
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
    upgrade: (made) => { made.createObjectStore('storyContent', { keyPath: 'id' }) },
  })
  const picture = '/api/media/images/a.jpg'
  const text = { id: 's1', content: `Before.\n\n![The gate](${picture})\n\n![Elsewhere](https://example.com/b.png)`, storyUpdatedAt: '2026-01-01T00:00:00.000Z', fetchedAt: '2026-01-02T00:00:00.000Z' }
  await old.put('storyContent', text)
  await old.put('storyContent', { ...text, id: 's2', content: 'No pictures.' })
  old.close()

  await db.open()
  expect(await db.storyContent.get('s1')).toEqual({ ...text, pictures: [picture] })
  expect(await db.storyContent.get('s2')).toMatchObject({ pictures: [] })
  expect(await db.storyContent.orderBy('pictures').uniqueKeys()).toEqual([picture])
})
