// A release, with what follows it: the push fan-out of every story released (unless it goes out
// silently), queued in the same transaction, so a crash leaves either the story waiting and no
// push, or both done. The release worker calls releaseDue at each tick; "Publish now" and a past
// hour call releaseNow inside the edit's transaction.
import type { Db } from '../../../db/server/connect.ts'
import { enqueueStoryPush } from '../../../db/server/push-jobs.ts'
import { releaseDueStories, releaseStory } from '../../../db/server/story-releases.ts'
import type { StoryRow } from '../../../db/server/stories.ts'
import { STANDALONE_TARGET } from '../../../contract/limits.ts'
import { storyPushPayload } from './story-push.ts'

/** Stories released in one transaction, at most. */
const RELEASE_BATCH = 20

async function queuePush(trx: Db, row: StoryRow, now: Date): Promise<boolean> {
  if (row.silent) return false
  await enqueueStoryPush(trx, storyPushPayload(row), row.series_id ?? STANDALONE_TARGET, now)
  return true
}

/** Releases every story whose hour has come; answers how many, and whether any push was queued. */
export async function releaseDue(db: Db, now: Date): Promise<{ released: number; pushQueued: boolean }> {
  let released = 0
  let pushQueued = false
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const rows = await releaseDueStories(trx, now, RELEASE_BATCH)
      for (const row of rows) if (await queuePush(trx, row, now)) pushQueued = true
      return rows.length
    })
    released += batch
    if (batch < RELEASE_BATCH) return { released, pushQueued }
  }
}

/** Releases the story now, in the caller's transaction; answers whether a push was queued. */
export async function releaseNow(trx: Db, id: string, now: Date): Promise<boolean> {
  const row = await releaseStory(trx, id, now, now)
  return row ? queuePush(trx, row, now) : false
}
