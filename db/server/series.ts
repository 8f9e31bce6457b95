// Series: queries, the row→wire mapper, and the totals kept in step with their episodes.
import type { Kysely, Selectable } from 'kysely'
import type { Database, SeriesTable } from './database.ts'
import { byId } from './rows-by-id.ts'
import type { Series } from '../../contract/story.ts'
import { recordChange } from './changes.ts'

export type SeriesRow = Selectable<SeriesTable>

export function toSeries(row: SeriesRow): Series {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    totalSeasons: row.total_seasons,
    totalStories: row.total_stories,
    coverImageUrl: row.cover_image_url,
    createdAt: row.created_at,
  }
}

export async function listSeries(db: Kysely<Database>): Promise<Series[]> {
  const rows = await db.selectFrom('series').selectAll().orderBy('title').orderBy('id').execute()
  return rows.map(toSeries)
}

export const findSeries = (db: Kysely<Database>, id: string): Promise<Series | undefined> =>
  byId(db, 'series', id, toSeries)

/** Recounts a series' released episodes and seasons after one of its stories changed. */
export async function refreshSeriesTotals(trx: Kysely<Database>, seriesId: string | null): Promise<void> {
  if (!seriesId) return
  const totals = await trx
    .selectFrom('stories')
    .select((eb) => [eb.fn.countAll<number>().as('stories'), eb.fn.max<number | null>('season_number').as('seasons')])
    .where('series_id', '=', seriesId)
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow()
  const result = await trx
    .updateTable('series')
    .set({ total_stories: Number(totals.stories), total_seasons: Math.max(1, totals.seasons ?? 1) })
    .where('id', '=', seriesId)
    .executeTakeFirst()
  if (result.numUpdatedRows > 0n) await recordChange(trx, 'series', seriesId, 'put')
}
