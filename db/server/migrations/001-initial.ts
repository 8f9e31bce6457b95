// Frozen once merged: every table of the stories and the hub, the sync change log, the push queue,
// and the FTS5 index over story title, description and content.
import { sql, type Kysely } from 'kysely'

const statements = [
  `CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT`,
  `CREATE TABLE sessions (token_hash TEXT PRIMARY KEY, created_at TEXT NOT NULL, expires_at TEXT NOT NULL) STRICT`,
  `CREATE TABLE upload_tokens (
     token_hash TEXT PRIMARY KEY, created_at TEXT NOT NULL, expires_at TEXT NOT NULL, used_at TEXT
   ) STRICT`,
  `CREATE TABLE changes (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     entity_type TEXT NOT NULL, entity_id TEXT NOT NULL,
     op TEXT NOT NULL CHECK (op IN ('put', 'delete')), changed_at TEXT NOT NULL,
     UNIQUE (entity_type, entity_id)
   ) STRICT`,
  `CREATE TABLE series (
     id TEXT PRIMARY KEY, title TEXT NOT NULL, description TEXT NOT NULL DEFAULT '',
     total_seasons INTEGER NOT NULL DEFAULT 1, total_stories INTEGER NOT NULL DEFAULT 0,
     cover_image_url TEXT, created_at TEXT NOT NULL
   ) STRICT`,
  `CREATE TABLE stories (
     id TEXT PRIMARY KEY, title TEXT NOT NULL, description TEXT NOT NULL, content TEXT NOT NULL,
     category TEXT NOT NULL DEFAULT 'standalone' CHECK (category IN ('series', 'standalone')),
     series_id TEXT REFERENCES series(id) ON DELETE SET NULL, series_title TEXT,
     season_number INTEGER, episode_number INTEGER, read_time TEXT NOT NULL,
     cover_image_url TEXT, cover_thumbnail_url TEXT, audio_file_url TEXT, audio_url TEXT,
     audio_duration REAL, is_featured INTEGER NOT NULL DEFAULT 0,
     likes INTEGER NOT NULL DEFAULT 0, dislikes INTEGER NOT NULL DEFAULT 0, shares INTEGER NOT NULL DEFAULT 0,
     word_count INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
   ) STRICT`,
  `CREATE INDEX stories_created ON stories (created_at DESC, id DESC)`,
  `CREATE INDEX stories_series ON stories (series_id, season_number, episode_number)`,
  `CREATE VIRTUAL TABLE stories_fts USING fts5(
     title, description, content, content='stories', content_rowid='rowid',
     tokenize='unicode61 remove_diacritics 2'
   )`,
  `CREATE TRIGGER stories_fts_insert AFTER INSERT ON stories BEGIN
     INSERT INTO stories_fts (rowid, title, description, content) VALUES (new.rowid, new.title, new.description, new.content);
   END`,
  `CREATE TRIGGER stories_fts_delete AFTER DELETE ON stories BEGIN
     INSERT INTO stories_fts (stories_fts, rowid, title, description, content) VALUES ('delete', old.rowid, old.title, old.description, old.content);
   END`,
  `CREATE TRIGGER stories_fts_update AFTER UPDATE ON stories BEGIN
     INSERT INTO stories_fts (stories_fts, rowid, title, description, content) VALUES ('delete', old.rowid, old.title, old.description, old.content);
     INSERT INTO stories_fts (rowid, title, description, content) VALUES (new.rowid, new.title, new.description, new.content);
   END`,
  `CREATE TABLE comments (
     id TEXT PRIMARY KEY, story_id TEXT NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
     user_id TEXT NOT NULL, user_name TEXT NOT NULL, content TEXT NOT NULL, created_at TEXT NOT NULL
   ) STRICT`,
  `CREATE INDEX comments_story ON comments (story_id, created_at DESC)`,
  `CREATE TABLE audio_progress (
     id TEXT PRIMARY KEY, story_id TEXT NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
     user_id TEXT NOT NULL, current_position REAL NOT NULL, duration REAL NOT NULL DEFAULT 0,
     last_played_at TEXT NOT NULL, UNIQUE (story_id, user_id)
   ) STRICT`,
  `CREATE TABLE favourites (
     id TEXT PRIMARY KEY, user_id TEXT NOT NULL, story_id TEXT NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
     created_at TEXT NOT NULL, UNIQUE (user_id, story_id)
   ) STRICT`,
  `CREATE TABLE push_subscriptions (
     id TEXT PRIMARY KEY, endpoint TEXT NOT NULL UNIQUE, p256dh_key TEXT NOT NULL, auth_key TEXT NOT NULL,
     user_id TEXT NOT NULL, user_agent TEXT NOT NULL, is_active INTEGER NOT NULL DEFAULT 1, created_at TEXT NOT NULL
   ) STRICT`,
  `CREATE TABLE push_jobs (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     subscription_id TEXT NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
     payload TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'done', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at TEXT NOT NULL, last_error TEXT, created_at TEXT NOT NULL
   ) STRICT`,
  `CREATE INDEX push_jobs_due ON push_jobs (status, next_attempt_at)`,
  `CREATE TABLE albums (
     id TEXT PRIMARY KEY, title TEXT NOT NULL, artist TEXT NOT NULL, description TEXT NOT NULL DEFAULT '',
     cover_image_url TEXT, total_tracks INTEGER NOT NULL DEFAULT 0, total_duration TEXT NOT NULL DEFAULT '0',
     genre TEXT, release_year INTEGER, created_at TEXT NOT NULL
   ) STRICT`,
  `CREATE TABLE tracks (
     id TEXT PRIMARY KEY, title TEXT NOT NULL, artist TEXT NOT NULL,
     album_id TEXT REFERENCES albums(id) ON DELETE CASCADE, album_title TEXT, track_number INTEGER,
     duration TEXT NOT NULL DEFAULT '0', description TEXT, audio_file_url TEXT NOT NULL, cover_image_url TEXT,
     genre TEXT, is_explicit INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL
   ) STRICT`,
  `CREATE INDEX tracks_album ON tracks (album_id, track_number)`,
  `CREATE TABLE characters (
     id TEXT PRIMARY KEY, name TEXT NOT NULL, bio TEXT NOT NULL, image_url TEXT,
     faction TEXT CHECK (faction IN ('knights', 'curve', 'neutral')),
     role TEXT CHECK (role IN ('Protagonist', 'Antagonist', 'Supporting', 'Minor')), created_at TEXT NOT NULL
   ) STRICT`,
  `CREATE TABLE links (
     id TEXT PRIMARY KEY, title TEXT NOT NULL, url TEXT NOT NULL, description TEXT,
     og_title TEXT, og_description TEXT, og_image TEXT, sort_order INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL
   ) STRICT`,
  `CREATE TABLE background_music (
     id TEXT PRIMARY KEY, title TEXT NOT NULL, filename TEXT NOT NULL, audio_file_url TEXT NOT NULL,
     uploaded_at TEXT NOT NULL, is_active INTEGER NOT NULL DEFAULT 0
   ) STRICT`,
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}

export async function down(): Promise<void> {
  throw new Error('001-initial cannot be rolled back: restore a backup of the database instead')
}
