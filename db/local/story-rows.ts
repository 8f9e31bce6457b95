// A story on this device, one rule each for the page and the service worker, over whichever local
// store they use: storing a full story (its summary and its text, in one transaction) and removing
// a story with every trace of it. Each side fetches the story itself (api.getStory) and stores it
// here.
import { toLocalStory } from '../../contract/local-story.ts'
import type { Story } from '../../contract/story.ts'
import type { LocalStore, TableName } from './local-store.ts'
import type { StoryContent } from './types.ts'
import { ownPictures } from '../../story-text/story-pictures.ts'

/** A story's text as this device keeps it, with the pictures it shows. */
export const contentRow = (id: string, content: string, storyUpdatedAt: string): StoryContent => ({
  id,
  content,
  storyUpdatedAt,
  fetchedAt: new Date().toISOString(),
  pictures: ownPictures(content),
})

/**
 * A story readers have goes to `stories`, which every list reads; one not released yet (the admin's)
 * to `scheduledStories`, which none does; never both.
 */
export async function putFullStory(store: LocalStore, story: Story): Promise<void> {
  const { content, ...summary } = story
  await store.transaction(['stories', 'scheduledStories', 'storyContent'], async (tx) => {
    if (summary.status === 'published') {
      await tx.put('stories', toLocalStory(summary))
      await tx.delete('scheduledStories', story.id)
    } else {
      await tx.put('scheduledStories', summary)
      await tx.delete('stories', story.id)
    }
    await tx.put('storyContent', contentRow(story.id, content, story.updatedAt))
  })
}

/** The tables a removed story leaves traces in (a caller's own transaction includes them). */
export const STORY_TRACES = [
  'stories',
  'scheduledStories',
  'storyContent',
  'comments',
  'favourites',
  'bookmarks',
  'readingProgress',
] as const satisfies readonly TableName[]

/** The story and what this device kept of it, in one transaction (or the caller's). */
export async function deleteStoryTraces(store: LocalStore, id: string): Promise<void> {
  await store.transaction(STORY_TRACES, (tx) =>
    Promise.all([
      tx.delete('stories', id),
      tx.delete('scheduledStories', id),
      tx.delete('storyContent', id),
      tx.deleteWhere('comments', 'storyId', id),
      tx.delete('favourites', id),
      tx.delete('bookmarks', id),
      tx.delete('readingProgress', id),
    ]),
  )
}
