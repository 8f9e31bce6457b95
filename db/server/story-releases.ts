// Releasing a story: the moment readers may see it. One transaction flips it to published, dates
// it at its hour, puts it in the search index and its series' count and records the change every
// device receives, so no surface shows it before the others. The row is its own job: the claim
// reads due rows past those another process holds (FOR UPDATE SKIP LOCKED on PostgreSQL; SQLite
// has one writer), and the guarded UPDATE only flips a story still waiting, so each is released
// once however many processes look.
import { sql } from 'kysely'
import type { Db } from './connect.ts'
import { isPostgres } from './dialect/is-postgres.ts'
import { recordChange } from './changes.ts'
import { refreshSeriesTotals } from './series.ts'
import { reindexStory } from './dialect/full-text-index.ts'
import { skipLockedRows } from './dialect/row-locks.ts'
import type { StoryRow } from './stories.ts'

/**
 * Releases the story if it still waits (scheduled or a draft), dated `at` (its hour, or now for
 * "Publish now"); answers its row as released, or undefined when there was nothing to release.
 */
export async function releaseStory(trx: Db, id: string, at: Date, now: Date): Promise<StoryRow | undefined> {
  const released = await trx
    .updateTable('stories')
    .set({
      status: 'published',
      publish_at: at.toISOString(),
      created_at: at.toISOString(),
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .where('status', 'in', ['scheduled', 'draft'])
    .returningAll()
    .executeTakeFirst()
  if (!released) return undefined
  await reindexStory(trx, id)
  await recordChange(trx, 'story', id, 'put', 'all')
  await refreshSeriesTotals(trx, released.series_id)
  return released
}

/** Releases up to `limit` stories whose hour has come, oldest hour first; answers their rows. */
export async function releaseDueStories(trx: Db, now: Date, limit: number): Promise<StoryRow[]> {
  // SQLite: the transaction becomes the writer before it reads (waiting its turn), since one that
  // read first would be refused at once ("database is locked") should another process write
  // meanwhile. PostgreSQL locks the rows instead (below).
  if (!isPostgres(trx)) await sql`UPDATE stories SET status = status WHERE 0`.execute(trx)
  const due = await skipLockedRows(
    trx,
    trx
      .selectFrom('stories')
      .select(['id', 'publish_at'])
      .where('status', '=', 'scheduled')
      .where('publish_at', '<=', now.toISOString())
      .orderBy('publish_at')
      .limit(limit),
    'stories',
  ).execute()
  const released: StoryRow[] = []
  for (const story of due) {
    const row = await releaseStory(trx, story.id, new Date(story.publish_at!), now)
    if (row) released.push(row)
  }
  return released
}

/** When the next scheduled story is due, or null when none waits. */
export async function nextRelease(db: Db): Promise<Date | null> {
  const row = await db
    .selectFrom('stories')
    .select((eb) => eb.fn.min('publish_at').as('at'))
    .where('status', '=', 'scheduled')
    .executeTakeFirst()
  return row?.at ? new Date(row.at) : null
}
