// GET /api/profile/changes (issue 60): one page of a profile's elements changed after a cursor,
// read in one transaction so the rows match the cursor. The cursor is `[history.]seq`, the history
// being the database's (db/server/history.ts): a cursor from before a restore, or above anything
// the profile handed out, is refused, so the device starts again from the beginning.
import type { Static } from 'typebox'
import type { Db } from '../../../db/server/connect.ts'
import type { ProfileChangesPage } from '../../../contract/profile.ts'
import { formatCursor, historyId, parseCursor } from '../../../db/server/history.ts'
import { itemsAfter, toProfileChange } from '../../../db/server/profile-items.ts'
import { profileSeq } from '../../../db/server/reader-profiles.ts'
import { Errors } from '../../errors.ts'

export async function readProfileChanges(
  db: Db,
  profileId: string,
  since: string,
  limit: number,
  now = Date.now(),
): Promise<Static<typeof ProfileChangesPage>> {
  return db.transaction().execute(async (trx) => {
    const history = await historyId(trx)
    const cursor = parseCursor(since)
    if (cursor.seq > 0 && cursor.history !== history) throw new Errors.CursorAhead()
    const highest = await profileSeq(trx, profileId)
    if (highest === undefined) throw new Errors.ProfileUnknown()
    if (cursor.seq > highest) throw new Errors.CursorAhead()
    const rows = await itemsAfter(trx, profileId, cursor.seq, limit + 1)
    const page = rows.slice(0, limit)
    return {
      cursor: formatCursor({ history, seq: page.at(-1)?.seq ?? cursor.seq }),
      hasMore: rows.length > limit,
      serverTime: now,
      changes: page.map(toProfileChange),
    }
  })
}
