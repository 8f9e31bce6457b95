// Frozen once merged: the same as SQLite's 009, what each push subscription wants and follows.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE push_subscriptions
    ADD COLUMN wants text NOT NULL DEFAULT 'everything' CHECK (wants IN ('everything', 'followed'))`.execute(db)
  await sql`CREATE TABLE push_follows (
    subscription_id text NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
    target text NOT NULL,
    followed_at text NOT NULL,
    PRIMARY KEY (subscription_id, target)
  )`.execute(db)
  await sql`CREATE INDEX push_follows_target ON push_follows (target, subscription_id)`.execute(db)
}
