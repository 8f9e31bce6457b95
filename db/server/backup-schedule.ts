// One scheduled backup per interval, however many processes share the database: each process asks
// every few minutes, and only the one whose update moves the "last taken" time takes it (the
// others find the row already moved; PostgreSQL makes a second updater wait, then re-check). The
// last failure is kept beside it, for the admin's screen, whichever process failed.
import { sql } from 'kysely'
import type { Db } from './connect.ts'
import { getSetting, setSetting } from './settings.ts'

const LAST_TAKEN = 'backup.scheduled_at'
const LAST_FAILURE = 'backup.last_failure'

const stamp = (ms: number) => String(ms).padStart(16, '0')

/** True for the one caller that may take the backup now; the first is due an interval after the first ask. */
export async function claimScheduledBackup(db: Db, intervalMs: number, now = Date.now()): Promise<boolean> {
  await db
    .insertInto('settings')
    .values({ key: LAST_TAKEN, value: stamp(now) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
  const claimed = await db
    .updateTable('settings')
    .set({ value: stamp(now) })
    .where('key', '=', LAST_TAKEN)
    .where(sql<boolean>`value <= ${stamp(now - intervalMs)}`)
    .returning('key')
    .executeTakeFirst()
  return claimed !== undefined
}

export interface BackupFailureNote {
  at: string
  message: string
}

export async function noteBackupFailure(db: Db, failure: BackupFailureNote | null): Promise<void> {
  if (failure) await setSetting(db, LAST_FAILURE, JSON.stringify(failure))
  else await db.deleteFrom('settings').where('key', '=', LAST_FAILURE).execute()
}

export async function lastBackupFailure(db: Db): Promise<BackupFailureNote | null> {
  const text = await getSetting(db, LAST_FAILURE)
  return text ? (JSON.parse(text) as BackupFailureNote) : null
}
