// The admin's story deletion (stories.md §4 Delete story): online only, never through the outbox,
// because the server must confirm it. The story and its device-only traces leave this device at
// once; a sync follows to bring the series counts up to date.
import { db } from '../../db/local/db.ts'
import { api } from '../api-client.ts'
import { requestSync } from './engine.ts'

export async function deleteStory(id: string): Promise<void> {
  await api.delete<void>(`/api/stories/${id}`)
  await db.transaction('rw', [db.stories, db.storyContent, db.comments, db.favourites, db.bookmarks, db.readingProgress], async () => {
    await Promise.all([
      db.stories.delete(id),
      db.storyContent.delete(id),
      db.comments.where('storyId').equals(id).delete(),
      db.favourites.delete(id),
      db.bookmarks.delete(id),
      db.readingProgress.delete(id),
    ])
  })
  void requestSync()
}
