// The page's side of the outbox (and the data worker's): delivery rounds over Dexie, so every
// live query hears them, and what the person does to an entry: try it again now, or give it up
// and take back what it showed. The rounds themselves are outbox-drain.ts's, which the service
// worker runs over its own store.
import { db } from '../local/db.ts'
import { dexieStore } from '../local/dexie-store.ts'
import type { OutboxEntry } from './outbox-entry.ts'
import { resourcesOf } from './outbox-resources.ts'
import { drainOutboxIn, type DrainOptions, type DrainResult } from './outbox-drain.ts'
import { undoLocalWrite } from './outbox-undo.ts'

export { OUTBOX_SYNC_TAG } from './outbox-drain.ts'

/** One delivery round over the due entries (see drainOutboxIn). Never throws. */
export function drainOutbox(now = Date.now(), ignoreBackoff = false, options: DrainOptions = {}): Promise<DrainResult> {
  return drainOutboxIn(dexieStore, now, ignoreBackoff, options)
}

/** The person asked to try a refused (or waiting) entry again now. */
export async function retryOutboxEntry(seq: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.comments, async () => {
    const entry = await db.outbox.get(seq)
    if (!entry) return
    await db.outbox.update(seq, { status: 'pending', nextAttemptAt: 0, problem: undefined, told: false })
    if (entry.kind === 'comment.create') await db.comments.update(entry.payload.id, { status: 'pending' })
  })
}

/** Writes that make their row: what comes after them on that row cannot go without them. */
const makesItsRow = (entry: OutboxEntry) =>
  entry.kind === 'comment.create' ||
  entry.kind === 'story.publish' ||
  entry.kind === 'track.create' ||
  entry.kind === 'link.create' ||
  (entry.kind === 'character.save' && entry.payload.isNew)

/**
 * The person gave up on an entry: it goes, and what it showed on this device is undone. Giving up
 * an add gives up the later changes of that row too (an edit of a link never made would be refused).
 */
export async function discardOutboxEntry(seq: number): Promise<void> {
  await db.transaction(
    'rw',
    [db.outbox, db.comments, db.stories, db.scheduledStories, db.storyContent, db.links, db.characters],
    async () => {
      const entry = await db.outbox.get(seq)
      if (!entry) return
      const [row] = resourcesOf(entry)
      const following = makesItsRow(entry)
        ? await db.outbox.filter((e) => e.seq! > seq && resourcesOf(e)[0] === row).toArray()
        : []
      for (const gone of [...following.reverse(), entry]) {
        await db.outbox.delete(gone.seq!)
        await undoLocalWrite(gone)
      }
    },
  )
}
