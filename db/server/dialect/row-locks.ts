// Row locks, which only PostgreSQL needs: SQLite runs one writer at a time and has no FOR UPDATE.
// PostgreSQL runs transactions side by side, and each statement reads the data as it was when the
// statement began, so a decision about rows another transaction is changing must lock them first.
import type { Kysely, SelectQueryBuilder } from 'kysely'
import { isPostgres } from './is-postgres.ts'

/**
 * Locks the rows the query selects until the transaction ends: 'share' lets others share them
 * but holds off a writer; 'update' waits for every holder. A lock that had to wait is granted once
 * the other transaction has ended, so the next statement sees what it committed.
 */
export function lockRows<DB, TB extends keyof DB, O>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  query: SelectQueryBuilder<DB, TB, O>,
  mode: 'share' | 'update',
): SelectQueryBuilder<DB, TB, O> {
  if (!isPostgres(db)) return query
  return mode === 'share' ? query.forShare() : query.forUpdate()
}

/**
 * Locks the rows a claimer picks, skipping rows another claimer holds: several processes sharing
 * one queue never take the same job and never wait for each other.
 */
export function skipLockedRows<DB, TB extends keyof DB, O>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  query: SelectQueryBuilder<DB, TB, O>,
  table: TB & string,
): SelectQueryBuilder<DB, TB, O> {
  return isPostgres(db) ? query.forUpdate([table] as never).skipLocked() : query
}
