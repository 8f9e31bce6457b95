// Keeps one StorySearchIndex in step with the database: loads the saved index, refreshes it
// whenever stories or texts change (one refresh at a time; changes during one make one more after
// it; it yields between batches so searches are answered meanwhile), and saves it a while after
// the last change. Changes are heard from Dexie's storagemutated event, which carries this
// context's writes and other tabs' and workers': no live query re-reads the versions of 10,000
// stories with Dexie tracking every key it reads.
import Dexie, { type ObservabilitySet } from 'dexie'
import type { HubDatabase } from '../../db/local/db.ts'
import { StorySearchIndex } from './story-index.ts'

const SAVE_AFTER_MS = 5_000
const INDEXED_TABLES = ['stories', 'storyContent']
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** Whether a write reported by Dexie touched the stories or texts of `db` ('all': anything may have changed). */
export const touchesIndexedTables = (db: HubDatabase, parts: ObservabilitySet) =>
  Object.keys(parts).some(
    (part) => part === 'all' || INDEXED_TABLES.some((table) => part.startsWith(`idb://${db.name}/${table}/`)),
  )

/**
 * `quiet` resolves once the person is not typing or tapping: the refreshes read the versions and
 * index the changes in steps, and wait for it between steps (a search is answered meanwhile from
 * the index as it is).
 */
export async function keepIndex(
  db: HubDatabase,
  onChanged: () => void,
  quiet: () => Promise<void> = async () => {},
): Promise<StorySearchIndex> {
  const saved = await db.searchIndex.get('stories').catch(() => undefined)
  let index: StorySearchIndex
  try {
    index = new StorySearchIndex(saved)
  } catch {
    index = new StorySearchIndex() // an index saved by an older version: build it again
  }
  let saveTimer: ReturnType<typeof setTimeout> | undefined
  const save = () => db.searchIndex.put({ id: 'stories', ...index.save(), savedAt: new Date().toISOString() })
  const pause = async () => {
    await nextTask() // a search waiting in the queue goes first
    await quiet()
  }
  let stale = true
  let refreshing = false
  const refresh = async () => {
    if (refreshing) return
    refreshing = true
    try {
      while (stale) {
        stale = false
        if (!(await index.refresh(db, undefined, pause))) continue
        onChanged()
        clearTimeout(saveTimer)
        saveTimer = setTimeout(() => void save().catch(() => {}), SAVE_AFTER_MS)
      }
    } catch {
      // The next change tries again.
    } finally {
      refreshing = false
    }
  }
  Dexie.on('storagemutated', (parts) => {
    if (!touchesIndexedTables(db, parts)) return
    stale = true
    void refresh()
  })
  void refresh()
  return index
}
