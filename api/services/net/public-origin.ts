// The site's address for absolute links (feeds, link previews): the configured public origin
// behind a proxy, else the request's own.
import type { FastifyInstance, FastifyRequest } from 'fastify'

export const publicOrigin = (app: FastifyInstance, request: FastifyRequest): string =>
  app.config.publicOrigin ?? `${request.protocol}://${request.host}`
