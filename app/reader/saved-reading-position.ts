// Where reading stopped in a story and its bookmark, as this device keeps them, read and saved by
// reading-position-tracking.ts (after the first screen: reading.ts keeps what the bookmark button
// needs from the start).
import type { Bookmark, ReadingProgress } from '../../db/local/db.ts'
import { localDb } from '../data/queries/local-db.ts'
import { writeProfiled } from '../profile/profile-writes.ts'

export async function getReadingProgress(storyId: string): Promise<ReadingProgress | undefined> {
  return (await localDb()).readingProgress.get(storyId)
}

/** `deliverNow`: send it to the reader's other devices at once (leaving the page), not with the next sync. */
export async function saveReadingProgress(
  progress: Omit<ReadingProgress, 'updatedAt' | 'elsewhere'>,
  deliverNow = false,
): Promise<void> {
  await writeProfiled(
    ['readingProgress'],
    async (db, note) => {
      await db.readingProgress.put({ ...progress, updatedAt: Date.now() })
      await note('readingPlace', progress.storyId, { deleted: false, position: progress.percent })
    },
    { deliverNow },
  )
}

export async function getBookmark(storyId: string): Promise<Bookmark | undefined> {
  return (await localDb()).bookmarks.get(storyId)
}
