// Frozen once merged: the same as SQLite's 007, a character's aliases and first story.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE characters ADD COLUMN aliases TEXT NOT NULL DEFAULT '[]'`.execute(db)
  await sql`ALTER TABLE characters ADD COLUMN first_story_id TEXT`.execute(db)
}
