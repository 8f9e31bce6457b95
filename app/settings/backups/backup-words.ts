// The Backups screen's words: a backup's time, size and what it holds, the schedule, the progress
// of the one being taken, and why the list cannot be shown.
import type { BackupJob } from '../../../contract/backups.ts'
import { ApiError } from '../../../client/api-error.ts'
import { formatBytes } from '../../lib/bytes.ts'

/** "5 Dec 2026, 14:30" in the person's locale and time zone ('' for a time that is not one). */
export function backupTime(iso: string, locale?: string, timeZone?: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone })
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`

/** "4.2 MB · 3 stories · 12 tracks · 40 files" */
export function backupContents(backup: { bytes: number; stories: number; tracks: number; files: number }): string {
  return [
    formatBytes(backup.bytes),
    count(backup.stories, 'story', 'stories'),
    count(backup.tracks, 'track', 'tracks'),
    count(backup.files, 'file', 'files'),
  ].join(' · ')
}

/** A backup that left out files the store no longer had: what a restore of it will lack. */
export function missingFilesLine(missing: number): string {
  return `${count(missing, 'file', 'files')} its rows name ${missing === 1 ? 'was' : 'were'} missing from the media store and ${missing === 1 ? 'is' : 'are'} not in it.`
}

/** The schedule in one line, as the server's settings say it. */
export function scheduleLine(intervalHours: number, keep: number): string {
  const kept = keep === 1 ? 'only the newest is kept' : `the newest ${keep} are kept`
  if (intervalHours <= 0) return `Scheduled backups are off (BACKUP_INTERVAL_HOURS=0); ${kept}.`
  const every = intervalHours === 1 ? 'every hour' : `every ${intervalHours} hours`
  return `A backup is taken ${every}; ${kept}.`
}

/** How far a job has got in its phase, 0–100 (a phase with nothing to do is done). */
export function jobPercent(job: BackupJob): number {
  if (job.total <= 0) return 100
  return Math.max(0, Math.min(100, Math.floor((job.done / job.total) * 100)))
}

/** The phase in words: "Reading tables", "Copying media 45%", "Checking 80%". */
export function jobWords(job: BackupJob): string {
  if (job.phase === 'rows') return 'Reading tables'
  if (job.phase === 'media') return `Copying media ${jobPercent(job)}%`
  return `Checking ${jobPercent(job)}%`
}

/** Why the list could not be had: no connection, the admin's session ended, or the server's refusal. */
export type BackupsProblem = { kind: 'offline' } | { kind: 'signed-out' } | { kind: 'failed'; message: string }

export function backupsProblem(error: unknown): BackupsProblem {
  if (error instanceof ApiError && error.status === 401) return { kind: 'signed-out' }
  if (error instanceof ApiError && error.status === 0) return { kind: 'offline' }
  const said = error instanceof ApiError ? (error.serverMessage ?? error.statusText) : ''
  return { kind: 'failed', message: said || 'The server did not answer as expected.' }
}

/** What the screen says for each problem: its line, and what to do. */
export const PROBLEM_TEXT = {
  offline: {
    title: 'Backups need a connection to the server.',
    hint: 'They are shown again as soon as this device is back online.',
  },
  'signed-out': {
    title: 'Your admin session has ended.',
    hint: 'Backups are for the admin only. Sign in again to see and take them.',
  },
  failed: { title: 'The backups could not be listed.', hint: '' },
} as const satisfies Record<BackupsProblem['kind'], { title: string; hint: string }>
