// A live query subscribed afresh reads what the database holds now, even when another context (the
// data worker) wrote it and Dexie's notice of that write has not arrived yet: the page subscribes
// again the moment the worker says its pull ended, and that message can come before Dexie's own
// (a BroadcastChannel). With Dexie's query cache, the new subscription got the answer cached for
// the one before the pull (kept 3 s), and a drawn list said "No characters yet" for a moment.
import 'fake-indexeddb/auto'
import { liveQuery } from 'dexie'
import { openDB } from 'idb'
import { beforeEach, expect, it } from 'vitest'
import { db } from './db.ts'
import { LOCAL_DB_NAME } from './local-store.ts'
import type { Character } from '../../contract/character.ts'

const orla: Character = {
  id: 'c1',
  name: 'Orla',
  bio: 'Always reachable.',
  image_url: null,
  faction: null,
  role: null,
  aliases: [],
  firstStoryId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
}

/** The first answer of a new live query over the characters, then it is stopped. */
function firstAnswer(): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const subscription = liveQuery(() => db.characters.toArray()).subscribe({
      next: (rows) => {
        resolve(rows.map((row) => row.name))
        queueMicrotask(() => subscription.unsubscribe())
      },
      error: reject,
    })
  })
}

/** A write from another context, whose notice has not reached this one. */
async function writeElsewhere(character: Character): Promise<void> {
  const other = await openDB(LOCAL_DB_NAME)
  await other.put('characters', character)
  other.close()
}

beforeEach(async () => {
  await db.delete()
  await db.open()
})

it('a new live query reads rows written elsewhere since the last one stopped', async () => {
  expect(await firstAnswer()).toEqual([])
  await writeElsewhere(orla)
  expect(await firstAnswer()).toEqual(['Orla'])
})
