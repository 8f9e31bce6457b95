// Takes a backup into one archive file while the server keeps serving: the tables from one
// consistent snapshot (snapshot.ts), then every media file they refer to, streamed from the store
// through a hash into the archive, so memory stays flat whatever the media weigh. A lease keeps
// the media sweep away meanwhile (db/server/backup-lease.ts). The archive is written under a
// temporary name (mode 0600: it holds the admin password's hash and the push keys), read back and
// checked whole, and only then renamed: a crash never leaves a partial file under the final name.
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { pipeline as pipe, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import tar from 'tar-stream'
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
import { startHasher, type Hasher } from './hash-worker.ts'
import { stageTables } from './snapshot.ts'
import { readBackup } from './read-backup.ts'

export interface BackupSource {
  db: Db
  databaseUrl: string
  blobs: BlobStore
}

/** Content names are SHA-256 hashes: a file's expected hash is in its name. */
const hashInName = (key: string) => path.basename(key).split('.')[0]!

/** Media are read this much at a time: whole files stream through, and fewer pieces cost less. */
const CHUNK_BYTES = 1024 * 1024

/** Adds one entry of known size, streamed from `source`; a failing source fails it. */
async function addEntry(pack: tar.Pack, name: string, size: number, source: Readable | Buffer) {
  await new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date(0) }, (error) =>
      error ? reject(error) : resolve(),
    )
    // A failed entry fails this backup (below), never the process as an unheard 'error'.
    entry.on('error', reject)
    if (Buffer.isBuffer(source)) {
      entry.end(source)
      return
    }
    source.on('error', (error) => {
      entry.destroy(error)
      reject(error)
    })
    source.pipe(entry)
  })
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
  let hasher: Hasher | undefined
  try {
    // Started first: its worker boots while the tables are read.
    hasher = startHasher()
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
    const pack = tar.pack()
    const written = pipeline(pack, createWriteStream(temp, { flags: 'wx', mode: 0o600, highWaterMark: CHUNK_BYTES }))
    written.catch(() => {})
    const total = media.reduce((sum, m) => sum + m.bytes, 0)
    let done = 0
    const head = Buffer.from(JSON.stringify(manifest, null, 1))
    await addEntry(pack, MANIFEST_ENTRY, head.length, head)
    for (const table of staged.tables) {
      await addEntry(pack, tableEntry(table.name), table.bytes, createReadStream(table.file))
    }
    for (const item of media) {
      const read = await source.blobs.read(item.key, undefined, CHUNK_BYTES)
      // Hashed in the worker as it flows to the archive (hash-worker.ts), beside the copy; a failing
      // read fails `through`, and with it the entry.
      const watched = hasher.watch((n) => onProgress?.({ phase: 'media', done: (done += n), total }))
      await addEntry(
        pack,
        mediaEntry(item.key),
        item.bytes,
        pipe(read, watched.through, () => {}),
      )
      if (watched.digest() !== item.sha256)
        throw new BackupError(
          `The stored media file ${item.key} does not hold the bytes its name says: the media store is damaged.`,
        )
    }
    pack.finalize()
    await written
    await syncFile(temp)
    if (verify) await readBackup(temp, { onProgress })
    await fs.rename(temp, file)
    await syncFile(dir)
    return manifest
  } catch (error) {
    await fs.rm(temp, { force: true })
    throw error
  } finally {
    await hasher?.close()
    await lease.release().catch(() => {})
    await fs.rm(staging, { recursive: true, force: true })
  }
}

/** Flushes a file (or a folder's entries) to the disk. */
async function syncFile(target: string): Promise<void> {
  const handle = await fs.open(target, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}
