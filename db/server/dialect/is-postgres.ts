// Which engine a Kysely instance (or a transaction of one) talks to. Only the modules in this
// folder ask; each holds one difference between SQLite and PostgreSQL, so queries elsewhere are
// written once.
import { PostgresAdapter, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter

/** A postgres:// or postgresql:// URL selects PostgreSQL; anything else is a SQLite file. */
export const isPostgresUrl = (target: string): boolean => /^postgres(ql)?:\/\//i.test(target)
