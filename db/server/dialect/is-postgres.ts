// Which engine a Kysely instance (or a transaction of one) talks to. Queries never ask: the modules
// in this folder each hold one difference between SQLite and PostgreSQL, so queries elsewhere are
// written once (connect() and the test helpers ask too, to set the engine up).
import { PostgresAdapter, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter

/** A postgres:// or postgresql:// URL selects PostgreSQL; anything else is a SQLite file. */
export const isPostgresUrl = (target: string): boolean => /^postgres(ql)?:\/\//i.test(target)
