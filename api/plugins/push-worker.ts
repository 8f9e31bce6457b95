// Runs the push fan-out worker for the app's lifetime: VAPID keys loaded (or made) once, the queue
// started when the app is ready and stopped, after its in-flight sends, when the app closes.
import fp from 'fastify-plugin'
import { PushQueue } from '../services/push/push-queue.ts'
import { loadVapidKeys } from '../services/push/vapid.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Call `kick()` after a transaction that enqueued notifications commits. */
    pushQueue: PushQueue
    /** The VAPID public key browsers subscribe with (base64url). */
    vapidPublicKey: string
  }
}

export default fp(
  async (app) => {
    const vapid = await loadVapidKeys(app.db, app.config)
    const queue = new PushQueue({ db: app.db, vapid, log: app.log, now: app.now })
    app.decorate('pushQueue', queue)
    app.decorate('vapidPublicKey', vapid.publicKey)
    app.addHook('onReady', async () => queue.start())
    app.addHook('onClose', async () => queue.stop())
  },
  { name: 'push-worker', dependencies: ['context'] },
)
