// Reads a backup archive from start to end, checking it against its manifest as it goes: the
// entries in the manifest's order and nothing else, every table's rows well formed and counted,
// every entry's size and SHA-256. A restore reads it twice: once to check the whole archive before
// it changes anything, once to load it (and checks again, the file being outside its control).
// Every refusal names what is wrong with the file, in words a person can act on.
import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { StringDecoder } from 'node:string_decoder'
import { mediaKey } from '../../../contract/media-urls.ts'
import {
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
  type TableManifest,
} from './manifest.ts'
import { ArchiveError, ArchiveReader } from './archive-file.ts'

/** A manifest past this is not ours (ours name a few hundred bytes per media file). */
export const MANIFEST_MAX_BYTES = 64 * 1024 * 1024
const ROWS_PER_BATCH = 200

export interface BackupVisitor {
  /** Rows of one table, in batches, in order. */
  rows(table: TableManifest, rows: unknown[][]): Promise<void>
  /** A media file, checked, as a file in `tempDir`: the visitor takes it (moves or removes it). */
  media(item: MediaManifest, file: string): Promise<void>
  tempDir: string
}

export interface ReadOptions {
  onProgress?: OnProgress
  visit?: BackupVisitor
}

function checkManifest(name: string, manifest: Partial<Manifest>): Manifest {
  if (manifest.format !== BACKUP_FORMAT || typeof manifest.formatVersion !== 'number')
    throw new BackupError(`${name} is not an Infinaeon Hub backup: its manifest is someone else's.`)
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION)
    throw new BackupError(
      `${name} was made by a newer Infinaeon Hub (${manifest.appVersion ?? 'unknown version'}, backup format ${manifest.formatVersion}); this version reads format ${BACKUP_FORMAT_VERSION}. Update the app, then restore.`,
    )
  if (manifest.schemaVersion !== SCHEMA_VERSION)
    throw new BackupError(
      `${name} holds a database at schema ${manifest.schemaVersion}; this version of the app restores schema ${SCHEMA_VERSION}. Restore it with the version that made it (${manifest.appVersion}), start that once, and back up again.`,
    )
  if (!Array.isArray(manifest.tables) || !Array.isArray(manifest.media))
    throw new BackupError(`${name} is damaged: its manifest lists no tables or no media.`)
  // A media file is restored under its key: only one of our content names (kind/<sha256>.<ext>,
  // hash as named), never a path that climbs out of the store or a name its bytes do not match.
  for (const item of manifest.media as unknown[]) {
    const { key, sha256, bytes } = (item ?? {}) as Partial<MediaManifest>
    const [kind = '', file = ''] = typeof key === 'string' ? key.split('/') : []
    if (mediaKey(kind, file) !== key || sha256 !== file.split('.')[0] || !Number.isSafeInteger(bytes))
      throw new BackupError(
        `${name} is damaged: its manifest names a media file ${JSON.stringify(key)} that is not one of ours.`,
      )
  }
  return manifest as Manifest
}

/** A whole entry, copied out of the reader's pieces. */
export async function readAll(entry: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of entry) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
}

