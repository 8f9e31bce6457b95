// app.backups (api/services/backups/backups.ts) and the schedule: every few minutes each process
// asks the database whether a scheduled backup is due (db/server/backup-schedule.ts), so with
// several processes on one PostgreSQL database exactly one takes it. BACKUP_INTERVAL_HOURS=0: none.
import fp from 'fastify-plugin'
import { claimScheduledBackup } from '../../db/server/backup-schedule.ts'
import { Backups } from '../services/backups/backups.ts'

declare module 'fastify' {
  interface FastifyInstance {
    backups: Backups
  }
}

/** How often a process asks whether a scheduled backup is due (at most). */
const ASK_EVERY_MS = 5 * 60 * 1000

export default fp(
  async (app) => {
    const { backupDir, backupKeep, backupIntervalHours, databaseUrl } = app.config
    const backups = new Backups({
      db: app.db,
      databaseUrl,
      blobs: app.media.blobs,
      dir: backupDir,
      keep: backupKeep,
      intervalHours: backupIntervalHours,
      log: app.log,
    })
    app.decorate('backups', backups)
    let timer: NodeJS.Timeout | undefined
    app.addHook('onClose', async () => {
      clearInterval(timer)
      await backups.idle()
    })
    if (backupIntervalHours <= 0) return

    const intervalMs = backupIntervalHours * 60 * 60 * 1000
    async function askIfDue() {
      try {
        if (await claimScheduledBackup(app.db, intervalMs)) await backups.start()
      } catch (error) {
        app.log.error({ err: error }, 'could not ask whether a scheduled backup is due; asking again shortly')
      }
    }
    app.addHook('onReady', async () => {
      void askIfDue()
      timer = setInterval(() => void askIfDue(), Math.min(ASK_EVERY_MS, intervalMs)).unref()
    })
  },
  { name: 'backups', dependencies: ['media'] },
)
