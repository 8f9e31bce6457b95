// A backup is one tar archive: `manifest.json` first, then every table's rows (`tables/<name>.ndjson`,
// one JSON array per row, in the manifest's column order) and every media file the rows refer to
// (`media/<kind>/<content name>`). The manifest says what the archive must hold, to the byte: a
// restore checks every entry against it before it writes anything.
import fs from 'node:fs'
import path from 'node:path'
import { MIGRATIONS } from '../../../db/server/connect.ts'
import { PROJECT_ROOT } from '../../project-root.ts'

export const BACKUP_FORMAT = 'infinaeon-hub-backup'
/** Raised when the archive's layout changes; a restore refuses a format newer than its own. */
export const BACKUP_FORMAT_VERSION = 1
/** The database schema the rows are in: the newest migration (PostgreSQL's mirror it: same-schema test). */
export const SCHEMA_VERSION = Object.keys(MIGRATIONS).at(-1)!

export const MANIFEST_ENTRY = 'manifest.json'
export const tableEntry = (table: string) => `tables/${table}.ndjson`
export const mediaEntry = (key: string) => `media/${key}`

export interface TableManifest {
  name: string
  columns: string[]
  rows: number
  bytes: number
  sha256: string
}

export interface MediaManifest {
  /** `<kind>/<file name>`, as the media store keys it. */
  key: string
  bytes: number
  sha256: string
}

export interface Manifest {
  format: typeof BACKUP_FORMAT
  formatVersion: number
  appVersion: string
  schemaVersion: string
  createdAt: string
  source: { engine: 'sqlite' | 'postgres'; media: 'folder' | 's3' }
  tables: TableManifest[]
  media: MediaManifest[]
  /** Files rows referred to that the store no longer had when the backup was taken. */
  missingMedia: string[]
}

/** What the admin's list shows of a backup. */
export function backupCounts(manifest: Manifest) {
  const rows = (name: string) => manifest.tables.find((t) => t.name === name)?.rows ?? 0
  return {
    stories: rows('stories'),
    tracks: rows('tracks'),
    files: manifest.media.length,
    missingFiles: manifest.missingMedia?.length ?? 0,
  }
}

/** What a backup's contents are compared by: everything but when and where it was taken. */
export const contentOf = ({ createdAt: _, source: __, appVersion: ___, ...content }: Manifest) => content

export const APP_VERSION = (
  JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }
).version

/** Where a long backup or restore has got to: bytes, for a progress bar. */
export interface BackupProgress {
  phase: 'rows' | 'media' | 'checking' | 'loading' | 'restoring'
  done: number
  total: number
}
export type OnProgress = (progress: BackupProgress) => void

/** A backup that cannot be taken or read, said so a person can act on it. */
export class BackupError extends Error {
  override name = 'BackupError'
}
