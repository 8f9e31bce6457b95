// The elements of reader profiles (issue 60): one row per (kind, key), holding its latest change
// and the feed number it was stored under. Which change is the latest is decided by the caller
// (contract/profile-merge.ts); these queries only read and write rows of one profile.
import type { Selectable } from 'kysely'
import type { Db } from './connect.ts'
import type { ProfileItemsTable } from './database.ts'
import { lockRows } from './dialect/row-locks.ts'
import type { ProfileChange, ProfileKind } from '../../contract/profile-kinds.ts'

export type ProfileItemRow = Selectable<ProfileItemsTable>

/** An element to store: its change, the story it belongs to (or null) and its new feed number. */
export interface ItemWrite {
  change: ProfileChange
  storyId: string | null
  seq: number
}

/** The change a row holds, as it travels. */
export function toProfileChange(row: ProfileItemRow): ProfileChange {
  const base = { kind: row.kind, key: row.item_key, clock: row.clock, deleted: row.deleted === 1 }
  // The value was checked against the kind's schema when it was pushed (contract/profile.ts), and
  // the answer's schema checks it again on the way out.
  return (row.value === null ? base : { ...base, value: JSON.parse(row.value) as unknown }) as ProfileChange
}

/** The stored rows of the given elements of one profile. */
export async function readItems(
  db: Db,
  profileId: string,
  keys: ReadonlyArray<{ kind: ProfileKind; key: string }>,
): Promise<ProfileItemRow[]> {
  const byKind = new Map<ProfileKind, string[]>()
  for (const { kind, key } of keys) byKind.set(kind, [...(byKind.get(kind) ?? []), key])
  if (byKind.size === 0) return []
  return db
    .selectFrom('profile_items')
    .selectAll()
    .where('profile_id', '=', profileId)
    .where((eb) =>
      eb.or([...byKind].map(([kind, list]) => eb.and([eb('kind', '=', kind), eb('item_key', 'in', list)]))),
    )
    .execute()
}

/** Stores each element's change under its new feed number, replacing the row it had. */
export async function writeItems(db: Db, profileId: string, writes: readonly ItemWrite[]): Promise<void> {
  if (writes.length === 0) return
  await db
    .insertInto('profile_items')
    .values(
      writes.map(({ change, storyId, seq }) => ({
        profile_id: profileId,
        kind: change.kind,
        item_key: change.key,
        story_id: storyId,
        clock: change.clock,
        deleted: change.deleted ? 1 : 0,
        value: change.value === undefined ? null : JSON.stringify(change.value),
        seq,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['profile_id', 'kind', 'item_key']).doUpdateSet((eb) => ({
        story_id: eb.ref('excluded.story_id'),
        clock: eb.ref('excluded.clock'),
        deleted: eb.ref('excluded.deleted'),
        value: eb.ref('excluded.value'),
        seq: eb.ref('excluded.seq'),
      })),
    )
    .execute()
}

export async function countItems(db: Db, profileId: string): Promise<number> {
  const row = await db
    .selectFrom('profile_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('profile_id', '=', profileId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The profile's rows stored after feed number `since`, oldest first, at most `limit`. */
export async function itemsAfter(db: Db, profileId: string, since: number, limit: number): Promise<ProfileItemRow[]> {
  return db
    .selectFrom('profile_items')
    .selectAll()
    .where('profile_id', '=', profileId)
    .where('seq', '>', since)
    .orderBy('seq')
    .limit(limit)
    .execute()
}

/**
 * Which of these stories and series the server has. On PostgreSQL their rows are held (shared)
 * until the transaction ends, so a story cannot be deleted between this answer and the write of
 * an element that refers to it.
 */
export async function knownTargets(
  db: Db,
  storyIds: readonly string[],
  seriesIds: readonly string[],
): Promise<{ stories: Set<string>; series: Set<string> }> {
  const stories =
    storyIds.length === 0
      ? []
      : await lockRows(
          db,
          db.selectFrom('stories').select('id').where('id', 'in', storyIds).where('status', '=', 'published'),
          'share',
        ).execute()
  const series =
    seriesIds.length === 0
      ? []
      : await lockRows(db, db.selectFrom('series').select('id').where('id', 'in', seriesIds), 'share').execute()
  return { stories: new Set(stories.map((row) => row.id)), series: new Set(series.map((row) => row.id)) }
}
