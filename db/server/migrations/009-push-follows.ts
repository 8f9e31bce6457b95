// Frozen once merged: what each push subscription wants (every publish, or only what it follows)
// and what it follows: a series by its id, or 'standalone' for stories of no series. The index
// leads with the target, the one value a publish knows (push-jobs.ts, enqueueStoryPush).
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE push_subscriptions
    ADD COLUMN wants TEXT NOT NULL DEFAULT 'everything' CHECK (wants IN ('everything', 'followed'))`.execute(db)
  await sql`CREATE TABLE push_follows (
    subscription_id TEXT NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
    target TEXT NOT NULL,
    followed_at TEXT NOT NULL,
    PRIMARY KEY (subscription_id, target)
  ) STRICT`.execute(db)
  await sql`CREATE INDEX push_follows_target ON push_follows (target, subscription_id)`.execute(db)
}
