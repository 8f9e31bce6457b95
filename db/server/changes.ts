// The change log behind /api/sync. Every write to a synced table records its entity here in the
// same transaction. One row per entity: a newer change replaces the older row with a higher seq,
// so a client paging from any cursor sees each entity once, in its latest state. A change of a story
// no reader may see yet is the admin's alone: readers' pages leave it out, id and all.
import type { Kysely } from 'kysely'
import type { ChangeAudience, Database } from './database.ts'
import type { SyncType } from '../../contract/sync.ts'
import { holdChangeOrder } from './dialect/change-order.ts'

export async function recordChange(
  trx: Kysely<Database>,
  type: SyncType,
  id: string,
  op: 'put' | 'delete',
  audience: ChangeAudience = 'all',
): Promise<void> {
  await holdChangeOrder(trx)
  await trx.deleteFrom('changes').where('entity_type', '=', type).where('entity_id', '=', id).execute()
  await trx
    .insertInto('changes')
    .values({ entity_type: type, entity_id: id, op, audience, changed_at: new Date().toISOString() })
    .execute()
}

/** The changes after `since`: those readers may receive, or (`readersOnly` false) all of them, for the admin. */
export async function changesAfter(db: Kysely<Database>, since: number, limit: number, readersOnly = true) {
  const after = db.selectFrom('changes').selectAll().where('seq', '>', since)
  return (readersOnly ? after.where('audience', '=', 'all') : after).orderBy('seq').limit(limit).execute()
}

/** The highest sequence ever issued (a change row is only ever replaced by a higher one); 0 when none. */
export async function highestChange(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('changes')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .executeTakeFirst()
  return Number(row?.seq ?? 0)
}
