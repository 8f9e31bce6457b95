// The Kysely view of the SQLite file, composed from one interface per table. Each table's own file
// holds its interface (columns as stored: snake_case, booleans as 0/1), its queries and its row→wire
// mapper. Query functions take `db` (a Kysely<Database>, which a transaction also is) first and never
// open a transaction: the services (api/services/) and the seed (api/seed/) open them.
import type { AlbumsTable } from './albums.ts'
import type { AudioProgressTable } from './audio-progress.ts'
import type { BackgroundMusicTable } from './background-music.ts'
import type { ChangesTable } from './changes.ts'
import type { CharactersTable } from './characters.ts'
import type { CommentsTable } from './comments.ts'
import type { LinksTable } from './links.ts'
import type { MediaFilesTable } from './media-files.ts'
import type { PushJobsTable } from './push-jobs.ts'
import type { PushSubscriptionsTable } from './push-subscriptions.ts'
import type { RateLimitsTable } from './rate-limits.ts'
import type { SeriesTable } from './series.ts'
import type { SessionsTable } from './sessions.ts'
import type { SettingsTable } from './settings.ts'
import type { StoriesTable, StoryTextsTable } from './stories.ts'
import type { StoryPicturesTable } from './story-pictures.ts'
import type { TracksTable } from './tracks.ts'
import type { UploadTokensTable } from './upload-tokens.ts'

export interface Database {
  stories: StoriesTable
  story_texts: StoryTextsTable
  story_pictures: StoryPicturesTable
  series: SeriesTable
  comments: CommentsTable
  audio_progress: AudioProgressTable
  push_subscriptions: PushSubscriptionsTable
  push_jobs: PushJobsTable
  albums: AlbumsTable
  tracks: TracksTable
  characters: CharactersTable
  links: LinksTable
  background_music: BackgroundMusicTable
  changes: ChangesTable
  settings: SettingsTable
  sessions: SessionsTable
  upload_tokens: UploadTokensTable
  rate_limits: RateLimitsTable
  media_files: MediaFilesTable
}
