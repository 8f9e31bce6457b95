// /api/sync pages the change log by seq, so a reader must never see a change committed before
// one with a lower seq: its cursor would pass the lower one for good. SQLite has one writer at a
// time, so seqs commit in order. PostgreSQL hands out sequence numbers to writers in parallel and
// they may commit in any order; there each transaction that records a change first takes one
// transaction-level advisory lock, held until it commits or rolls back. A seq is then taken only
// after every earlier recording transaction has ended, so seq order is commit order.
import { sql, type Kysely } from 'kysely'
import { isPostgres } from './is-postgres.ts'

/** Any fixed 64-bit key, unique to this purpose in the database. */
const CHANGE_LOG_LOCK_KEY = 7_150_311_402_877n

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function holdChangeOrder(trx: Kysely<any>): Promise<void> {
  if (!isPostgres(trx)) return
  if (!trx.isTransaction) throw new Error('a change must be recorded inside the transaction that makes it')
  await sql`SELECT pg_advisory_xact_lock(${CHANGE_LOG_LOCK_KEY.toString()}::bigint)`.execute(trx)
}
