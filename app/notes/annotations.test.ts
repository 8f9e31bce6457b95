// Highlights and notes on the device's database (fake-indexeddb, the real Dexie schema): a note
// over the limit is refused whole, the Notes screen reads them newest first with their stories'
// titles and texts, and a story's can be deleted together.
import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../db/local/db.ts'
import { makeLocalStory } from '../lib/make-story.testing.ts'
import {
  addAnnotation,
  changeAnnotation,
  deleteAnnotation,
  deleteStoryAnnotations,
  NoteTooLong,
  readNotesShelf,
} from './annotations.ts'
import { makeAnnotation } from './notes-export.testing.ts'

const CONTENT = 'The gate hummed. That was allowed.\n\nAt the third hour the gate said her name.'
const story = makeLocalStory({ title: 'The Gatekeeper of Vessa' })
const selector = makeAnnotation(CONTENT, 'The gate hummed').selector

beforeEach(async () => {
  await db.annotations.clear()
  await db.stories.clear()
  await db.storyContent.clear()
})

describe('addAnnotation', () => {
  it('keeps a highlight, and a note without the blank space around it', async () => {
    const saved = await addAnnotation({ storyId: story.id, selector, colour: 'blue', note: '  Remember.\n' })
    expect(await db.annotations.get(saved.id)).toEqual({
      id: saved.id,
      storyId: story.id,
      colour: 'blue',
      note: 'Remember.',
      selector,
      createdAt: saved.createdAt,
      updatedAt: saved.createdAt,
    })
  })

  it('refuses a note over 2,000 characters and keeps nothing of it, not even the highlight', async () => {
    await expect(
      addAnnotation({ storyId: story.id, selector, colour: 'yellow', note: 'a'.repeat(2001) }),
    ).rejects.toBeInstanceOf(NoteTooLong)
    expect(await db.annotations.count()).toBe(0)
  })
})

describe('changeAnnotation', () => {
  it('changes the note and colour, or refuses a note over the limit and leaves it as it was', async () => {
    const saved = await addAnnotation({ storyId: story.id, selector, colour: 'yellow' })
    await changeAnnotation(saved.id, { note: 'Later thought.', colour: 'pink' })
    expect(await db.annotations.get(saved.id)).toMatchObject({ note: 'Later thought.', colour: 'pink' })
    await expect(changeAnnotation(saved.id, { note: '🌧'.repeat(2001), colour: 'green' })).rejects.toThrow(
      'A note can be up to 2,000 characters. This one has 2,001: shorten it by 1.',
    )
    expect(await db.annotations.get(saved.id)).toMatchObject({ note: 'Later thought.', colour: 'pink' })
  })
})

describe('readNotesShelf', () => {
  it("lists every note newest first, with the stories' titles and texts the device has", async () => {
    await db.stories.put(story)
    await db.storyContent.put({ id: story.id, content: CONTENT, storyUpdatedAt: '', fetchedAt: '', pictures: [] })
    const older = await addAnnotation({ storyId: story.id, selector, colour: 'yellow' })
    await new Promise((resolve) => setTimeout(resolve, 5))
    const gone = await addAnnotation({ storyId: 'no-longer-here', selector, colour: 'green', note: 'Kept.' })
    const shelf = await readNotesShelf(db)
    expect(shelf.annotations.map((annotation) => annotation.id)).toEqual([gone.id, older.id])
    expect(shelf.titles).toEqual(new Map([[story.id, 'The Gatekeeper of Vessa']]))
    expect(shelf.texts).toEqual(new Map([[story.id, CONTENT]]))
  })
})

describe('deleting', () => {
  it("deletes one, or every one of a story's and no other story's", async () => {
    const one = await addAnnotation({ storyId: story.id, selector, colour: 'yellow' })
    await addAnnotation({ storyId: story.id, selector, colour: 'green' })
    await addAnnotation({ storyId: story.id, selector, colour: 'blue' })
    const other = await addAnnotation({ storyId: 'another', selector, colour: 'pink' })
    await deleteAnnotation(one.id)
    expect(await db.annotations.count()).toBe(3)
    expect(await deleteStoryAnnotations(story.id)).toBe(2)
    expect((await db.annotations.toArray()).map((annotation) => annotation.id)).toEqual([other.id])
  })
})
