// The version walk the search index and the text prefetch compare reads the index keys a page at
// a time, pausing between pages, and returns every story's and text's version in key order, as
// one walk would.
import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../db/local/db.ts'
import { readVersions, VERSION_PAGE } from '../../db/local/stories.ts'
import { contentRow } from '../../db/local/story-rows.ts'
import { makeLocalStory } from '../lib/make-story.testing.ts'

beforeEach(async () => {
  await Promise.all([db.stories.clear(), db.storyContent.clear()])
})

describe('readVersions', () => {
  it('walks both indexes in pages with a pause between pages, missing no key and repeating none', async () => {
    const stories = Array.from({ length: VERSION_PAGE * 2 + 7 }, (_, i) =>
      makeLocalStory({ title: `S${i}`, updatedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString() }),
    )
    await db.stories.bulkPut(stories)
    await db.storyContent.bulkPut(stories.slice(0, VERSION_PAGE + 1).map((s) => contentRow(s.id, 'text', s.updatedAt)))
    let pauses = 0
    const [storyVersions, textVersions] = await readVersions(async () => {
      pauses += 1
    })
    const byId = (pairs: [string, string][]) => [...pairs].sort(([a], [b]) => a.localeCompare(b))
    expect(storyVersions).toEqual(byId(stories.map((s) => [s.id, s.updatedAt])))
    expect(textVersions).toEqual(byId(stories.slice(0, VERSION_PAGE + 1).map((s) => [s.id, s.updatedAt])))
    expect(pauses).toBe(2 + 1) // stories: after pages 1 and 2; texts: after page 1
  })
})
