// While a backup copies media, no stored file may go: a story deleted after the backup's snapshot
// still names its cover there. A running backup holds a lease (a settings row, so every process
// and the backup command see it, on either engine) that it renews while it works; the media sweep
// removes nothing while any lease is live (media-files.ts). A backup killed mid-way leaves a lease
// that simply runs out.
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from './connect.ts'
import { setSetting } from './settings.ts'

const LEASE_PREFIX = 'backup.lease.'
/** A lease lasts this long unless renewed; a backup renews it every minute. */
export const BACKUP_LEASE_MS = 10 * 60 * 1000
const RENEW_EVERY_MS = 60 * 1000

/** Epoch milliseconds as fixed-width text, so text order is time order on both engines. */
const stamp = (ms: number) => String(ms).padStart(16, '0')

/** True while no backup holds a live lease: the condition every media removal adds. */
export const noBackupRunning = (now: number) =>
  sql<boolean>`NOT EXISTS (SELECT 1 FROM settings WHERE key LIKE ${`${LEASE_PREFIX}%`} AND value > ${stamp(now)})`

/** Takes a lease, renews it until released. Committed before it returns: take it before the snapshot. */
export async function takeBackupLease(db: Db): Promise<{ release: () => Promise<void> }> {
  const key = `${LEASE_PREFIX}${randomUUID()}`
  const renew = () => setSetting(db, key, stamp(Date.now() + BACKUP_LEASE_MS))
  await renew()
  const timer = setInterval(() => void renew().catch(() => {}), RENEW_EVERY_MS)
  timer.unref()
  return {
    release: async () => {
      clearInterval(timer)
      await db.deleteFrom('settings').where('key', '=', key).execute()
    },
  }
}