/** The archive's entries in order, each checked by `check` (which must read it to the end). */
export async function readBackup(file: string, options: ReadOptions = {}): Promise<Manifest> {
  const name = path.basename(file)
  const archive = await ArchiveReader.open(file).catch((error: Error) => {
    throw new BackupError(`${name} could not be read: ${error.message}`)
  })
  let manifest: Manifest | undefined
  let expected: string[] = []
  let seen = 0
  let mediaDone = 0
  let report = (_done: number) => {}
  try {
    for (let entry = await archive.next(); entry; entry = await archive.next()) {
      const entryName = entry.name
      const bytes = archive.bytes(entry)
      if (!manifest) {
        if (entryName !== MANIFEST_ENTRY || entry.size > MANIFEST_MAX_BYTES)
          throw new BackupError(`${name} is not an Infinaeon Hub backup: it does not begin with a manifest.`)
        let parsed: Partial<Manifest>
        try {
          parsed = JSON.parse((await readAll(bytes)).toString('utf8')) as Partial<Manifest>
        } catch {
          throw new BackupError(`${name} is damaged: its manifest is not readable JSON.`)
        }
        manifest = checkManifest(name, parsed)
        expected = [...manifest.tables.map((t) => tableEntry(t.name)), ...manifest.media.map((m) => mediaEntry(m.key))]
        const total = manifest.media.reduce((sum, m) => sum + m.bytes, 0)
        const phase = options.visit ? 'restoring' : 'checking'
        report = (done) => options.onProgress?.({ phase, done, total })
        continue
      }
      if (entryName !== expected[seen])
        throw new BackupError(
          expected[seen] === undefined
            ? `${name} is damaged: it holds ${entryName}, which its manifest does not name.`
            : `${name} is damaged: ${expected[seen]} should come next, but ${entryName} does.`,
        )
      const item =
        seen < manifest.tables.length ? manifest.tables[seen]! : manifest.media[seen - manifest.tables.length]!
      if (entry.size !== item.bytes)
        throw new BackupError(
          `${name} is damaged: ${entryName} is ${entry.size} bytes, its manifest says ${item.bytes}.`,
        )
      if ('columns' in item) await checkTable(name, bytes, item, options.visit)
      else await checkMedia(name, bytes, item, (n) => report((mediaDone += n)), options.visit)
      seen++
    }
  } catch (error) {
    if (error instanceof BackupError) throw error
    if (error instanceof ArchiveError && !manifest)
      throw new BackupError(`${name} is not an Infinaeon Hub backup: it is not a tar archive.`)
    if (error instanceof ArchiveError && error.kind === 'truncated')
      throw new BackupError(
        `${name} is truncated: it ends in the middle of ${expected[seen] ?? 'an entry'}. Was it copied completely?`,
      )
    if (error instanceof ArchiveError)
      throw new BackupError(`${name} is damaged: where ${expected[seen] ?? 'its end'} should begin, it holds no entry.`)
    const message = error instanceof Error ? error.message : String(error)
    throw new BackupError(`${name} could not be read: ${message}`)
  } finally {
    await archive.close()
  }
  if (!manifest) throw new BackupError(`${name} is not an Infinaeon Hub backup: it is empty.`)
  if (seen < expected.length)
    throw new BackupError(
      `${name} is truncated: it ends before ${expected[seen]} (${seen} of ${expected.length} entries).`,
    )
  return manifest
}

async function checkTable(
  name: string,
  entry: AsyncIterable<Buffer>,
  table: TableManifest,
  visit: BackupVisitor | undefined,
): Promise<void> {
  const hash = createHash('sha256')
  const decoder = new StringDecoder('utf8')
  const damaged = (why: string) => new BackupError(`${name} is damaged: ${tableEntry(table.name)} ${why}.`)
  let pending = ''
  let rows = 0
  let batch: unknown[][] = []
  const take = async (line: string) => {
    let row: unknown
    try {
      row = JSON.parse(line)
    } catch {
      throw damaged(`has a row that is not readable (row ${rows + 1})`)
    }
    if (!Array.isArray(row) || row.length !== table.columns.length)
      throw damaged(`has a row without its ${table.columns.length} columns (row ${rows + 1})`)
    rows++
    if (!visit) return
    batch.push(row)
    if (batch.length === ROWS_PER_BATCH) {
      await visit.rows(table, batch)
      batch = []
    }
  }
  for await (const chunk of entry) {
    hash.update(chunk)
    const lines = (pending + decoder.write(chunk)).split('\n')
    pending = lines.pop()!
    for (const line of lines) await take(line)
  }
  if ((pending + decoder.end()).length > 0) throw damaged('ends in the middle of a row')
  if (hash.digest('hex') !== table.sha256) throw damaged('does not match its checksum')
  if (rows !== table.rows) throw damaged(`holds ${rows} rows, its manifest says ${table.rows}`)
  if (visit && batch.length > 0) await visit.rows(table, batch)
}

async function checkMedia(
  name: string,
  entry: AsyncIterable<Buffer>,
  item: MediaManifest,
  onBytes: (n: number) => void,
  visit: BackupVisitor | undefined,
): Promise<void> {
  const hash = createHash('sha256')
  const temp = visit && path.join(visit.tempDir, `${randomUUID()}.part`)
  const out = temp ? await fs.open(temp, 'wx', 0o600) : undefined
  try {
    for await (const chunk of entry) {
      hash.update(chunk)
      if (out) await out.write(chunk)
      onBytes(chunk.length)
    }
    // On the disk before the restore's transaction commits rows that name it, power cut or not.
    await out?.sync()
  } finally {
    await out?.close()
  }
  if (hash.digest('hex') !== item.sha256) {
    if (temp) await fs.rm(temp, { force: true })
    throw new BackupError(`${name} is damaged: ${mediaEntry(item.key)} does not match its checksum.`)
  }
  if (visit && temp) await visit.media(item, temp)
}
