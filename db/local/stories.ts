// The page's names for the story rules of story-rows.ts, bound to Dexie (the sync's pull), and the
// versions the text prefetch and the search index compare.
import type { Table } from 'dexie'
import { db } from './db.ts'
import { dexieStore } from './dexie-store.ts'
import { deleteStoryTraces, STORY_TRACES } from './story-rows.ts'
import { stringPairs } from './index-keys.ts'

/** The tables a removed story leaves traces in; callers include them in their transaction. */
export const STORY_TRACE_TABLES = STORY_TRACES.map((name) => db.table(name))

/** The story and what this device kept of it (inside the caller's transaction, when there is one). */
export const removeStoryTraces = (id: string): Promise<void> => deleteStoryTraces(dexieStore, id)

export type Versions = [stories: [id: string, updatedAt: string][], texts: [id: string, storyUpdatedAt: string][]]

/** Index keys read per step of a version walk: a walk of all 10,000 at once kept the data worker busy for ~100 ms. */
export const VERSION_PAGE = 1000

/** The keys of a compound index in order, VERSION_PAGE at a time, with `between` run before each next page. */
async function indexKeysInPages(table: Table, index: string, between: () => Promise<void>): Promise<unknown[]> {
  const keys: unknown[] = []
  let last: unknown
  for (;;) {
    const page = await (last === undefined ? table.orderBy(index) : table.where(index).above(last))
      .limit(VERSION_PAGE)
      .keys()
    keys.push(...page)
    if (page.length < VERSION_PAGE) return keys
    last = page.at(-1)
    await between()
  }
}

/**
 * Every story's and stored text's version, from the indexes alone: no row (and no text) is read.
 * `between` runs between pages (a pause while the person types, for instance).
 */
export async function readVersions(between: () => Promise<void> = async () => {}): Promise<Versions> {
  const [stories, texts] = await Promise.all([
    indexKeysInPages(db.stories, '[id+updatedAt]', between),
    indexKeysInPages(db.storyContent, '[id+storyUpdatedAt]', between),
  ])
  return [stringPairs(stories), stringPairs(texts)]
}
