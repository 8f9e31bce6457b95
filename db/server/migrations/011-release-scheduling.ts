// Frozen once merged: release scheduling (issue 61). A story is published (every story so far),
// scheduled for its hour (publish_at) or a draft the admin keeps; silent releases it without the
// push. A change of a story no reader may see yet is the admin's alone (changes.audience).
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE stories ADD COLUMN status TEXT NOT NULL DEFAULT 'published'
    CHECK (status IN ('published', 'scheduled', 'draft'))`.execute(db)
  await sql`ALTER TABLE stories ADD COLUMN publish_at TEXT`.execute(db)
  await sql`ALTER TABLE stories ADD COLUMN silent INTEGER NOT NULL DEFAULT 0 CHECK (silent IN (0, 1))`.execute(db)
  await sql`UPDATE stories SET publish_at = created_at`.execute(db)
  await sql`CREATE INDEX stories_due ON stories (publish_at) WHERE status = 'scheduled'`.execute(db)
  await sql`ALTER TABLE changes ADD COLUMN audience TEXT NOT NULL DEFAULT 'all'
    CHECK (audience IN ('all', 'admin'))`.execute(db)
}
