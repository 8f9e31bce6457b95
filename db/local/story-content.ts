// Stores a full story (its summary and its text) in one transaction: used when the reader opens a
// story, by the background prefetch, and by the service worker when a push announces a story.
import { db } from './db.ts'
import type { Story } from '../schema/story.ts'

export async function saveFullStory(story: Story): Promise<void> {
  const { content, ...summary } = story
  await db.transaction('rw', db.stories, db.storyContent, async () => {
    await db.stories.put(summary)
    await db.storyContent.put({ id: story.id, content, storyUpdatedAt: story.updatedAt, fetchedAt: new Date().toISOString() })
  })
}
