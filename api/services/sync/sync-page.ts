// One page of /api/sync, read in one transaction so the rows it carries match its cursor.
import type { Db } from '../../../db/server/connect.ts'
import type { SyncPage } from '../../../db/schema/sync.ts'
import { syncPageAfter } from '../../../db/server/sync.ts'

export async function readSyncPage(db: Db, since: number, limit: number): Promise<SyncPage> {
  return db.transaction().execute((trx) => syncPageAfter(trx, since, limit))
}
