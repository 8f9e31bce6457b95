// Reads one page of the change log with the current row of every changed entity; the caller runs
// it in one transaction so the rows match the cursor. Keyset pagination on the log's sequence number.
import type { Kysely } from 'kysely'
import type { Database } from './database.ts'
import type { SyncChange, SyncPage, SyncType } from '../../contract/sync.ts'
import { changesAfter } from './changes.ts'
import { storySummariesByIds } from './story-queries.ts'
import { toSeries } from './series.ts'
import { toAlbum } from './albums.ts'
import { toTrack } from './tracks.ts'
import { toCharacter } from './characters.ts'
import { toLink } from './links.ts'
import { toBackgroundMusic } from './background-music.ts'
import { byIds } from './rows-by-id.ts'
import type { StoryView } from './stories.ts'

type Loader = (db: Kysely<Database>, ids: string[], view: StoryView) => Promise<Array<{ id: string }>>

/** Each type's current rows; a story is read as its summary (with its comment count). */
const loaders: Record<SyncType, Loader> = {
  story: storySummariesByIds,
  series: (db, ids) => byIds(db, 'series', ids, toSeries),
  album: (db, ids) => byIds(db, 'albums', ids, toAlbum),
  track: (db, ids) => byIds(db, 'tracks', ids, toTrack),
  character: (db, ids) => byIds(db, 'characters', ids, toCharacter),
  link: (db, ids) => byIds(db, 'links', ids, toLink),
  backgroundMusic: (db, ids) => byIds(db, 'background_music', ids, toBackgroundMusic),
}

/** The readers' page, or the admin's (stories not released yet included, each with its status). */
export async function syncPageAfter(
  trx: Kysely<Database>,
  since: number,
  limit: number,
  view: StoryView = 'public',
): Promise<SyncPage> {
  const rows = await changesAfter(trx, since, limit + 1, view === 'public')
  const page = rows.slice(0, limit)
  const current = new Map<string, { id: string }>()
  for (const type of Object.keys(loaders) as SyncType[]) {
    const ids = page.filter((r) => r.entity_type === type && r.op === 'put').map((r) => r.entity_id)
    for (const row of await loaders[type](trx, ids, view)) current.set(`${type}:${row.id}`, row)
  }
  const changes = page.map((r): SyncChange => {
    const data = current.get(`${r.entity_type}:${r.entity_id}`)
    const type = r.entity_type as SyncType
    return (
      r.op === 'put' && data ? { type, op: 'put', id: r.entity_id, data } : { type, op: 'delete', id: r.entity_id }
    ) as SyncChange
  })
  const last = page.at(-1)
  return { cursor: String(last ? last.seq : since), hasMore: rows.length > limit, changes }
}
