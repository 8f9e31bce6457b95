// The admin's backups (issue 58): what GET /api/backups answers, and the name a backup is
// downloaded by. Taking one runs on the server; the list says how far it has got.
import { Type, type Static } from 'typebox'

/** `infinaeon-backup-<time>[-<why>].tar`: the only names the folder lists or serves. */
export const BACKUP_FILE_NAME = '^infinaeon-backup-[0-9]{8}T[0-9]{6}[.][0-9]{3}Z(-[a-z]+)*[.]tar$'

export const BackupName = Type.String({ pattern: BACKUP_FILE_NAME, maxLength: 80 })

export const BackupSummary = Type.Object({
  name: BackupName,
  createdAt: Type.String({ format: 'date-time' }),
  bytes: Type.Integer({ minimum: 0 }),
  stories: Type.Integer({ minimum: 0 }),
  tracks: Type.Integer({ minimum: 0 }),
  files: Type.Integer({ minimum: 0 }),
  /** Files rows named that the media store no longer had when it was taken (left out). */
  missingFiles: Type.Integer({ minimum: 0 }),
  /** When it was read back and every hash matched; null: never checked (a file put there by hand). */
  checkedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
})
export type BackupSummary = Static<typeof BackupSummary>

export const BackupJob = Type.Object({
  phase: Type.Union([Type.Literal('rows'), Type.Literal('media'), Type.Literal('checking')]),
  /** Bytes of media copied or checked so far, of `total` (tables: tables written, of all). */
  done: Type.Number({ minimum: 0 }),
  total: Type.Number({ minimum: 0 }),
})
export type BackupJob = Static<typeof BackupJob>

export const BackupFailure = Type.Object({
  at: Type.String({ format: 'date-time' }),
  message: Type.String(),
})

export const BackupList = Type.Object({
  backups: Type.Array(BackupSummary),
  /** The backup being taken now, if any. */
  job: Type.Union([BackupJob, Type.Null()]),
  /** The last backup that failed, when no backup has succeeded since. */
  lastFailure: Type.Union([BackupFailure, Type.Null()]),
  /** Hours between scheduled backups (0: none) and how many are kept. */
  intervalHours: Type.Number({ minimum: 0 }),
  keep: Type.Integer({ minimum: 1 }),
})
export type BackupList = Static<typeof BackupList>

export const BackupNameParams = Type.Object({ name: BackupName })
