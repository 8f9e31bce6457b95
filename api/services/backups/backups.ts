// The server's backups: the admin's "Back up now" and the scheduled ones, one at a time per
// process, each written to BACKUP_DIR, checked whole before it gets its name, then marked checked
// and the oldest past BACKUP_KEEP removed. A failure is logged loudly and kept for the admin's
// screen until a backup succeeds.
import fs from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { lastBackupFailure, noteBackupFailure } from '../../../db/server/backup-schedule.ts'
import type { BackupJob, BackupList } from '../../../contract/backups.ts'
import { backupName, isBackupName, listBackups, markChecked, pruneBackups } from './backup-folder.ts'
import { writeBackup, type BackupSource } from './write-backup.ts'

export interface BackupsSettings extends BackupSource {
  dir: string
  keep: number
  intervalHours: number
  log: FastifyBaseLogger
}

/** A failure in words the admin can act on: the folder's own problems name the folder and the setting. */
function failureText(error: unknown, dir: string): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  if (code && ['ENOTDIR', 'EACCES', 'EPERM', 'EROFS', 'ENOENT', 'EEXIST'].includes(code))
    return `The backup folder ${dir} cannot be written (${code}): check BACKUP_DIR and its permissions.`
  if (code === 'ENOSPC') return `The disk holding the backup folder ${dir} is full: free some space or move BACKUP_DIR.`
  return error instanceof Error ? error.message : String(error)
}

export class Backups {
  private job: BackupJob | null = null
  private running: Promise<void> | null = null

  constructor(private readonly settings: BackupsSettings) {}

  /** Starts a backup unless one is running; resolves when it ends (never rejects). */
  start(why?: string): Promise<void> {
    this.running ??= this.take(why).finally(() => {
      this.running = null
      this.job = null
    })
    return this.running
  }

  async list(): Promise<BackupList> {
    const { db, dir, keep, intervalHours } = this.settings
    return {
      backups: await listBackups(dir),
      job: this.job,
      lastFailure: await lastBackupFailure(db),
      intervalHours,
      keep,
    }
  }

  /** The file of a backup in the folder, or null (a name of another form is never looked up). */
  async fileOf(name: string): Promise<string | null> {
    if (!isBackupName(name)) return null
    const file = path.join(this.settings.dir, name)
    return (await fs.stat(file).catch(() => null))?.isFile() ? file : null
  }

  /** Resolves once no backup is being taken. */
  async idle(): Promise<void> {
    await this.running
  }

  private async take(why?: string): Promise<void> {
    const { db, dir, keep, log } = this.settings
    const file = path.join(dir, backupName(new Date(), why))
    this.job = { phase: 'rows', done: 0, total: 1 }
    try {
      const manifest = await writeBackup(this.settings, file, {
        onProgress: ({ phase, done, total }) => {
          if (phase === 'rows' || phase === 'media' || phase === 'checking') this.job = { phase, done, total }
        },
      })
      await markChecked(file)
      await noteBackupFailure(db, null)
      await pruneBackups(dir, keep)
      log.info({ backup: path.basename(file), media: manifest.media.length }, 'backup taken and checked')
      if (manifest.missingMedia.length > 0)
        log.warn({ missing: manifest.missingMedia }, 'the backup left out media files the store no longer had')
    } catch (error) {
      const message = failureText(error, dir)
      log.error({ err: error }, `BACKUP FAILED: ${message}`)
      await noteBackupFailure(db, { at: new Date().toISOString(), message }).catch(() => {})
    }
  }
}
