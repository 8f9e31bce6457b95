// Decorates the app with its config and database so every route plugin reads them the same way.
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'
import type { Db } from '../../db/server/connect.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Db
    /** Set only on the first start without ADMIN_PASSWORD, so server.ts can print it once. */
    generatedAdminPassword: string | undefined
  }
}

export default fp<{ config: Config; db: Db; generatedAdminPassword: string | undefined }>(
  async (app, options) => {
    const { config, db, generatedAdminPassword } = options
    app.decorate('config', config)
    app.decorate('db', db)
    app.decorate('generatedAdminPassword', generatedAdminPassword)
    app.addHook('onClose', async () => db.destroy())
  },
  { name: 'context' },
)
