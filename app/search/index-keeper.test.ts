// The kept index follows every write to stories and texts, by whichever connection made it, and no
// write to another table sets it to work.
import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db, HubDatabase } from '../../db/local/db.ts'
import { makeLocalStory } from '../lib/make-story.testing.ts'
import { keepIndex, touchesIndexedTables } from './index-keeper.ts'

beforeEach(async () => {
  await Promise.all([db.stories.clear(), db.storyContent.clear(), db.searchIndex.clear()])
})

describe('keepIndex', () => {
  it('takes in stories and texts written after it started, by another connection too, and says so', async () => {
    const before = makeLocalStory({ title: 'Harbour Lights' })
    await db.stories.put(before)
    let changes = 0
    const index = await keepIndex(db, () => {
      changes += 1
    })
    await vi.waitFor(() => expect(index.search('harbour')).toEqual([before.id]))
    await vi.waitFor(() => expect(changes).toBe(1)) // said once the refresh is done, a moment after the index answers

    const other = new HubDatabase() // as another tab's worker would write
    const later = makeLocalStory({ title: 'Glass Orbit' })
    await other.stories.put(later)
    await vi.waitFor(() => expect(index.search('orbit')).toEqual([later.id]))
    await vi.waitFor(() => expect(changes).toBe(2))
    await other.storyContent.put({
      id: later.id,
      content: 'A quasar rose.',
      storyUpdatedAt: later.updatedAt,
      fetchedAt: '',
      pictures: [],
    })
    await vi.waitFor(() => expect(index.search('quasar')).toEqual([later.id]))
    await vi.waitFor(() => expect(changes).toBe(3))
    other.close()
  })

  it('waits for quiet between steps of a refresh, answering searches from the index as it is meanwhile', async () => {
    await db.stories.bulkPut(Array.from({ length: 150 }, (_, i) => makeLocalStory({ title: `Harbour ${i}` })))
    let release!: () => void
    const quiet = new Promise<void>((resolve) => {
      release = resolve
    })
    const index = await keepIndex(
      db,
      () => {},
      () => quiet,
    )
    await vi.waitFor(() => expect(index.search('harbour')).toHaveLength(100)) // one batch, then it waits
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(index.search('harbour')).toHaveLength(100)
    release()
    await vi.waitFor(() => expect(index.search('harbour')).toHaveLength(150))
  })

  it('is woken by writes to stories and texts only', () => {
    const part = (table: string) => ({ [`idb://${db.name}/${table}/`]: undefined as never })
    expect(touchesIndexedTables(db, part('stories'))).toBe(true)
    expect(touchesIndexedTables(db, part('storyContent'))).toBe(true)
    expect(touchesIndexedTables(db, part('favourites'))).toBe(false)
    expect(touchesIndexedTables(db, { [`idb://other-db/stories/`]: undefined as never })).toBe(false)
    expect(touchesIndexedTables(db, { all: undefined as never })).toBe(true)
  })
})
