// Frozen once merged: the same as SQLite's 011, release scheduling.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE stories ADD COLUMN status text NOT NULL DEFAULT 'published'
    CHECK (status IN ('published', 'scheduled', 'draft'))`.execute(db)
  await sql`ALTER TABLE stories ADD COLUMN publish_at text`.execute(db)
  await sql`ALTER TABLE stories ADD COLUMN silent integer NOT NULL DEFAULT 0 CHECK (silent IN (0, 1))`.execute(db)
  await sql`UPDATE stories SET publish_at = created_at`.execute(db)
  await sql`CREATE INDEX stories_due ON stories (publish_at) WHERE status = 'scheduled'`.execute(db)
  await sql`ALTER TABLE changes ADD COLUMN audience text NOT NULL DEFAULT 'all'
    CHECK (audience IN ('all', 'admin'))`.execute(db)
}
