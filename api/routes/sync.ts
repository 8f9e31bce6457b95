// Pages of changes to every synced table.
import type { FastifyPluginAsync } from 'fastify'
import { API } from '../../contract/api.ts'
import { SYNC_PAGE_DEFAULT } from '../../contract/sync.ts'
import { route } from '../route.ts'
import { readSyncPage } from '../services/sync/sync-page.ts'

const syncRoutes: FastifyPluginAsync = async (app) => {
  route(app, API.sync, async (request, reply) => {
    reply.header('Cache-Control', 'no-store')
    const view = await app.storyViewOf(request)
    return readSyncPage(app.db, request.query.since ?? '0', request.query.limit ?? SYNC_PAGE_DEFAULT, view)
  })
}

export default syncRoutes
