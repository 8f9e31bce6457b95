// Frozen once merged: the rate-limit counters (admin password attempts, comments, audio warm-up;
// kept in the database so every server process sees the same count) and the media file ledger
// (which stored files exist and when each was last written, for the unreferenced-media sweep).
import { sql, type Kysely } from 'kysely'

const statements = [
  `CREATE TABLE rate_limits (
     key TEXT PRIMARY KEY, count INTEGER NOT NULL, window_ends_at INTEGER NOT NULL
   ) STRICT`,
  `CREATE INDEX rate_limits_window ON rate_limits (window_ends_at)`,
  `CREATE TABLE media_files (url TEXT PRIMARY KEY, written_at INTEGER NOT NULL) STRICT`,
  `CREATE INDEX media_files_written ON media_files (written_at)`,
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}

export async function down(): Promise<void> {
  throw new Error('003-limits-and-media cannot be rolled back')
}
