// GET /api/sync?since=&limit=: pages of changes to every synced table (DESIGN §3 Contract).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { SYNC_PAGE_DEFAULT, SyncPage, SyncQuery } from '../../db/schema/sync.ts'
import { readSyncPage } from '../services/sync/sync-page.ts'

const syncRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { querystring: SyncQuery, response: { 200: SyncPage } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store')
    return readSyncPage(app.db, Number(request.query.since ?? 0), request.query.limit ?? SYNC_PAGE_DEFAULT)
  })
}

export default syncRoutes
