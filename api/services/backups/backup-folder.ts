// The backup folder (BACKUP_DIR): backups are named by the time they were taken, so name order is
// time order. Each one checked after it was written has a small note beside it
// (`<name>.checked`, the time of the check); the list reads each archive's manifest (its first
// entry) for what it holds. Only names of this form are listed, served or pruned.
import fs from 'node:fs/promises'
import path from 'node:path'
import { BACKUP_FILE_NAME, type BackupSummary } from '../../../contract/backups.ts'
import { backupCounts, MANIFEST_ENTRY, type Manifest } from './manifest.ts'
import { ArchiveReader } from './archive-file.ts'
import { MANIFEST_MAX_BYTES, readAll } from './read-backup.ts'

const NAME = new RegExp(BACKUP_FILE_NAME)
export const isBackupName = (name: string): boolean => NAME.test(name)

/** `infinaeon-backup-20261205T143000.123Z[-why].tar` */
export function backupName(at: Date, why?: string): string {
  const time = at.toISOString().replace(/[-:]/g, '')
  return `infinaeon-backup-${time}${why ? `-${why}` : ''}.tar`
}

const checkNote = (file: string) => `${file}.checked`

export async function markChecked(file: string, at = new Date()): Promise<void> {
  await fs.writeFile(checkNote(file), `${at.toISOString()}\n`, { mode: 0o600 })
}

/** The manifest at the head of an archive, without reading the rest. */
export async function readManifestOnly(file: string): Promise<Manifest | null> {
  const archive = await ArchiveReader.open(file).catch(() => null)
  if (!archive) return null
  try {
    const entry = await archive.next()
    if (entry?.name !== MANIFEST_ENTRY || entry.size > MANIFEST_MAX_BYTES) return null
    return JSON.parse((await readAll(archive.bytes(entry))).toString('utf8')) as Manifest
  } catch {
    return null
  } finally {
    await archive.close()
  }
}

export async function listBackups(dir: string): Promise<BackupSummary[]> {
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter(isBackupName).sort().reverse()
  const found: BackupSummary[] = []
  for (const name of names) {
    const file = path.join(dir, name)
    const [stat, manifest, checked] = await Promise.all([
      fs.stat(file).catch(() => null),
      readManifestOnly(file),
      fs.readFile(checkNote(file), 'utf8').catch(() => null),
    ])
    if (!stat || !manifest) continue
    found.push({
      name,
      createdAt: manifest.createdAt,
      bytes: stat.size,
      ...backupCounts(manifest),
      checkedAt: checked?.trim() || null,
    })
  }
  return found
}

/** What a backup killed mid-way leaves (write-backup.ts): `.<name>.<pid>.part`, `.backup-staging-<pid>-…`. */
const LEFTOVER = /^\.(?:infinaeon-backup-.*\.(\d+)\.part|backup-staging-(\d+)-.*)$/
/** A leftover is removed once this old and its process is gone (a live backup renews its files). */
const LEFTOVER_AGE_MS = 60 * 60 * 1000

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Removes the oldest backups past `keep`, with their notes, and what killed backups left. */
export async function pruneBackups(dir: string, keep: number, now = Date.now()): Promise<string[]> {
  const entries = await fs.readdir(dir).catch(() => [] as string[])
  const gone = entries.filter(isBackupName).sort().reverse().slice(keep)
  for (const name of gone) {
    await fs.rm(path.join(dir, name), { force: true })
    await fs.rm(checkNote(path.join(dir, name)), { force: true })
  }
  for (const name of entries) {
    const match = LEFTOVER.exec(name)
    if (!match || processAlive(Number(match[1] ?? match[2]))) continue
    const stat = await fs.stat(path.join(dir, name)).catch(() => null)
    if (stat && now - stat.mtimeMs > LEFTOVER_AGE_MS)
      await fs.rm(path.join(dir, name), { recursive: true, force: true })
  }
  return gone
}
