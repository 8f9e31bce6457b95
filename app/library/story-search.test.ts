// Searching on this device when the data worker cannot run: a browser without module workers
// fires the worker's error event; the search already asked must still be answered, from the same
// index built in the page.
import 'fake-indexeddb/auto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { db } from '../../db/local/db.ts'
import { makeLocalStory } from '../lib/make-story.testing.ts'
import { searchStoryIds } from './story-search.ts'
import { stopDataWorker } from '../sync/engine.ts'

/** A worker whose script never loads: what such a browser gives the page. */
class WorkerThatFails extends EventTarget {
  constructor() {
    super()
    setTimeout(() => this.dispatchEvent(new Event('error')), 10)
  }

  postMessage(): void {}
  terminate(): void {}
}

const lantern = makeLocalStory({ title: 'The Lantern Keeper', description: 'A light at the edge.' })
const quasar = makeLocalStory({ title: 'Quiet Engines', description: 'Machines that dream.' })

beforeAll(async () => {
  await db.stories.clear()
  await db.stories.bulkPut([lantern, quasar])
  await db.storyContent.put({
    id: quasar.id,
    content: 'The quasar drive hummed.',
    storyUpdatedAt: quasar.updatedAt,
    fetchedAt: '',
    pictures: [],
  })
  stopDataWorker()
  globalThis.Worker = WorkerThatFails as unknown as typeof Worker
})

afterAll(() => {
  stopDataWorker()
  delete (globalThis as { Worker?: unknown }).Worker
})

describe('searchStoryIds when the worker fails', () => {
  it('answers the searches already asked, and the next ones, from the page', async () => {
    // Asked before the worker failed: answered, not left waiting, from the page's own index while
    // it fills (as the worker would answer): nothing yet, or the story asked for, never another.
    const asked = await Promise.all([searchStoryIds('lantern'), searchStoryIds('quasar')])
    expect([[], [lantern.id]]).toContainEqual(asked[0])
    expect([[], [quasar.id]]).toContainEqual(asked[1])
    await vi.waitFor(async () => {
      expect(await searchStoryIds('lantern')).toEqual([lantern.id])
      expect(await searchStoryIds('quasar')).toEqual([quasar.id])
    })
  })
})
