// One page of /api/sync, read in one transaction so the rows it carries match its cursor. A cursor
// above anything this server ever issued (its database was restored from an older copy, or is a
// new one) is refused: answered with an empty page, the device would miss every later change.
import type { Db } from '../../../db/server/connect.ts'
import type { SyncPage } from '../../../contract/sync.ts'
import { syncPageAfter } from '../../../db/server/sync.ts'
import { highestChange } from '../../../db/server/changes.ts'
import { Errors } from '../../errors.ts'

export async function readSyncPage(db: Db, since: number, limit: number): Promise<SyncPage> {
  return db.transaction().execute(async (trx) => {
    const page = await syncPageAfter(trx, since, limit)
    if (page.changes.length === 0 && since > (await highestChange(trx))) throw new Errors.CursorAhead()
    return page
  })
}
