// The Kysely view of the database: one interface per table, columns as stored (snake_case,
// booleans as 0/1). Each table's own file (albums.ts, stories.ts, …) holds its queries and its
// row→wire mapper over these. Query functions take `db` (a Kysely<Database>, which a transaction
// also is) first and never open a transaction: the services (api/services/) and the seed (api/seed/)
// open them.
import type { ColumnType, Generated } from 'kysely'
import type { PushWants } from '../../contract/push.ts'
import type { ProfileKind } from '../../contract/profile-kinds.ts'

export interface Database {
  stories: StoriesTable
  story_texts: StoryTextsTable
  story_pictures: StoryPicturesTable
  series: SeriesTable
  comments: CommentsTable
  audio_progress: AudioProgressTable
  push_subscriptions: PushSubscriptionsTable
  push_follows: PushFollowsTable
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
  reader_profiles: ReaderProfilesTable
  profile_devices: ProfileDevicesTable
  profile_pairings: ProfilePairingsTable
  profile_items: ProfileItemsTable
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

export interface AudioProgressTable {
  id: string
  story_id: string
  user_id: string
  current_position: number
  duration: number
  last_played_at: string
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
  /** Who may receive it: everyone, or the admin alone (a story no reader may see yet). */
  audience: ColumnType<ChangeAudience, ChangeAudience | undefined, ChangeAudience>
}

export type ChangeAudience = 'all' | 'admin'

export interface CharactersTable {
  id: string
  name: string
  bio: string
  image_url: string | null
  faction: 'knights' | 'curve' | 'neutral' | null
  role: 'Protagonist' | 'Antagonist' | 'Supporting' | 'Minor' | null
  /** What a story's text may also call the character: a JSON array of strings. */
  aliases: ColumnType<string, string | undefined, string>
  /** The story the character first appears in: its mentions link from that story on. */
  first_story_id: ColumnType<string | null, string | null | undefined, string | null>
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

export interface MediaFilesTable {
  url: string
  /** Epoch milliseconds of the last save of this content (a new upload of the same bytes renews it). */
  written_at: number
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

export interface PushSubscriptionsTable {
  id: string
  endpoint: string
  p256dh_key: string
  auth_key: string
  user_id: string
  user_agent: string
  is_active: number
  /** Every publish, or only those of what it follows (push_follows). */
  wants: ColumnType<PushWants, PushWants | undefined, PushWants>
  created_at: string
}

export interface PushFollowsTable {
  subscription_id: string
  /** A series id, or 'standalone' for stories of no series. */
  target: string
  followed_at: string
}

/** A reader profile (issue 60): its id never leaves the server; `seq` numbers its feed of changes. */
export interface ReaderProfilesTable {
  id: string
  created_at: string
  seq: ColumnType<number, number | undefined, number>
}

/** A device linked to a profile, known by the SHA-256 (hex) of its secret. */
export interface ProfileDevicesTable {
  id: string
  profile_id: string
  secret_hash: string
  created_at: string
  /** Moved on at most once a day; a device unseen for 2 years is deleted (inactive-readers.ts). */
  last_seen_at: string
}

/**
 * A pairing link's secret (its SHA-256), redeemable once until `expires_at`. Started by a linked
 * device it names the profile; started by a device not linked yet it names that device's own
 * secret instead (`initiator_hash`), and the redeem makes the profile.
 */
export interface ProfilePairingsTable {
  secret_hash: string
  profile_id: string | null
  initiator_hash: string | null
  created_at: string
  expires_at: string
}

/** One element of a profile as its latest change (contract/profile.ts); `value` is JSON, null on a delete. */
export interface ProfileItemsTable {
  profile_id: string
  kind: ProfileKind
  item_key: string
  /** The story the element belongs to, if any: deleting the story deletes it. */
  story_id: string | null
  clock: string
  deleted: number
  value: string | null
  seq: number
}

export interface RateLimitsTable {
  key: string
  count: number
  /** Epoch milliseconds. */
  window_ends_at: number
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

export interface SessionsTable {
  token_hash: string
  created_at: string
  expires_at: string
}

export interface SettingsTable {
  key: string
  value: string
}

export interface StoriesTable {
  id: string
  title: string
  description: string
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
  /** Timing files; a story without them leaves them out on insert. */
  captions_url: ColumnType<string | null, string | null | undefined, string | null>
  chapters_url: ColumnType<string | null, string | null | undefined, string | null>
  is_featured: number
  likes: Generated<number>
  dislikes: Generated<number>
  shares: Generated<number>
  word_count: number
  created_at: string
  updated_at: string
  /** Readers see only published stories; a scheduled one waits for publish_at, a draft for the admin. */
  status: ColumnType<StoryStatus, StoryStatus | undefined, StoryStatus>
  /** When it was or will be released (ISO, UTC); null for a draft. */
  publish_at: string | null
  /** Released without the push. */
  silent: ColumnType<number, number | undefined, number>
}

export type StoryStatus = 'published' | 'scheduled' | 'draft'

export interface StoryTextsTable {
  story_id: string
  content: string
}

export interface StoryPicturesTable {
  story_id: string
  url: string
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

export interface UploadTokensTable {
  token_hash: string
  created_at: string
  expires_at: string
  used_at: string | null
}
