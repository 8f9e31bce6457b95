// The texts kept for offline reading, counted on fake-indexeddb: their number, and their size as
// the UTF-8 bytes the server sent (an accented letter is 2 bytes, an emoji 4).
import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../db/local/db.ts'
import { readOfflineTexts } from './offline-texts.ts'

const text = (id: string, content: string) => ({
  id,
  content,
  storyUpdatedAt: '2025-01-01T00:00:00.000Z',
  fetchedAt: '2025-01-02T00:00:00.000Z',
  pictures: [],
})

describe('readOfflineTexts', () => {
  beforeEach(() => db.storyContent.clear())

  it('answers none for an empty device', async () => {
    expect(await readOfflineTexts(db)).toEqual({ count: 0, bytes: 0 })
  })

  it('counts the texts and sums their UTF-8 bytes', async () => {
    await db.storyContent.bulkPut([text('a', 'Gate'), text('b', 'Véssa'), text('c', 'Star ✨'), text('d', '🜂')])
    expect(await readOfflineTexts(db)).toEqual({ count: 4, bytes: 4 + 6 + 8 + 4 })
  })
})
