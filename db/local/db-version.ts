// The device database's name and version, apart from its schema (db.ts) and from the storage the
// outbox's rules write through (local-store.ts), which both read them.

export const LOCAL_DB_NAME = 'infinaeon-hub'
/**
 * The device database's version: db.ts declares its schema at this one number, so a new version
 * is this number raised, with its upgrade step added there. The worker only opens a database at
 * exactly this version, so it never writes rows of a schema it was not built for.
 */
export const LOCAL_DB_VERSION = 8
/** IndexedDB's own version number of a Dexie version (Dexie multiplies by 10). */
export const nativeVersionOf = (dexieVersion: number) => Math.round(dexieVersion * 10)
