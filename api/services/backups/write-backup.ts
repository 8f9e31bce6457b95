// Takes a backup into one archive file while the server keeps serving: the tables from one
// consistent snapshot (snapshot.ts), then every media file they refer to, copied from the store
// through a few reused pieces of memory (archive-file.ts) and hashed on the way, so memory stays
// flat whatever the media weigh. A lease keeps
// the media sweep away meanwhile (db/server/backup-lease.ts). The archive is written under a
// temporary name (mode 0600: it holds the admin password's hash and the push keys), read back and
// checked whole, and only then renamed: a crash never leaves a partial file under the final name.
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Db } from '../../../db/server/connect.ts'
import { isPostgres } from '../../../db/server/dialect/is-postgres.ts'
import { takeBackupLease } from '../../../db/server/backup-lease.ts'
import type { BlobStore } from '../media/blob-store.ts'
import { FolderStore } from '../media/blob-store.ts'
import {
  APP_VERSION,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  MANIFEST_ENTRY,
  mediaEntry,
  SCHEMA_VERSION,
  tableEntry,
  type Manifest,
  type MediaManifest,
  type OnProgress,
} from './manifest.ts'
import { ArchiveWriter, fileSource, PIECE_BYTES, streamSource, type Source } from './archive-file.ts'
import { startHasher } from './hash-worker.ts'
import { stageTables, type StagedTables } from './snapshot.ts'
import { readBackup } from './read-backup.ts'

export interface BackupSource {
  db: Db
  databaseUrl: string
  blobs: BlobStore
}

/** Content names are SHA-256 hashes: a file's expected hash is in its name. */
const hashInName = (key: string) => path.basename(key).split('.')[0]!

/**
 * Runs `use` with a source of the stored object's bytes: from the media folder, the file itself
 * (read straight into the archive's pieces); from any other store, its stream.
 */
async function withMediaSource<T>(blobs: BlobStore, key: string, use: (source: Source) => Promise<T>): Promise<T> {
  if (blobs instanceof FolderStore) return withFile(path.join(blobs.dir, key), use)
  const stream = await blobs.read(key, undefined, PIECE_BYTES)
  try {
    return await use(streamSource(stream))
  } finally {
    stream.destroy()
  }
}

async function withFile<T>(file: string, use: (source: Source) => Promise<T>): Promise<T> {
  const handle = await fs.open(file, 'r')
  try {
    return await use(fileSource(handle))
  } finally {
    await handle.close()
  }
}

export interface WriteOptions {
  onProgress?: OnProgress
  /** Read the archive back and check every hash before it gets its name (the default). */
  verify?: boolean
}

export async function writeBackup(source: BackupSource, file: string, options: WriteOptions = {}): Promise<Manifest> {
  const { onProgress, verify = true } = options
  const dir = path.dirname(path.resolve(file))
  await fs.mkdir(dir, { recursive: true, mode: 0o700 })
  if (await fs.stat(file).catch(() => null)) throw new BackupError(`${file} already exists: name another file.`)
  const staging = await fs.mkdtemp(path.join(dir, `.backup-staging-${process.pid}-`))
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.part`)
  const lease = await takeBackupLease(source.db)
  try {
    const staged = await stageTables(source.db, source.databaseUrl, staging, onProgress)
    const media: MediaManifest[] = []
    const missingMedia: string[] = []
    for (const key of [...staged.mediaKeys].sort()) {
      const bytes = await source.blobs.size(key)
      if (bytes === null) missingMedia.push(key)
      else media.push({ key, bytes, sha256: hashInName(key) })
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: APP_VERSION,
      schemaVersion: SCHEMA_VERSION,
      createdAt: new Date().toISOString(),
      source: {
        engine: isPostgres(source.db) ? 'postgres' : 'sqlite',
        media: source.blobs instanceof FolderStore ? 'folder' : 's3',
      },
      tables: staged.tables.map(({ file: _, ...table }) => table),
      media,
      missingMedia,
    }
    await writeArchive(temp, manifest, staged.tables, source.blobs, onProgress)
    if (verify) await readBackup(temp, { onProgress })
    await fs.rename(temp, file)
    await syncFile(dir)
    return manifest
  } catch (error) {
    await fs.rm(temp, { force: true })
    throw error
  } finally {
    await lease.release().catch(() => {})
    await fs.rm(staging, { recursive: true, force: true })
  }
}

/** The manifest, the staged tables, then every media file, each hashed (in the worker) as it is written. */
async function writeArchive(
  file: string,
  manifest: Manifest,
  tables: StagedTables['tables'],
  blobs: BlobStore,
  onProgress: OnProgress | undefined,
): Promise<void> {
  const archive = await ArchiveWriter.create(file)
  const hasher = startHasher(archive.memory)
  try {
    const head = Buffer.from(JSON.stringify(manifest, null, 1))
    await archive.add(MANIFEST_ENTRY, head.length, head)
    for (const table of tables)
      await withFile(table.file, (source) => archive.add(tableEntry(table.name), table.bytes, source))
    const total = manifest.media.reduce((sum, m) => sum + m.bytes, 0)
    let done = 0
    const watch = (piece: Buffer) => {
      onProgress?.({ phase: 'media', done: (done += piece.length), total })
      return hasher.hash(piece)
    }
    for (const item of manifest.media) {
      await withMediaSource(blobs, item.key, (source) => archive.add(mediaEntry(item.key), item.bytes, source, watch))
      if ((await hasher.digest()) !== item.sha256)
        throw new BackupError(
          `The stored media file ${item.key} does not hold the bytes its name says: the media store is damaged.`,
        )
    }
    await archive.finish()
  } finally {
    await hasher.close()
    await archive.close()
  }
}

/** Flushes a folder's entries to the disk. */
async function syncFile(target: string): Promise<void> {
  const handle = await fs.open(target, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}
