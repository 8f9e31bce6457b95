// The picture uploads (a story text's picture, a character's): one multipart `image`, stored
// through the image pipeline (one JPEG within 800×800, its metadata removed) and answered 201 with
// its address. Stored unclaimed: kept once a row names it, else swept after the grace period.
import type { FastifyInstance } from 'fastify'
import { API } from '../../contract/api.ts'
import { Errors } from '../errors.ts'
import { route } from '../route.ts'
import { readForm } from '../services/forms/read-form.ts'
import { saveImage } from '../services/media/images.ts'

type ImageUpload = typeof API.uploadStoryPicture | typeof API.uploadCharacterImage

export function routeImageUpload(app: FastifyInstance, endpoint: ImageUpload): void {
  route(app, endpoint, async (request, reply) => {
    const { files } = await readForm(request, endpoint)
    if (!files.image) throw new Errors.ImageRequired()
    return reply.status(201).send(await saveImage(app.media, files.image.data))
  })
}
