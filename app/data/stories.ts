// Stories and series as the UI reads them: live from Dexie, never waiting on the network.
// `undefined` means "still reading the local database" (show skeletons).
import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../db/local/db.ts'
import type { Series, StorySummary } from '../../db/schema/story.ts'

const newestFirst = (a: StorySummary, b: StorySummary) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0)

export function useStories(): StorySummary[] | undefined {
  return useLiveQuery(async () => (await db.stories.toArray()).sort(newestFirst), [])
}

export function useStory(id: string): StorySummary | null | undefined {
  return useLiveQuery(async () => (await db.stories.get(id)) ?? null, [id])
}

/** The story's text, or null when it has not reached this device yet. */
export function useStoryContent(id: string): string | null | undefined {
  return useLiveQuery(async () => (await db.storyContent.get(id))?.content ?? null, [id])
}

export function useSeriesList(): Series[] | undefined {
  return useLiveQuery(() => db.series.orderBy('id').toArray(), [])
}

/** Every stored text by story id, for full-text search. */
export function useStoryTexts(): Map<string, string> | undefined {
  return useLiveQuery(async () => new Map((await db.storyContent.toArray()).map((c) => [c.id, c.content])), [])
}

/** Whether a first sync has happened on this device (an empty list then means "no stories"). */
export function useHasSynced(): boolean | undefined {
  return useLiveQuery(async () => (await db.syncState.get('lastPulledAt')) !== undefined, [])
}
