// Frozen once merged: the same as SQLite's 006, a story's narration timings.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE stories ADD COLUMN captions_url TEXT`.execute(db)
  await sql`ALTER TABLE stories ADD COLUMN chapters_url TEXT`.execute(db)
}
