// "New in what you follow" on / (issue 59): stories published since the device began following
// their series (or new standalone stories), not yet opened here, newest first. Works on a device
// without notifications: the sync brings the stories, the device's follows pick them.
import type { HubDatabase } from '../../data/queries/local-db.ts'
import type { LocalStory } from '../../../contract/local-story.ts'
import { useLocalQuery } from '../../data/queries/use-local-query.ts'
import { followTargetOf } from './follows.ts'

export const NEW_IN_FOLLOWS_MAX = 12

export async function readNewInFollows(db: HubDatabase, limit = NEW_IN_FOLLOWS_MAX): Promise<LocalStory[]> {
  const follows = new Map((await db.follows.toArray()).map((f) => [f.target, f.followedAt]))
  if (follows.size === 0) return []
  const since = [...follows.values()].sort()[0]!
  const opened = new Set(await db.readingProgress.toCollection().primaryKeys())
  // Only stories newer than the oldest follow are read (createdAt is indexed): a few, not the library.
  return db.stories
    .where('createdAt')
    .above(since)
    .reverse()
    .filter((story) => {
      const followedAt = follows.get(followTargetOf(story))
      return followedAt !== undefined && story.createdAt > followedAt && !opened.has(story.id)
    })
    .limit(limit)
    .toArray()
}

export const useNewInFollows = (): LocalStory[] | undefined => useLocalQuery((db) => readNewInFollows(db), [])
