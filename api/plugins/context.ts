// Decorates the app with its config, database and clock so every route plugin reads them the same way.
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'
import type { Db } from '../../db/server/connect.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Db
    /** Set only on the first start without ADMIN_PASSWORD, so server.ts can print it once. */
    generatedAdminPassword: string | undefined
    /** The time that decides releases and retries: the system's, or a test's clock. */
    now: () => Date
  }
}

export default fp<{ config: Config; db: Db; generatedAdminPassword: string | undefined; now?: () => Date }>(
  async (app, options) => {
    const { config, db, generatedAdminPassword } = options
    app.decorate('config', config)
    app.decorate('db', db)
    app.decorate('now', options.now ?? (() => new Date()))
    app.decorate('generatedAdminPassword', generatedAdminPassword)
    app.addHook('onClose', async () => db.destroy())
  },
  { name: 'context' },
)
