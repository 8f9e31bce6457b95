// Every series, by title.
import type { FastifyPluginAsync } from 'fastify'
import { API } from '../../contract/api.ts'
import { listSeries } from '../../db/server/series.ts'
import { route } from '../route.ts'

const seriesRoutes: FastifyPluginAsync = async (app) => {
  route(app, API.listSeries, async () => listSeries(app.db))
}

export default seriesRoutes
