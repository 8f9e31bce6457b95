// Text compared regardless of case, for ORDER BY: SQLite's NOCASE collation (ASCII letters only),
// lower() on PostgreSQL (whose collations all honour case).
import { sql, type Kysely, type RawBuilder } from 'kysely'
import { isPostgres } from './is-postgres.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function caseless(db: Kysely<any>, column: string): RawBuilder<string> {
  return isPostgres(db) ? sql<string>`lower(${sql.ref(column)})` : sql<string>`${sql.ref(column)} COLLATE NOCASE`
}
