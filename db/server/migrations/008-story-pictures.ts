// Frozen once merged: the pictures a story's text shows (media it holds, so the sweep keeps them).
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE story_pictures (
    story_id TEXT NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
    url TEXT NOT NULL,
    PRIMARY KEY (story_id, url)
  ) STRICT`.execute(db)
  await sql`CREATE INDEX story_pictures_url ON story_pictures (url)`.execute(db)
}
