// A write refused because a row with its primary key exists (two copies of one publish at once).
const SQLITE_PRIMARY_KEY = 'SQLITE_CONSTRAINT_PRIMARYKEY'
/** unique_violation; a primary key's constraint is named <table>_pkey. */
const POSTGRES_UNIQUE_VIOLATION = '23505'

export function isPrimaryKeyConflict(error: unknown): boolean {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown }
  return code === SQLITE_PRIMARY_KEY || (code === POSTGRES_UNIQUE_VIOLATION && typeof constraint === 'string' && constraint.endsWith('_pkey'))
}
