// A story's bookmark on this device, as the bookmark button shows and toggles it (where reading
// stopped is read and saved after the first screen: saved-reading-position.ts).
import type { Bookmark } from '../../db/local/db.ts'
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
