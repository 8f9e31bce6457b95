// A whole table read a page at a time: every row once, in key order, with `between` before each
// next page, so no single read holds the thread for the whole table.
import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from './db.ts'
import { forEachPage } from './table-pages.ts'

beforeEach(() => db.storyContent.clear())

const text = (n: number) => ({
  id: `story-${String(n).padStart(3, '0')}`,
  content: `Text ${n}`,
  storyUpdatedAt: '',
  fetchedAt: '',
  pictures: [],
})

describe('forEachPage', () => {
  it('visits every row once in pages of the given size, pausing between pages', async () => {
    const texts = Array.from({ length: 23 }, (_, n) => text(22 - n))
    await db.storyContent.bulkPut(texts)
    const pages: string[][] = []
    let pauses = 0
    await forEachPage(
      db.storyContent,
      (rows) => pages.push(rows.map((row) => row.id)),
      async () => {
        pauses += 1
      },
      10,
    )
    expect(pages.map((page) => page.length)).toEqual([10, 10, 3])
    expect(pages.flat()).toEqual(texts.map((row) => row.id).sort())
    expect(pauses).toBe(2)
  })

  it('visits an empty table once, with nothing', async () => {
    const pages: unknown[][] = []
    await forEachPage(db.storyContent, (rows) => pages.push(rows))
    expect(pages).toEqual([[]])
  })
})
