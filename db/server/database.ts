// The Kysely view of the SQLite file: one interface per table, columns as stored (snake_case,
// booleans as 0/1). Wire shapes live in db/schema; each table file maps rows to them.
import type { Generated, Insertable, Selectable } from 'kysely'

export interface StoriesTable {
  id: string
  title: string
  description: string
  content: string
  category: 'series' | 'standalone'
  series_id: string | null
  series_title: string | null
  season_number: number | null
  episode_number: number | null
  read_time: string
  cover_image_url: string | null
  cover_thumbnail_url: string | null
  audio_file_url: string | null
  audio_url: string | null
  audio_duration: number | null
  is_featured: number
  likes: Generated<number>
  dislikes: Generated<number>
  shares: Generated<number>
  word_count: number
  created_at: string
  updated_at: string
}

export interface SeriesTable {
  id: string
  title: string
  description: string
  total_seasons: number
  total_stories: number
  cover_image_url: string | null
  created_at: string
}

export interface CommentsTable {
  id: string
  story_id: string
  user_id: string
  user_name: string
  content: string
  created_at: string
}

export interface AudioProgressTable {
  id: string
  story_id: string
  user_id: string
  current_position: number
  duration: number
  last_played_at: string
}

export interface FavouritesTable {
  id: string
  user_id: string
  story_id: string
  created_at: string
}

export interface PushSubscriptionsTable {
  id: string
  endpoint: string
  p256dh_key: string
  auth_key: string
  user_id: string
  user_agent: string
  is_active: number
  created_at: string
}

export interface PushJobsTable {
  id: Generated<number>
  subscription_id: string
  payload: string
  status: 'pending' | 'sending' | 'done' | 'failed'
  attempts: number
  next_attempt_at: string
  last_error: string | null
  created_at: string
}

export interface AlbumsTable {
  id: string
  title: string
  artist: string
  description: string
  cover_image_url: string | null
  total_tracks: number
  total_duration: string
  genre: string | null
  release_year: number | null
  created_at: string
}

export interface TracksTable {
  id: string
  title: string
  artist: string
  album_id: string | null
  album_title: string | null
  track_number: number | null
  duration: string
  description: string | null
  audio_file_url: string
  cover_image_url: string | null
  genre: string | null
  is_explicit: number
  created_at: string
}

export interface CharactersTable {
  id: string
  name: string
  bio: string
  image_url: string | null
  faction: 'knights' | 'curve' | 'neutral' | null
  role: 'Protagonist' | 'Antagonist' | 'Supporting' | 'Minor' | null
  created_at: string
}

export interface LinksTable {
  id: string
  title: string
  url: string
  description: string | null
  og_title: string | null
  og_description: string | null
  og_image: string | null
  sort_order: number
  created_at: string
}

export interface BackgroundMusicTable {
  id: string
  title: string
  filename: string
  audio_file_url: string
  uploaded_at: string
  is_active: number
}

export interface ChangesTable {
  seq: Generated<number>
  entity_type: string
  entity_id: string
  op: 'put' | 'delete'
  changed_at: string
}

export interface SettingsTable {
  key: string
  value: string
}

export interface SessionsTable {
  token_hash: string
  created_at: string
  expires_at: string
}

export interface UploadTokensTable {
  token_hash: string
  created_at: string
  expires_at: string
  used_at: string | null
}

export interface RateLimitsTable {
  key: string
  count: number
  /** Epoch milliseconds. */
  window_ends_at: number
}

export interface MediaFilesTable {
  url: string
  /** Epoch milliseconds of the last save of this content (a new upload of the same bytes renews it). */
  written_at: number
}

export interface Database {
  stories: StoriesTable
  series: SeriesTable
  comments: CommentsTable
  audio_progress: AudioProgressTable
  favourites: FavouritesTable
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

export type StoryRow = Selectable<StoriesTable>
export type NewStoryRow = Insertable<StoriesTable>
export type SeriesRow = Selectable<SeriesTable>
export type CommentRow = Selectable<CommentsTable>
export type AudioProgressRow = Selectable<AudioProgressTable>
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>
export type PushJobRow = Selectable<PushJobsTable>
export type AlbumRow = Selectable<AlbumsTable>
export type TrackRow = Selectable<TracksTable>
export type CharacterRow = Selectable<CharactersTable>
export type LinkRow = Selectable<LinksTable>
export type BackgroundMusicRow = Selectable<BackgroundMusicTable>
