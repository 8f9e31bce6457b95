// Follows (issue 59): the series this device follows, and whether it follows new standalone
// stories. Kept on the device like favourites (no account); "New in what you follow" on / reads
// them. When this browser gets notifications, the server is told too (a queued write), so a
// publish reaches it only when it wants that story.
import { localDb, type HubDatabase } from '../../data/queries/local-db.ts'
import { useLocalQuery } from '../../data/queries/use-local-query.ts'
import type { Follow } from '../../../db/local/types.ts'
import { STANDALONE_TARGET } from '../../../contract/limits.ts'
import { currentPushEndpoint, putPushFollowsEntry } from '../../pwa/push-follows.ts'
import { writeProfiled } from '../../profile/profile-writes.ts'
import { localWriteHappened } from '../../data/writes/after-write.ts'
import { pushWants } from '../../pwa/push-wants.ts'

export { STANDALONE_TARGET }

/** What following a story's kind means: its series, or new standalone stories. */
export const followTargetOf = (story: { seriesId: string | null }): string => story.seriesId ?? STANDALONE_TARGET

/** Every follow of this device by target; undefined until the database answers. */
export function useFollows(): Map<string, Follow> | undefined {
  return useLocalQuery(async (db) => new Map((await db.follows.toArray()).map((f) => [f.target, f])), [])
}

/** Follows (keeping when it first did) or stops following; the server hears of it when this browser gets pushes. */
export async function setFollowing(
  target: string,
  following: boolean,
  pushEndpoint: () => Promise<string | undefined> = currentPushEndpoint,
): Promise<void> {
  const change = async (db: HubDatabase) => {
    if (!following) return db.follows.delete(target)
    if (!(await db.follows.get(target))) await db.follows.put({ target, followedAt: new Date().toISOString() })
  }
  const endpoint = await pushEndpoint().catch(() => undefined)
  await writeProfiled(['follows'], async (db, note) => {
    await change(db)
    await note('follow', target, { deleted: !following })
    if (endpoint) await putPushFollowsEntry(db, endpoint, pushWants.read())
  })
  if (endpoint) localWriteHappened()
}

export async function followedTargets(): Promise<string[]> {
  return (await (await localDb()).follows.toCollection().primaryKeys()).sort()
}
