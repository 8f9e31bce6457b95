// The ledger of stored media files and the rule for removing one. A file is written only after its
// row is renewed, a row may reference it only in a transaction that finds its ledger row
// (claimMedia), and it is deleted only by deleteIfUnused: in one transaction, when no row
// references it, it was last written before the grace cutoff and no backup is copying media
// (backup-lease.ts). Together they mean a file some row uses, some upload is about to use, or a
// running backup's snapshot names, is never deleted.
import { sql } from 'kysely'
import type { Db } from './connect.ts'
import { lockRows } from './dialect/row-locks.ts'
import { noBackupRunning } from './backup-lease.ts'

/** Every column that may hold one of our media URLs; a test keeps this list complete. */
export const MEDIA_COLUMNS: ReadonlyArray<readonly [table: string, columns: readonly string[]]> = [
  [
    'stories',
    ['cover_image_url', 'cover_thumbnail_url', 'audio_file_url', 'audio_url', 'captions_url', 'chapters_url'],
  ],
  ['series', ['cover_image_url']],
  ['albums', ['cover_image_url']],
  ['tracks', ['audio_file_url', 'cover_image_url']],
  ['characters', ['image_url']],
  ['links', ['og_image']],
  ['background_music', ['audio_file_url']],
  ['story_pictures', ['url']],
]

/** Every media URL some row refers to. SQLite builds the set once per statement, so the hourly
 * sweep is one pass over each table, not one per file. */
const referencedUrls = sql.join(
  MEDIA_COLUMNS.flatMap(([table, columns]) =>
    columns.map((c) => sql`SELECT ${sql.ref(c)} FROM ${sql.table(table)} WHERE ${sql.ref(c)} IS NOT NULL`),
  ),
  sql` UNION `,
)
const isUnreferenced = sql<boolean>`media_files.url NOT IN (${referencedUrls})`

/** Called before the file itself is written: renews its grace period. */
export async function recordMediaWrite(db: Db, url: string, now = Date.now()): Promise<void> {
  await db
    .insertInto('media_files')
    .values({ url, written_at: now })
    .onConflict((oc) => oc.column('url').doUpdateSet({ written_at: now }))
    .execute()
}

/** Files already on disk that the ledger does not know (a data folder from before it): adopt them. */
export async function adoptMediaFiles(db: Db, urls: readonly string[], now = Date.now()): Promise<void> {
  for (const url of urls) {
    await db
      .insertInto('media_files')
      .values({ url, written_at: now })
      .onConflict((oc) => oc.doNothing())
      .execute()
  }
}

/**
 * Of `urls`, those with no ledger row (their file is gone or was never ours). The rows found stay
 * locked against a sweep until the caller's transaction ends.
 */
export async function unknownMedia(trx: Db, urls: readonly string[]): Promise<string[]> {
  if (urls.length === 0) return []
  const known = await lockRows(
    trx,
    trx.selectFrom('media_files').select('url').where('url', 'in', urls),
    'share',
  ).execute()
  const knownUrls = new Set(known.map((row) => row.url))
  return urls.filter((url) => !knownUrls.has(url))
}

/** Unreferenced files last written before `writtenBefore`, optionally only among `urls`. */
export async function listUnusedMedia(db: Db, writtenBefore: number, urls?: readonly string[]): Promise<string[]> {
  if (urls?.length === 0) return []
  let query = db.selectFrom('media_files').select('url').where('written_at', '<', writtenBefore).where(isUnreferenced)
  if (urls) query = query.where('url', 'in', urls)
  return (await query.execute()).map((row) => row.url)
}

/**
 * Removes the ledger row when the file is still unused and old enough; true if it did. The row is
 * locked first, in its own statement, so a transaction that is making a row refer to the file
 * (unknownMedia) has committed, and is seen, before "unused" is decided.
 */
export async function deleteIfUnused(trx: Db, url: string, writtenBefore: number): Promise<boolean> {
  await lockRows(trx, trx.selectFrom('media_files').select('url').where('url', '=', url), 'update').execute()
  const deleted = await trx
    .deleteFrom('media_files')
    .where('url', '=', url)
    .where('written_at', '<', writtenBefore)
    .where(isUnreferenced)
    // Read after the lock, in the statement that decides: a backup that began meanwhile is seen.
    .where(noBackupRunning(Date.now()))
    .returning('url')
    .executeTakeFirst()
  return deleted !== undefined
}
