// watchSettled over the real Dexie database on fake-indexeddb: while a pull writes page after page,
// a list that has answered reads nothing, and reads once when the pull ends.
import 'fake-indexeddb/auto'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../db/local/db.ts'
import { toLocalStory } from '../../../contract/local-story.ts'
import { makeStory } from '../../lib/make-story.testing.ts'
import { setSyncActivity } from '../../sync/status.ts'
import { loadLocal } from './local-db.ts'
import { watchSettled } from './use-settled-query.ts'

/** Long enough for Dexie's live queries to see a committed write and read again. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

/** A pull's page: one transaction of `count` stories, as the worker writes them. */
async function writePage(count: number): Promise<void> {
  await db.stories.bulkPut(Array.from({ length: count }, () => toLocalStory(makeStory())))
}

/** Counts how often the list reads and what it answered. */
function watchCount(answerEmptyAs: 'zero' | 'undefined' = 'zero', showsOther = false) {
  const seen = { reads: 0, answers: [] as Array<number | undefined> }
  const stop = watchSettled(
    async (database) => {
      seen.reads++
      const count = await database.stories.count()
      return count === 0 && answerEmptyAs === 'undefined' ? undefined : count
    },
    (value) => seen.answers.push(value),
    (error) => {
      throw error
    },
    showsOther,
  )
  return { seen, stop }
}

// The database's code is imported on first use: here before the first watch, so `settle` is enough.
beforeAll(() => loadLocal())
beforeEach(async () => {
  setSyncActivity({ pulling: false })
  await db.stories.clear()
})
afterEach(() => setSyncActivity({ pulling: false }))

describe('watchSettled', () => {
  it('follows every write while no pull runs', async () => {
    const { seen, stop } = watchCount()
    await settle()
    await writePage(3)
    await settle()
    await writePage(3)
    await settle()
    stop()
    expect(seen.answers).toEqual([0, 3, 6])
  })

  it('stops reading during a pull once it has answered, and reads once when the pull ends', async () => {
    const { seen, stop } = watchCount()
    await settle()
    setSyncActivity({ pulling: true })
    const readsBefore = seen.reads
    for (let page = 0; page < 4; page++) {
      await writePage(5)
      await settle()
    }
    expect(seen.reads).toBe(readsBefore)
    setSyncActivity({ pulling: false })
    await settle()
    stop()
    expect(seen.answers).toEqual([0, 20])
    expect(seen.reads).toBe(readsBefore + 1)
  })

  it('a list first watched during a pull answers once, then waits for the end of it', async () => {
    setSyncActivity({ pulling: true })
    const { seen, stop } = watchCount()
    await settle()
    for (let page = 0; page < 4; page++) {
      await writePage(5)
      await settle()
    }
    expect(seen.reads).toBe(1)
    setSyncActivity({ pulling: false })
    await settle()
    stop()
    expect(seen.answers).toEqual([0, 20])
  })

  it('"nothing to show yet" is not held: the first rows of a pull come through, then it holds', async () => {
    setSyncActivity({ pulling: true })
    const { seen, stop } = watchCount('undefined')
    await settle()
    await writePage(5)
    await settle()
    await writePage(5)
    await settle()
    expect(seen.answers).toEqual([undefined, 5])
    setSyncActivity({ pulling: false })
    await settle()
    stop()
    expect(seen.answers).toEqual([undefined, 5, 10])
  })

  it("a list showing the server's rows meanwhile waits for the end of the pull, not for its first pages", async () => {
    setSyncActivity({ pulling: true })
    const { seen, stop } = watchCount('undefined', true)
    await settle()
    for (let page = 0; page < 3; page++) {
      await writePage(5)
      await settle()
    }
    expect(seen).toEqual({ reads: 0, answers: [] })
    setSyncActivity({ pulling: false })
    await settle()
    stop()
    expect(seen).toEqual({ reads: 1, answers: [15] })
  })

  it('reads nothing after it is stopped', async () => {
    const { seen, stop } = watchCount()
    await settle()
    stop()
    const reads = seen.reads
    await writePage(2)
    setSyncActivity({ pulling: true })
    setSyncActivity({ pulling: false })
    await settle()
    expect(seen.reads).toBe(reads)
  })
})
