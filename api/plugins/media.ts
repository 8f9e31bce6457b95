// The app's media store (app.media) and its housekeeping: on start, files already on disk join
// the ledger; then every hour unused media past its grace period, expired rate-limit counters and
// expired admin sessions are removed. The first round runs at start, after the ledger is complete.
import fp from 'fastify-plugin'
import { deleteExpiredSlots } from '../../db/server/rate-limits.ts'
import { deleteExpiredSessions } from '../../db/server/sessions.ts'
import { MediaStore } from '../services/media/media-store.ts'

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStore
  }
}

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000

export default fp(async (app) => {
  const media = new MediaStore(app.db, app.config.mediaDir, app.config.mediaGraceMs)
  app.decorate('media', media)

  async function housekeeping() {
    try {
      await media.sweep()
      await deleteExpiredSlots(app.db)
      await deleteExpiredSessions(app.db)
    } catch (error) {
      app.log.error({ err: error }, 'housekeeping failed; it runs again in an hour')
    }
  }

  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    await media.adoptExistingFiles()
    await housekeeping()
    timer = setInterval(() => void housekeeping(), HOUSEKEEPING_INTERVAL_MS).unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
}, { name: 'media', dependencies: ['context'] })
