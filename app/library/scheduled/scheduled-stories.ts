// The admin's stories not released yet, as the Scheduled shelf and the library's Scheduled filter
// list them: live from the device's `scheduledStories` table (the only readers of it), the next
// release first, then the drafts, the one edited last first.
import type { StorySummary } from '../../../contract/story.ts'
import type { HubDatabase } from '../../data/queries/local-db.ts'
import { useLocalQuery } from '../../data/queries/use-local-query.ts'

/** When a scheduled story is released, in ms; a draft (or a time that cannot be read) has none. */
function releaseMs(story: StorySummary): number | null {
  if (story.status !== 'scheduled' || story.publishAt === null) return null
  const ms = Date.parse(story.publishAt)
  return Number.isNaN(ms) ? null : ms
}

/**
 * Sorts a copy: scheduled stories by release time, soonest first (compared as instants, so two
 * offsets for one hour sort together), then drafts by `updatedAt`, newest first. Ties go by id, so
 * the order never changes from one answer to the next.
 */
export function scheduledOrder(stories: readonly StorySummary[]): StorySummary[] {
  const keyed = stories.map((story) => ({ story, releaseAt: releaseMs(story) }))
  keyed.sort((a, b) => {
    if (a.releaseAt !== null && b.releaseAt !== null && a.releaseAt !== b.releaseAt) return a.releaseAt - b.releaseAt
    if (a.releaseAt !== null && b.releaseAt === null) return -1
    if (a.releaseAt === null && b.releaseAt !== null) return 1
    if (a.releaseAt === null && a.story.updatedAt !== b.story.updatedAt)
      return a.story.updatedAt < b.story.updatedAt ? 1 : -1
    return a.story.id < b.story.id ? -1 : a.story.id > b.story.id ? 1 : 0
  })
  return keyed.map(({ story }) => story)
}

/** Every story this device holds that is not released yet, in the shelf's order. */
export async function readScheduledStories(db: HubDatabase): Promise<StorySummary[]> {
  return scheduledOrder(await db.scheduledStories.toArray())
}

/** The shelf's stories: undefined while the device's database is being read. */
export const useScheduledStories = (): StorySummary[] | undefined => useLocalQuery(readScheduledStories, [])
