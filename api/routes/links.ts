// Links: the list, by sortOrder; the admin's add (last in the list; its page preview
// follows in the background), delete and reorder (the table marks those admin).
import type { FastifyPluginAsync } from 'fastify'
import { API } from '../../contract/api.ts'
import { listLinks } from '../../db/server/links.ts'
import { route } from '../route.ts'
import { createLink, removeLink, reorderLinks } from '../services/links/link-writes.ts'

const linkRoutes: FastifyPluginAsync = async (app) => {
  const deps = () => ({ db: app.db, media: app.media, previews: app.linkPreviews })

  route(app, API.listLinks, async () => listLinks(app.db))

  route(app, API.createLink, async (request, reply) => {
    const { link, created } = await createLink(deps(), request.body)
    return reply.status(created ? 201 : 200).send(link)
  })

  route(app, API.deleteLink, async (request, reply) => {
    await removeLink(deps(), request.params.id)
    return reply.status(204).send()
  })

  route(app, API.reorderLinks, async (request) => reorderLinks(deps(), request.body))
}

export default linkRoutes
