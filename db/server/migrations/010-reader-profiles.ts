// Frozen once merged: reader profiles (issue 60), devices linked without an account. A profile is
// only a feed counter; each linked device holds one secret, stored as its SHA-256; a pairing is a
// one-time secret's SHA-256 (and, for a device not linked yet, its own secret's, so the profile is
// made only when the other device redeems). Each element of a profile is its latest change.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE reader_profiles (
    id TEXT PRIMARY KEY,
    created_at TEXT NOT NULL,
    seq INTEGER NOT NULL DEFAULT 0
  ) STRICT`.execute(db)
  await sql`CREATE TABLE profile_devices (
    id TEXT PRIMARY KEY,
    profile_id TEXT NOT NULL REFERENCES reader_profiles(id) ON DELETE CASCADE,
    secret_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    last_seen_at TEXT NOT NULL
  ) STRICT`.execute(db)
  await sql`CREATE INDEX profile_devices_profile ON profile_devices (profile_id)`.execute(db)
  await sql`CREATE TABLE profile_pairings (
    secret_hash TEXT PRIMARY KEY,
    profile_id TEXT REFERENCES reader_profiles(id) ON DELETE CASCADE,
    initiator_hash TEXT UNIQUE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
  ) STRICT`.execute(db)
  await sql`CREATE INDEX profile_pairings_profile ON profile_pairings (profile_id)`.execute(db)
  await sql`CREATE INDEX profile_pairings_expiry ON profile_pairings (expires_at)`.execute(db)
  // story_id: the story an element belongs to, so deleting the story deletes its elements.
  await sql`CREATE TABLE profile_items (
    profile_id TEXT NOT NULL REFERENCES reader_profiles(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('favourite', 'follow', 'bookmark', 'readingPlace', 'listeningPlace', 'setting', 'annotation')),
    item_key TEXT NOT NULL,
    story_id TEXT REFERENCES stories(id) ON DELETE CASCADE,
    clock TEXT NOT NULL,
    deleted INTEGER NOT NULL CHECK (deleted IN (0, 1)),
    value TEXT,
    seq INTEGER NOT NULL,
    PRIMARY KEY (profile_id, kind, item_key)
  ) STRICT`.execute(db)
  await sql`CREATE INDEX profile_items_feed ON profile_items (profile_id, seq)`.execute(db)
  await sql`CREATE INDEX profile_items_story ON profile_items (story_id)`.execute(db)
}
