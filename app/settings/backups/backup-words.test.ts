import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../client/api-error.ts'
import type { BackupList, BackupSummary } from '../../../contract/backups.ts'
import {
  backupContents,
  backupsProblem,
  backupTime,
  jobPercent,
  jobWords,
  missingFilesLine,
  scheduleLine,
} from './backup-words.ts'
import { outcomeOf } from './backup-outcome.ts'

const backup = (name: string, checkedAt: string | null = '2026-12-05T14:30:01.000Z'): BackupSummary => ({
  name,
  createdAt: '2026-12-05T14:30:00.000Z',
  bytes: 4_404_019,
  stories: 3,
  tracks: 1,
  files: 40,
  missingFiles: 0,
  checkedAt,
})
const list = (fields: Partial<BackupList>): BackupList => ({
  backups: [],
  job: null,
  lastFailure: null,
  intervalHours: 24,
  keep: 7,
  ...fields,
})
const OLD = 'infinaeon-backup-20261204T143000.000Z.tar'
const NEW = 'infinaeon-backup-20261205T143000.000Z.tar'

describe("the Backups screen's words", () => {
  it('says when, how big and what a backup holds', () => {
    expect(backupTime('2026-12-05T14:30:00.000Z', 'en-GB', 'UTC')).toBe('5 Dec 2026, 14:30')
    expect(backupTime('not a time')).toBe('')
    expect(backupContents(backup(NEW))).toBe('4.2 MB · 3 stories · 1 track · 40 files')
    expect(backupContents({ bytes: 0, stories: 1, tracks: 0, files: 1 })).toBe('0 B · 1 story · 0 tracks · 1 file')
  })

  it('says what a backup lacks when the store had lost files it names', () => {
    expect(missingFilesLine(1)).toBe('1 file its rows name was missing from the media store and is not in it.')
    expect(missingFilesLine(3)).toBe('3 files its rows name were missing from the media store and are not in it.')
  })

  it('says the schedule in one line', () => {
    expect(scheduleLine(24, 7)).toBe('A backup is taken every 24 hours; the newest 7 are kept.')
    expect(scheduleLine(1, 1)).toBe('A backup is taken every hour; only the newest is kept.')
    expect(scheduleLine(0, 7)).toBe('Scheduled backups are off (BACKUP_INTERVAL_HOURS=0); the newest 7 are kept.')
  })

  it('says the phase of the backup being taken, with how far it has got', () => {
    expect(jobWords({ phase: 'rows', done: 3, total: 12 })).toBe('Reading tables')
    expect(jobPercent({ phase: 'rows', done: 3, total: 12 })).toBe(25)
    expect(jobWords({ phase: 'media', done: 45, total: 100 })).toBe('Copying media 45%')
    expect(jobWords({ phase: 'checking', done: 799, total: 1000 })).toBe('Checking 79%')
    // A phase with nothing to do is done; a count past its total is never over 100.
    expect(jobWords({ phase: 'media', done: 0, total: 0 })).toBe('Copying media 100%')
    expect(jobPercent({ phase: 'checking', done: 12, total: 10 })).toBe(100)
  })

  it('tells no connection from an ended session and from a refusal', () => {
    expect(backupsProblem(new ApiError(0, 'OFFLINE', 'offline'))).toEqual({ kind: 'offline' })
    expect(backupsProblem(new ApiError(0, 'NETWORK', 'Failed to fetch'))).toEqual({ kind: 'offline' })
    expect(backupsProblem(new ApiError(401, 'UNAUTHORIZED', '401: no'))).toEqual({ kind: 'signed-out' })
    expect(backupsProblem(new ApiError(500, 'INTERNAL', '500', 'The disk is full.'))).toEqual({
      kind: 'failed',
      message: 'The disk is full.',
    })
    expect(backupsProblem(new Error('boom'))).toEqual({
      kind: 'failed',
      message: 'The server did not answer as expected.',
    })
  })
})

describe('how a backup the admin started ended', () => {
  const watch = (askedAgain = false) => ({ before: new Set([OLD]), failureAt: null, askedAgain })

  it('is not said while the job runs', () => {
    expect(outcomeOf(list({ backups: [backup(OLD)], job: { phase: 'rows', done: 0, total: 1 } }), watch())).toBe(
      undefined,
    )
  })

  it('is "taken" only once the list shows the new backup, checked', () => {
    expect(outcomeOf(list({ backups: [backup(NEW), backup(OLD)] }), watch())).toEqual({ kind: 'taken', name: NEW })
    // Not checked: not a success; the list is asked once more, then it is missing.
    expect(outcomeOf(list({ backups: [backup(NEW, null), backup(OLD)] }), watch())).toBe('ask-again')
  })

  it('is "failed" when a new failure is listed', () => {
    const failed = list({ backups: [backup(OLD)], lastFailure: { at: '2026-12-05T14:30:02.000Z', message: 'No room' } })
    expect(outcomeOf(failed, watch())).toEqual({ kind: 'failed' })
    // The failure that was there before the press is not this backup's.
    expect(outcomeOf(failed, { ...watch(), failureAt: '2026-12-05T14:30:02.000Z' })).toBe('ask-again')
  })

  it('asks once more when the job has ended but the list does not show it yet, then says it is missing', () => {
    expect(outcomeOf(list({ backups: [backup(OLD)] }), watch())).toBe('ask-again')
    expect(outcomeOf(list({ backups: [backup(OLD)] }), watch(true))).toEqual({ kind: 'missing' })
  })
})
