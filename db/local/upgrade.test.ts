// A device upgraded from an app before narration timings (database version 3): its stories, which
// list no timings, list none after the upgrade, and the timings table is there to fill.
import 'fake-indexeddb/auto'
import { deleteDB, openDB } from 'idb'
import { expect, it } from 'vitest'
import { db } from './db.ts'
import { LOCAL_DB_NAME, nativeVersionOf } from './local-store.ts'

it('gives stories stored before timings an empty list of them', async () => {
  db.close()
  await deleteDB(LOCAL_DB_NAME)
  const before = { id: '00000000-0000-4000-8000-000000000001', title: 'Stored before timings', audioFileUrl: '/api/audio/a.mp3' }
  const old = await openDB(LOCAL_DB_NAME, nativeVersionOf(3), {
    upgrade: (made) => { made.createObjectStore('stories', { keyPath: 'id' }) },
  })
  await old.put('stories', before)
  old.close()

  await db.open()
  expect(await db.stories.get(before.id)).toEqual({ ...before, timings: [] })
  expect(await db.timings.count()).toBe(0)
})
