// Makes the database refuse every write of one kind to one table, as a full disk or a broken
// constraint would, so a test can prove a failed operation leaves nothing half-written.
import { sql, type Kysely } from 'kysely'
import { isPostgres } from '../dialect/is-postgres.ts'

export const REFUSED_BY_TEST = 'refused by the test'

export async function refuseWrites(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  table: string,
  operation: 'INSERT' | 'UPDATE' | 'DELETE',
): Promise<void> {
  const trigger = sql.id(`refuse_${table}_${operation.toLowerCase()}`)
  const op = sql.raw(operation)
  if (!isPostgres(db)) {
    await sql`CREATE TRIGGER ${trigger} BEFORE ${op} ON ${sql.table(table)} BEGIN SELECT RAISE(ABORT, ${sql.lit(REFUSED_BY_TEST)}); END`.execute(
      db,
    )
    return
  }
  await sql`CREATE OR REPLACE FUNCTION refuse_by_test() RETURNS trigger LANGUAGE plpgsql
    AS $$ BEGIN RAISE EXCEPTION ${sql.lit(REFUSED_BY_TEST)}; END $$`.execute(db)
  await sql`CREATE TRIGGER ${trigger} BEFORE ${op} ON ${sql.table(table)} FOR EACH ROW EXECUTE FUNCTION refuse_by_test()`.execute(
    db,
  )
}
