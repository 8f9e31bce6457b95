// The app's media store (app.media: the media folder, or a bucket with MEDIA_STORE=s3) and its
// housekeeping: on start, files already stored join the ledger; then every hour unused media past
// its grace period, expired rate-limit counters, expired admin sessions and pairing links, and what
// the server holds of readers unseen for 2 years (the privacy policy's promise) are removed. The
// first round runs at start, after the ledger is complete.
import fp from 'fastify-plugin'
import { deleteExpiredSlots } from '../../db/server/rate-limits.ts'
import { deleteExpiredSessions } from '../../db/server/sessions.ts'
import { deleteExpiredPairings } from '../../db/server/profile-pairings.ts'
import { deleteInactiveReaders } from '../../db/server/inactive-readers.ts'
import { openBlobStore } from '../services/media/open-blob-store.ts'
import { MediaStore } from '../services/media/media-store.ts'

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStore
  }
}

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000

export default fp(
  async (app) => {
    const blobs = await openBlobStore(app.config)
    const media = new MediaStore(app.db, app.config.mediaDir, app.config.mediaGraceMs, blobs)
    app.decorate('media', media)

    async function housekeeping() {
      try {
        await media.sweep()
        await deleteExpiredSlots(app.db)
        await deleteExpiredSessions(app.db)
        await deleteExpiredPairings(app.db)
        await deleteInactiveReaders(app.db)
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
    app.addHook('onClose', async () => {
      clearInterval(timer)
      blobs.close?.()
    })
  },
  { name: 'media', dependencies: ['context'] },
)
