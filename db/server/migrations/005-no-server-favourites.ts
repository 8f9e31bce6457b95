// Frozen once merged: favourites live on the reader's device only (db/local); the server's table
// for them never had a query, so it goes.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE favourites`.execute(db)
}
