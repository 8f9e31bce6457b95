// Frozen once merged: the PostgreSQL schema, the same tables and columns SQLite reached with
// migrations 001–004 (booleans as 0/1 integers and times as ISO text there too, so one set of
// queries and mappers reads both), the two fixed series, and full-text search as tsvector columns
// with GIN indexes in place of FTS5.
import { sql, type Kysely } from 'kysely'

const FIXED_SERIES_CREATED_AT = '2024-01-01T00:00:00.000Z'
const FIXED_SERIES = [
  [
    '7a1c6f1e-5b0e-4c55-9a53-1f0e6d2b8a01',
    'The Infinaeon Chronicles',
    'The main saga: the Knights of Infinaeon hold the gate worlds against the rising Curve.',
  ],
  [
    '7a1c6f1e-5b0e-4c55-9a53-1f0e6d2b8a05',
    'Shards of the Curve',
    'The second series, told from inside the Curve Ascended.',
  ],
] as const

const statements = [
  `CREATE TABLE settings (key text PRIMARY KEY, value text NOT NULL)`,
  `CREATE TABLE sessions (token_hash text PRIMARY KEY, created_at text NOT NULL, expires_at text NOT NULL)`,
  `CREATE TABLE upload_tokens (token_hash text PRIMARY KEY, created_at text NOT NULL, expires_at text NOT NULL, used_at text)`,
  `CREATE TABLE changes (
     seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     entity_type text NOT NULL, entity_id text NOT NULL,
     op text NOT NULL CHECK (op IN ('put', 'delete')), changed_at text NOT NULL,
     UNIQUE (entity_type, entity_id)
   )`,
  `CREATE TABLE series (
     id text PRIMARY KEY, title text NOT NULL, description text NOT NULL DEFAULT '',
     total_seasons integer NOT NULL DEFAULT 1, total_stories integer NOT NULL DEFAULT 0,
     cover_image_url text, created_at text NOT NULL
   )`,
  `CREATE TABLE stories (
     id text PRIMARY KEY, title text NOT NULL, description text NOT NULL,
     category text NOT NULL DEFAULT 'standalone' CHECK (category IN ('series', 'standalone')),
     series_id text REFERENCES series(id) ON DELETE SET NULL, series_title text,
     season_number integer, episode_number integer, read_time text NOT NULL,
     cover_image_url text, cover_thumbnail_url text, audio_file_url text, audio_url text,
     audio_duration double precision, is_featured integer NOT NULL DEFAULT 0,
     likes integer NOT NULL DEFAULT 0, dislikes integer NOT NULL DEFAULT 0, shares integer NOT NULL DEFAULT 0,
     word_count integer NOT NULL DEFAULT 0, created_at text NOT NULL, updated_at text NOT NULL
   )`,
  `CREATE INDEX stories_created ON stories (created_at DESC, id DESC)`,
  `CREATE INDEX stories_series ON stories (series_id, season_number, episode_number)`,
  `CREATE INDEX stories_category_created ON stories (category, created_at DESC, id DESC)`,
  `CREATE INDEX stories_featured_created ON stories (is_featured, created_at DESC, id DESC)`,
  `CREATE TABLE story_texts (story_id text PRIMARY KEY REFERENCES stories(id) ON DELETE CASCADE, content text NOT NULL)`,
  // head: title (weight A) and description (B); document: those and the text (D).
  `CREATE TABLE story_search (
     story_id text PRIMARY KEY REFERENCES stories(id) ON DELETE CASCADE,
     head tsvector NOT NULL, document tsvector NOT NULL
   )`,
  `CREATE INDEX story_search_head ON story_search USING gin (head)`,
  `CREATE INDEX story_search_document ON story_search USING gin (document)`,
  `CREATE TABLE comments (
     id text PRIMARY KEY, story_id text NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
     user_id text NOT NULL, user_name text NOT NULL, content text NOT NULL, created_at text NOT NULL
   )`,
  `CREATE INDEX comments_story ON comments (story_id, created_at DESC)`,
  `CREATE TABLE audio_progress (
     id text PRIMARY KEY, story_id text NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
     user_id text NOT NULL, current_position double precision NOT NULL, duration double precision NOT NULL DEFAULT 0,
     last_played_at text NOT NULL, UNIQUE (story_id, user_id)
   )`,
  `CREATE TABLE favourites (
     id text PRIMARY KEY, user_id text NOT NULL, story_id text NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
     created_at text NOT NULL, UNIQUE (user_id, story_id)
   )`,
  `CREATE TABLE push_subscriptions (
     id text PRIMARY KEY, endpoint text NOT NULL UNIQUE, p256dh_key text NOT NULL, auth_key text NOT NULL,
     user_id text NOT NULL, user_agent text NOT NULL, is_active integer NOT NULL DEFAULT 1, created_at text NOT NULL
   )`,
  `CREATE TABLE push_jobs (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     subscription_id text NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
     payload text NOT NULL, status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'done', 'failed')),
     attempts integer NOT NULL DEFAULT 0, next_attempt_at text NOT NULL, last_error text, created_at text NOT NULL
   )`,
  `CREATE INDEX push_jobs_due ON push_jobs (status, next_attempt_at)`,
  `CREATE INDEX push_jobs_subscription ON push_jobs (subscription_id)`,
  `CREATE TABLE albums (
     id text PRIMARY KEY, title text NOT NULL, artist text NOT NULL, description text NOT NULL DEFAULT '',
     cover_image_url text, total_tracks integer NOT NULL DEFAULT 0, total_duration text NOT NULL DEFAULT '0',
     genre text, release_year integer, created_at text NOT NULL
   )`,
  `CREATE TABLE tracks (
     id text PRIMARY KEY, title text NOT NULL, artist text NOT NULL,
     album_id text REFERENCES albums(id) ON DELETE CASCADE, album_title text, track_number integer,
     duration text NOT NULL DEFAULT '0', description text, audio_file_url text NOT NULL, cover_image_url text,
     genre text, is_explicit integer NOT NULL DEFAULT 0, created_at text NOT NULL
   )`,
  `CREATE INDEX tracks_album ON tracks (album_id, track_number)`,
  `CREATE TABLE characters (
     id text PRIMARY KEY, name text NOT NULL, bio text NOT NULL, image_url text,
     faction text CHECK (faction IN ('knights', 'curve', 'neutral')),
     role text CHECK (role IN ('Protagonist', 'Antagonist', 'Supporting', 'Minor')), created_at text NOT NULL
   )`,
  `CREATE TABLE links (
     id text PRIMARY KEY, title text NOT NULL, url text NOT NULL, description text,
     og_title text, og_description text, og_image text, sort_order integer NOT NULL DEFAULT 0, created_at text NOT NULL
   )`,
  `CREATE TABLE background_music (
     id text PRIMARY KEY, title text NOT NULL, filename text NOT NULL, audio_file_url text NOT NULL,
     uploaded_at text NOT NULL, is_active integer NOT NULL DEFAULT 0
   )`,
  `CREATE TABLE rate_limits (key text PRIMARY KEY, count integer NOT NULL, window_ends_at bigint NOT NULL)`,
  `CREATE INDEX rate_limits_window ON rate_limits (window_ends_at)`,
  `CREATE TABLE media_files (url text PRIMARY KEY, written_at bigint NOT NULL)`,
  `CREATE INDEX media_files_written ON media_files (written_at)`,
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
  for (const [id, title, description] of FIXED_SERIES) {
    await db
      .insertInto('series')
      .values({ id, title, description, total_seasons: 1, total_stories: 0, created_at: FIXED_SERIES_CREATED_AT })
      .execute()
    await db
      .insertInto('changes')
      .values({ entity_type: 'series', entity_id: id, op: 'put', changed_at: FIXED_SERIES_CREATED_AT })
      .execute()
  }
}

export async function down(): Promise<void> {
  throw new Error('postgres 001-schema cannot be rolled back: restore a backup of the database instead')
}
