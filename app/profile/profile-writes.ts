// The one way a page writes something the reader profile carries (issue 60): the writer's own
// Dexie transaction, widened to the profile's tables (`db` is bound to it: use only it inside),
// with `note` to call for each element it changed. A linked device then has one outbox entry
// waiting, and the sync engine is woken once the transaction has committed; an unlinked device
// writes only its own rows, as before.
import { loadLocal, type HubDatabase } from '../data/queries/local-db.ts'
import type { TableName } from '../../db/local/local-store.ts'
import type { NotedChange } from '../../db/local/profile-items.ts'
import type { ProfileKind } from '../../contract/profile-kinds.ts'
import { localWriteHappened } from '../data/writes/after-write.ts'

export type Note = (kind: ProfileKind, key: string, change: NotedChange) => Promise<void>

/**
 * `deliverNow: false`: a change made often (a place while scrolling or playing) waits for the
 * next sync round instead of waking one.
 */
export async function writeProfiled<R>(
  tables: readonly TableName[],
  work: (db: HubDatabase, note: Note) => Promise<R>,
  { deliverNow = true } = {},
): Promise<R> {
  let noted = false
  const result = await (
    await loadLocal()
  ).profiledTransaction(tables, (db, noteProfile) =>
    work(db, async (kind, key, change) => {
      if (await noteProfile(kind, key, change)) noted = true
    }),
  )
  if (noted && deliverNow) localWriteHappened({ pull: false })
  return result
}
