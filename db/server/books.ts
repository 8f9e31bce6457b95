// The stories a downloaded book holds (api/services/epub/): one story with its text, or a series'
// episodes with theirs, in reading order (season, then episode, then publication).
import type { Kysely } from 'kysely'
import type { Database } from './database.ts'
import type { Story } from '../../contract/story.ts'
import { summaryOf, toStory } from './stories.ts'

export async function seriesEpisodes(db: Kysely<Database>, seriesId: string): Promise<Story[]> {
  const rows = await summaryOf(db)
    .where('series_id', '=', seriesId)
    .select((eb) =>
      eb.selectFrom('story_texts').select('content').whereRef('story_texts.story_id', '=', 'stories.id').as('content'),
    )
    .orderBy('season_number', 'asc')
    .orderBy('episode_number', 'asc')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute()
  return rows.map(toStory)
}
