// The reader's device-only state per story: its bookmark and where reading stopped.
import type { Bookmark, ReadingProgress } from '../../db/local/db.ts'
import { localDb } from '../data/queries/local-db.ts'
import { useLocalQuery } from '../data/queries/use-local-query.ts'

export function useBookmark(storyId: string): Bookmark | null | undefined {
  return useLocalQuery(async (db) => (await db.bookmarks.get(storyId)) ?? null, [storyId])
}

/** Saves a bookmark if there is none, removes it if there is one; answers whether one is saved now. */
export async function toggleBookmark(storyId: string, position: number, chapterIndex: number): Promise<boolean> {
  const db = await localDb()
  return db.transaction('rw', db.bookmarks, async () => {
    if (await db.bookmarks.get(storyId)) {
      await db.bookmarks.delete(storyId)
      return false
    }
    await db.bookmarks.put({ storyId, position, chapterIndex, timestamp: Date.now() })
    return true
  })
}

export async function getReadingProgress(storyId: string): Promise<ReadingProgress | undefined> {
  return (await localDb()).readingProgress.get(storyId)
}

export async function saveReadingProgress(progress: Omit<ReadingProgress, 'updatedAt'>): Promise<void> {
  await (await localDb()).readingProgress.put({ ...progress, updatedAt: Date.now() })
}

export async function getBookmark(storyId: string): Promise<Bookmark | undefined> {
  return (await localDb()).bookmarks.get(storyId)
}
