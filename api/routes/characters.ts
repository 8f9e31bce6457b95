// Characters: the list, by name; the admin's add (a replay of the client's id answers
// the same character), edit and delete (the table marks those admin); and the picture upload,
// re-encoded without its metadata, whose address a character then uses as image_url.
import type { FastifyPluginAsync } from 'fastify'
import { API } from '../../contract/api.ts'
import { listCharacters } from '../../db/server/characters.ts'
import { route } from '../route.ts'
import { createCharacter, editCharacter, removeCharacter } from '../services/characters/character-writes.ts'
import { routeImageUpload } from './image-upload.ts'

const characterRoutes: FastifyPluginAsync = async (app) => {
  const deps = () => ({ db: app.db, media: app.media })

  route(app, API.listCharacters, async () => listCharacters(app.db))

  route(app, API.createCharacter, async (request, reply) => {
    const { character, created } = await createCharacter(deps(), request.body)
    return reply.status(created ? 201 : 200).send(character)
  })

  route(app, API.updateCharacter, async (request) => editCharacter(deps(), request.params.id, request.body))

  route(app, API.deleteCharacter, async (request, reply) => {
    await removeCharacter(deps(), request.params.id)
    return reply.status(204).send()
  })

  routeImageUpload(app, API.uploadCharacterImage)
}

export default characterRoutes
