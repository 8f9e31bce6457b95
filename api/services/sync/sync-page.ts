// One page of /api/sync, read in one transaction so the rows it carries match its cursor. A cursor
// from another history (db/server/history.ts: the database was restored since) or above anything
// this server ever issued (it was replaced by an older copy) is refused: answered with a page, the
// device would keep rows the server no longer has, or miss every later change.
import type { Db } from '../../../db/server/connect.ts'
import type { SyncPage } from '../../../contract/sync.ts'
import { syncPageAfter } from '../../../db/server/sync.ts'
import { highestChange } from '../../../db/server/changes.ts'
import { formatCursor, historyId, parseCursor } from '../../../db/server/history.ts'
import { Errors } from '../../errors.ts'
import type { StoryView } from '../../../db/server/stories.ts'

export async function readSyncPage(
  db: Db,
  since: string,
  limit: number,
  view: StoryView = 'public',
): Promise<SyncPage> {
  return db.transaction().execute(async (trx) => {
    const history = await historyId(trx)
    const cursor = parseCursor(since)
    // A cursor of the other view (the admin logged in or out since) names what this view may not
    // hold, or lacks what it may: the device starts again from the beginning, as after a restore.
    if (cursor.seq > 0 && (cursor.history !== history || cursor.view !== view)) throw new Errors.CursorAhead()
    const page = await syncPageAfter(trx, cursor.seq, limit, view)
    if (page.changes.length === 0 && cursor.seq > (await highestChange(trx))) throw new Errors.CursorAhead()
    return { ...page, cursor: formatCursor({ history, seq: Number(page.cursor), view }) }
  })
}
