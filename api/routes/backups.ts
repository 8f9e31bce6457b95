// The admin's backups: the list (with the one being taken), Back up now, and a download. Admin
// only, from the endpoint table: anyone else is answered 401 before a name is looked at.
import { createReadStream } from 'node:fs'
import type { FastifyPluginAsync } from 'fastify'
import { API } from '../../contract/api.ts'
import { Errors } from '../errors.ts'
import { route } from '../route.ts'

const backupRoutes: FastifyPluginAsync = async (app) => {
  route(app, API.listBackups, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store')
    return app.backups.list()
  })

  route(app, API.startBackup, async (_request, reply) => {
    void app.backups.start()
    reply.header('Cache-Control', 'no-store')
    return app.backups.list()
  })

  route(app, API.downloadBackup, async (request, reply) => {
    const file = await app.backups.fileOf(request.params.name)
    if (!file) throw new Errors.NotFound('Backup')
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', `attachment; filename="${request.params.name}"`)
      .type('application/x-tar')
      .send(createReadStream(file))
  })
}

export default backupRoutes
