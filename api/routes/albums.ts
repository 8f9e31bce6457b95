// Albums: the list, newest first, and the admin's edit and delete (the table marks
// those admin); a delete takes the album's tracks with it.
import type { FastifyPluginAsync } from 'fastify'
import { API } from '../../contract/api.ts'
import { listAlbums } from '../../db/server/albums.ts'
import { route } from '../route.ts'
import { readForm } from '../services/forms/read-form.ts'
import { editAlbum, removeAlbum } from '../services/music/album-editor.ts'

const albumRoutes: FastifyPluginAsync = async (app) => {
  const deps = () => ({ db: app.db, media: app.media })

  route(app, API.listAlbums, async () => listAlbums(app.db))

  route(app, API.updateAlbum, async (request) =>
    editAlbum(deps(), request.params.id, await readForm(request, API.updateAlbum)),
  )

  route(app, API.deleteAlbum, async (request, reply) => {
    await removeAlbum(deps(), request.params.id)
    return reply.status(204).send()
  })
}

export default albumRoutes
