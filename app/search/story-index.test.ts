// The data worker's search index on fake-indexeddb: it takes in new stories, texts that arrive later,
// edits and deletions, touches nothing when nothing changed, and comes back whole from its save.
import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../db/local/db.ts'
import { makeLocalStory } from '../lib/make-story.testing.ts'
import { StorySearchIndex } from './story-index.ts'

beforeEach(async () => {
  await Promise.all([db.stories.clear(), db.storyContent.clear()])
})

const text = (id: string, content: string, storyUpdatedAt: string) => ({
  id,
  content,
  storyUpdatedAt,
  fetchedAt: '',
  pictures: [],
})

describe('StorySearchIndex', () => {
  it('follows new stories, late texts, edits and deletions', async () => {
    const index = new StorySearchIndex()
    const story = makeLocalStory({ title: 'Harbour Lights', updatedAt: '2026-01-01T00:00:00.000Z' })
    await db.stories.put(story)
    expect(await index.refresh(db)).toBe(true)
    expect(index.search('harbour')).toEqual([story.id])
    expect(index.search('quasar')).toEqual([])

    await db.storyContent.put(text(story.id, 'A quasar rose.', story.updatedAt))
    expect(await index.refresh(db)).toBe(true)
    expect(index.search('quasar')).toEqual([story.id])

    const edited = makeLocalStory({ ...story, title: 'Storm Front', updatedAt: '2026-02-01T00:00:00.000Z' })
    await db.stories.put(edited)
    await index.refresh(db)
    expect(index.search('harbour')).toEqual([])
    expect(index.search('storm')).toEqual([story.id])

    await db.stories.delete(story.id)
    await index.refresh(db)
    expect(index.search('storm')).toEqual([])
  })

  it('does nothing when nothing changed', async () => {
    const index = new StorySearchIndex()
    await db.stories.put(makeLocalStory())
    await index.refresh(db)
    expect(await index.refresh(db)).toBe(false)
  })

  it('comes back from its save finding the same stories, and re-indexes only what changed since', async () => {
    const index = new StorySearchIndex()
    const kept = makeLocalStory({ title: 'Violet Tide' })
    const changed = makeLocalStory({ title: 'Glass Orbit' })
    await db.stories.bulkPut([kept, changed])
    await index.refresh(db)

    const loaded = new StorySearchIndex(JSON.parse(JSON.stringify(index.save())))
    expect(loaded.search('violet')).toEqual([kept.id])
    expect(loaded.search('vio', true)).toEqual([kept.id])
    await db.stories.put(makeLocalStory({ ...changed, title: 'Ember Orbit', updatedAt: '2027-01-01T00:00:00.000Z' }))
    expect(await loaded.refresh(db)).toBe(true)
    expect(loaded.search('orbit')).toEqual([changed.id])
    expect(loaded.search('glass')).toEqual([])
  })
})
