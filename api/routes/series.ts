// GET /api/series: every series, by title.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Series } from '../../db/schema/story.ts'
import { listSeries } from '../../db/server/series.ts'

const seriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: Type.Array(Series) } } }, async () => listSeries(app.db))
}

export default seriesRoutes
