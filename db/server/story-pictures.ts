// The pictures a story's text shows (story-text/story-pictures.ts): one row per picture we store, so
// the media sweep keeps them while the story names them. They go with the story (ON DELETE CASCADE).
import type { Db } from './connect.ts'

/** The story's pictures become exactly `urls` (call in the transaction that writes its text). */
export async function replaceStoryPictures(trx: Db, storyId: string, urls: readonly string[]): Promise<void> {
  await trx.deleteFrom('story_pictures').where('story_id', '=', storyId).execute()
  if (urls.length > 0)
    await trx
      .insertInto('story_pictures')
      .values(urls.map((url) => ({ story_id: storyId, url })))
      .execute()
}
