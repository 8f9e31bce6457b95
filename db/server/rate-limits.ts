// Fixed-window counters per key ("login:<address>"). Taking a slot is one UPSERT … RETURNING, so
// concurrent requests can never all read "9 used" and all go ahead: each gets its own count.
import { sql } from 'kysely'
import type { Db } from './connect.ts'

export interface RateRule {
  max: number
  windowMs: number
}

export type SlotAnswer = { ok: true } | { ok: false; retryAfterMs: number }

export async function takeSlot(db: Db, key: string, rule: RateRule, now = Date.now()): Promise<SlotAnswer> {
  // In SET, column names are the row's values before this update (SQL standard; SQLite and
  // PostgreSQL agree), so an expired window restarts at 1 and a live one counts up.
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, window_ends_at: now + rule.windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`CASE WHEN rate_limits.window_ends_at <= ${now} THEN 1 ELSE rate_limits.count + 1 END`,
        window_ends_at: sql<number>`CASE WHEN rate_limits.window_ends_at <= ${now} THEN excluded.window_ends_at ELSE rate_limits.window_ends_at END`,
      }),
    )
    .returning(['count', 'window_ends_at'])
    .executeTakeFirstOrThrow()
  // A request that read the clock before the one that opened the window (possible with several
  // connections) never waits longer than a window.
  return row.count <= rule.max
    ? { ok: true }
    : { ok: false, retryAfterMs: Math.min(row.window_ends_at - now, rule.windowMs) }
}

/** How long until the window of `key` has room again, or undefined when it has room now. Reads only. */
export async function fullWindowWait(
  db: Db,
  key: string,
  rule: RateRule,
  now = Date.now(),
): Promise<number | undefined> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['count', 'window_ends_at'])
    .where('key', '=', key)
    .executeTakeFirst()
  if (!row || row.window_ends_at <= now || row.count < rule.max) return undefined
  return Math.min(row.window_ends_at - now, rule.windowMs)
}

/** Forgets the counters of these keys (a reader profile that was deleted). */
export async function deleteSlots(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await db.deleteFrom('rate_limits').where('key', 'in', keys).execute()
}

/** Hands a slot back (an attempt that turned out to be allowed, such as the right password). */
export async function giveBackSlot(db: Db, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`CASE WHEN count > 0 THEN count - 1 ELSE 0 END` })
    .where('key', '=', key)
    .execute()
}

export async function deleteExpiredSlots(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_ends_at', '<=', now).execute()
}
