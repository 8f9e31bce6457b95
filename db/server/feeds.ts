// The stories the feeds list (api/services/feeds/): the narrated ones, with their own audio file (a
// podcast needs its size), for the universe or one series; and the newest stories of all.
import type { Kysely } from 'kysely'
import type { Database } from './database.ts'
import type { StorySummary } from '../../contract/story.ts'
import { summaryOf, toStorySummary } from './stories.ts'

export async function narratedStories(db: Kysely<Database>, seriesId?: string): Promise<StorySummary[]> {
  const rows = await summaryOf(db)
    .where('audio_file_url', 'is not', null)
    .$if(seriesId !== undefined, (query) => query.where('series_id', '=', seriesId!))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map(toStorySummary)
}

export async function newestStories(db: Kysely<Database>, limit: number): Promise<StorySummary[]> {
  const rows = await summaryOf(db).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute()
  return rows.map(toStorySummary)
}
