// Keeps one StorySearchIndex in step with the database: loads the saved index, refreshes it
// whenever stories or texts change (one refresh at a time, yielding between batches so searches
// are answered meanwhile), and saves it a while after the last change.
import { liveQuery } from 'dexie'
import type { HubDatabase } from '../../db/local/db.ts'
import { StorySearchIndex } from './story-index.ts'
import { readVersions, type Versions } from '../../db/local/stories.ts'

const SAVE_AFTER_MS = 5_000
const yieldToSearches = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export async function keepIndex(db: HubDatabase, onChanged: () => void): Promise<StorySearchIndex> {
  const saved = await db.searchIndex.get('stories').catch(() => undefined)
  let index: StorySearchIndex
  try {
    index = new StorySearchIndex(saved)
  } catch {
    index = new StorySearchIndex() // an index saved by an older version: build it again
  }
  let running: Promise<void> = Promise.resolve()
  let saveTimer: ReturnType<typeof setTimeout> | undefined
  const save = () => db.searchIndex.put({ id: 'stories', ...index.save(), savedAt: new Date().toISOString() })
  const refresh = (versions: Versions) => {
    running = running.then(async () => {
      if (!(await index.refresh(db, versions, yieldToSearches))) return
      onChanged()
      clearTimeout(saveTimer)
      saveTimer = setTimeout(() => void save().catch(() => {}), SAVE_AFTER_MS)
    }).catch(() => {})
  }
  // Any write to either table (a sync page, a fetched text) changes the versions: look again.
  liveQuery(readVersions).subscribe({ next: refresh, error: () => {} })
  return index
}
