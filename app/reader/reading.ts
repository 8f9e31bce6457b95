// A story's bookmark on this device, as the bookmark button shows and toggles it (where reading
// stopped is read and saved after the first screen: saved-reading-position.ts).
import type { Bookmark } from '../../db/local/db.ts'
import { writeProfiled } from '../profile/profile-writes.ts'
import { useLocalQuery } from '../data/queries/use-local-query.ts'

export function useBookmark(storyId: string): Bookmark | null | undefined {
  return useLocalQuery(async (db) => (await db.bookmarks.get(storyId)) ?? null, [storyId])
}

/** Saves a bookmark if there is none, removes it if there is one; answers whether one is saved now. */
export function toggleBookmark(storyId: string, position: number, chapterIndex: number): Promise<boolean> {
  return writeProfiled(['bookmarks'], async (db, note) => {
    const saved = !(await db.bookmarks.get(storyId))
    if (saved) await db.bookmarks.put({ storyId, position, chapterIndex, timestamp: Date.now() })
    else await db.bookmarks.delete(storyId)
    await note('bookmark', storyId, { deleted: !saved })
    return saved
  })
}
