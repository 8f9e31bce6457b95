// A story on this device, one rule each for the app and the service worker: storing a full story
// (its summary and its text, in one transaction), fetching it from the server to store it (the
// reader, the background prefetch, a push), and removing a story with every trace of it.
import { db } from './db.ts'
import { toLocalStory } from '../schema/local-story.ts'
import type { Story } from '../schema/story.ts'
import { api } from '../client/api-client.ts'
import { stringPairs } from './index-keys.ts'

export async function saveFullStory(story: Story): Promise<void> {
  const { content, ...summary } = story
  await db.transaction('rw', db.stories, db.storyContent, async () => {
    await db.stories.put(toLocalStory(summary))
    await db.storyContent.put({ id: story.id, content, storyUpdatedAt: story.updatedAt, fetchedAt: new Date().toISOString() })
  })
}

/** Fetches the story with its text and stores it; throws the ApiError when it cannot. */
export async function fetchFullStory(id: string): Promise<void> {
  await saveFullStory(await api.getStory({ params: { id } }))
}

/** The tables a removed story leaves traces in; callers include them in their transaction. */
export const STORY_TRACE_TABLES = [db.stories, db.storyContent, db.comments, db.favourites, db.bookmarks, db.readingProgress]

/** Call inside a transaction over STORY_TRACE_TABLES: the story and what this device kept of it. */
export async function removeStoryTraces(id: string): Promise<void> {
  await Promise.all([
    db.stories.delete(id),
    db.storyContent.delete(id),
    db.comments.where('storyId').equals(id).delete(),
    db.favourites.delete(id),
    db.bookmarks.delete(id),
    db.readingProgress.delete(id),
  ])
}

export type Versions = [stories: [id: string, updatedAt: string][], texts: [id: string, storyUpdatedAt: string][]]

/** Every story's and stored text's version, from the indexes alone: no row (and no text) is read. */
export async function readVersions(): Promise<Versions> {
  const [stories, texts] = await Promise.all([
    db.stories.orderBy('[id+updatedAt]').keys(), db.storyContent.orderBy('[id+storyUpdatedAt]').keys(),
  ])
  return [stringPairs(stories), stringPairs(texts)]
}
