// The page gets the best matches only, and how many matched in all.
import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { db } from '../../db/local/db.ts'
import { makeLocalStory } from '../lib/make-story.testing.ts'
import { StorySearchIndex } from '../search/story-index.ts'
import { answerSearch } from './search-answer.ts'

describe('answerSearch', () => {
  it('sends the best `limit` ids, best first, with the total; without a limit every id', async () => {
    await db.stories.clear()
    const best = makeLocalStory({ title: 'Lantern Lantern', description: 'A lantern.' })
    const others = [makeLocalStory({ title: 'Old lantern' }), makeLocalStory({ title: 'The lantern keeper' })]
    await db.stories.bulkPut([...others, best])
    const index = new StorySearchIndex()
    await index.refresh(db)

    const limited = answerSearch(index, { type: 'search', id: 7, query: 'lantern', contains: false, limit: 2 })
    expect(limited).toMatchObject({ type: 'results', id: 7, total: 3 })
    expect(limited.ids).toHaveLength(2)
    expect(limited.ids[0]).toBe(best.id)
    expect(answerSearch(index, { type: 'search', id: 8, query: 'lantern', contains: false }).ids).toHaveLength(3)
  })
})
