// Frozen once merged: the same as SQLite's 010, reader profiles, their devices, pairings and elements.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE reader_profiles (
    id text PRIMARY KEY,
    created_at text NOT NULL,
    seq bigint NOT NULL DEFAULT 0
  )`.execute(db)
  await sql`CREATE TABLE profile_devices (
    id text PRIMARY KEY,
    profile_id text NOT NULL REFERENCES reader_profiles(id) ON DELETE CASCADE,
    secret_hash text NOT NULL UNIQUE,
    created_at text NOT NULL,
    last_seen_at text NOT NULL
  )`.execute(db)
  await sql`CREATE INDEX profile_devices_profile ON profile_devices (profile_id)`.execute(db)
  await sql`CREATE TABLE profile_pairings (
    secret_hash text PRIMARY KEY,
    profile_id text REFERENCES reader_profiles(id) ON DELETE CASCADE,
    initiator_hash text UNIQUE,
    created_at text NOT NULL,
    expires_at text NOT NULL
  )`.execute(db)
  await sql`CREATE INDEX profile_pairings_profile ON profile_pairings (profile_id)`.execute(db)
  await sql`CREATE INDEX profile_pairings_expiry ON profile_pairings (expires_at)`.execute(db)
  await sql`CREATE TABLE profile_items (
    profile_id text NOT NULL REFERENCES reader_profiles(id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('favourite', 'follow', 'bookmark', 'readingPlace', 'listeningPlace', 'setting', 'annotation')),
    item_key text NOT NULL,
    story_id text REFERENCES stories(id) ON DELETE CASCADE,
    clock text NOT NULL,
    deleted integer NOT NULL CHECK (deleted IN (0, 1)),
    value text,
    seq bigint NOT NULL,
    PRIMARY KEY (profile_id, kind, item_key)
  )`.execute(db)
  await sql`CREATE INDEX profile_items_feed ON profile_items (profile_id, seq)`.execute(db)
  await sql`CREATE INDEX profile_items_story ON profile_items (story_id)`.execute(db)
}
