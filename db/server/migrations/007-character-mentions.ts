// Frozen once merged: what a story's text may call a character (its aliases, a JSON array of
// strings) and the story it first appears in, before which its mentions are not linked.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE characters ADD COLUMN aliases TEXT NOT NULL DEFAULT '[]'`.execute(db)
  await sql`ALTER TABLE characters ADD COLUMN first_story_id TEXT`.execute(db)
}
