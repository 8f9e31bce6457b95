// Runs the release worker for the app's lifetime: started when the app is ready (releasing what
// came due while it was down), stopped, after the release under way, when the app closes.
import fp from 'fastify-plugin'
import { ReleaseWorker } from '../services/stories/release-worker.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Call `kick()` after a transaction that scheduled a story commits. */
    releaseWorker: ReleaseWorker
  }
}

export default fp(
  async (app) => {
    const worker = new ReleaseWorker({
      db: app.db,
      now: app.now,
      log: app.log,
      onPushQueued: () => app.pushQueue.kick(),
    })
    app.decorate('releaseWorker', worker)
    app.addHook('onReady', async () => worker.start())
    app.addHook('onClose', async () => worker.stop())
  },
  { name: 'release-worker', dependencies: ['context', 'push-worker'] },
)
