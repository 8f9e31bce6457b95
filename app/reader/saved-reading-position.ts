// Where reading stopped in a story and its bookmark, as this device keeps them, read and saved by
// reading-position-tracking.ts (after the first screen: reading.ts keeps what the bookmark button
// needs from the start).
import type { Bookmark, ReadingProgress } from '../../db/local/db.ts'
import { localDb } from '../data/queries/local-db.ts'

export async function getReadingProgress(storyId: string): Promise<ReadingProgress | undefined> {
  return (await localDb()).readingProgress.get(storyId)
}

export async function saveReadingProgress(progress: Omit<ReadingProgress, 'updatedAt'>): Promise<void> {
  await (await localDb()).readingProgress.put({ ...progress, updatedAt: Date.now() })
}

export async function getBookmark(storyId: string): Promise<Bookmark | undefined> {
  return (await localDb()).bookmarks.get(storyId)
}
