// The page's names for the story rules of story-rows.ts, bound to Dexie (the sync's pull), and the
// versions the text prefetch and the search index compare.
import { db } from './db.ts'
import { dexieStore } from './dexie-store.ts'
import { deleteStoryTraces, STORY_TRACES } from './story-rows.ts'
import { stringPairs } from './index-keys.ts'

/** The tables a removed story leaves traces in; callers include them in their transaction. */
export const STORY_TRACE_TABLES = STORY_TRACES.map((name) => db.table(name))

/** The story and what this device kept of it (inside the caller's transaction, when there is one). */
export const removeStoryTraces = (id: string): Promise<void> => deleteStoryTraces(dexieStore, id)

export type Versions = [stories: [id: string, updatedAt: string][], texts: [id: string, storyUpdatedAt: string][]]

/** Every story's and stored text's version, from the indexes alone: no row (and no text) is read. */
export async function readVersions(): Promise<Versions> {
  const [stories, texts] = await Promise.all([
    db.stories.orderBy('[id+updatedAt]').keys(), db.storyContent.orderBy('[id+storyUpdatedAt]').keys(),
  ])
  return [stringPairs(stories), stringPairs(texts)]
}
