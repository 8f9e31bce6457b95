// Loads a backup into a database and media store of either kind, replacing what they hold. The
// whole archive is checked first (read-backup.ts); then one transaction empties the target, loads
// every row, stores every media file and rebuilds what is derived (the media ledger, the search
// index), and starts a new history (db/server/history.ts), so every device resyncs. Killed half-way,
// the transaction never commits: the database is as it was, and the media files already stored
// are unreferenced copies the hourly sweep removes. The server must be stopped meanwhile.
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Db } from '../../../db/server/connect.ts'
import {
  BACKED_UP_TABLES,
  emptyForRestore,
  followIdentity,
  insertRows,
  tableColumns,
} from '../../../db/server/backup-tables.ts'
import { reindexAllStories } from '../../../db/server/dialect/full-text-index.ts'
import { startNewHistory } from '../../../db/server/history.ts'
import { recordMediaWrite } from '../../../db/server/media-files.ts'
import { getSetting, setSetting } from '../../../db/server/settings.ts'
import { MEDIA_TYPES, mediaUrl, type MediaKind } from '../../../contract/media-urls.ts'
import { DEMO_SEEDED_SETTING } from '../../seed/seed-demo.ts'
import type { BlobStore } from '../media/blob-store.ts'
import { BackupError, type Manifest, type OnProgress } from './manifest.ts'
import { readBackup } from './read-backup.ts'

export interface RestoreTarget {
  db: Db
  blobs: BlobStore
  /** Where media files wait while they are being stored (the media folder's tmp/). */
  mediaDir: string
}

export interface RestoreOptions {
  /** Replace a target that holds stories. */
  force?: boolean
  /** Called before a forced restore replaces the target's stories: back them up. */
  beforeReplacing?: () => Promise<void>
  onProgress?: OnProgress
}

async function storiesHeld(db: Db): Promise<number> {
  const row = await db
    .selectFrom('stories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** The archive's tables must be this version's, column for column. */
async function checkTables(db: Db, manifest: Manifest, name: string): Promise<void> {
  const names = manifest.tables.map((t) => t.name)
  if (names.join() !== BACKED_UP_TABLES.map((t) => t.name).join())
    throw new BackupError(`${name} holds the tables ${names.join(', ')}, not the ones this version restores.`)
  for (const table of manifest.tables) {
    const columns = await tableColumns(db, table.name)
    if (columns.join() !== table.columns.join())
      throw new BackupError(`${name}: the table ${table.name} has other columns than this database's.`)
  }
}

export async function restoreBackup(
  target: RestoreTarget,
  file: string,
  options: RestoreOptions = {},
): Promise<Manifest> {
  const name = path.basename(file)
  const manifest = await readBackup(file, { onProgress: options.onProgress })
  await checkTables(target.db, manifest, name)
  const held = await storiesHeld(target.db)
  if (held > 0 && !options.force)
    throw new BackupError(
      `The target already holds ${held} ${held === 1 ? 'story' : 'stories'}, and a restore replaces everything in it. Run it again with --force to replace them (they are backed up first).`,
    )
  if (held > 0) await options.beforeReplacing?.()
  const tempDir = path.join(target.mediaDir, 'tmp')
  await fs.mkdir(tempDir, { recursive: true })
  const tables = new Map(BACKED_UP_TABLES.map((t) => [t.name, t]))
  let loading = -1
  await target.db.transaction().execute(async (trx) => {
    await emptyForRestore(trx)
    await readBackup(file, {
      onProgress: options.onProgress,
      visit: {
        tempDir,
        rows: async (table, rows) => {
          const index = manifest.tables.findIndex((t) => t.name === table.name)
          if (index !== loading)
            options.onProgress?.({ phase: 'loading', done: (loading = index), total: manifest.tables.length })
          await insertRows(trx, tables.get(table.name)!, table.columns, rows)
        },
        media: async (item, temp) => {
          const [kind, fileName] = item.key.split('/') as [MediaKind, string]
          await recordMediaWrite(trx, mediaUrl(kind, fileName))
          await target.blobs.putFile(item.key, temp, MEDIA_TYPES[path.extname(fileName).slice(1)]!)
        },
      },
    })
    for (const table of BACKED_UP_TABLES) await followIdentity(trx, table)
    await reindexAllStories(trx)
    await startNewHistory(trx)
    // A restored site is not a first start: the demo universe is never added to it.
    if (!(await getSetting(trx, DEMO_SEEDED_SETTING)))
      await setSetting(trx, DEMO_SEEDED_SETTING, new Date().toISOString())
  })
  return manifest
}
