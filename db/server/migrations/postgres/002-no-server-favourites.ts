// Frozen once merged: the same as SQLite's 005, favourites live on the reader's device only.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE favourites`.execute(db)
}
