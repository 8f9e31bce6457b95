// Reads POST /api/upload/character-image (hub.md §7): a multipart form whose file field `image` is
// the picture, read into memory under FORM_FILE_MAX_BYTES (past it: 413). Other text fields are
// ignored; another file field is refused.
import type { FastifyRequest } from 'fastify'
import { Errors } from '../../errors.ts'
import { asFormError } from '../net/form-errors.ts'
import { FORM_FILE_MAX_BYTES } from '../stories/story-form.ts'

const MB = 1024 * 1024
const imageTooLarge = () => new Errors.TooLarge('The image', `${FORM_FILE_MAX_BYTES / MB} MB`)

/** The picture's bytes; ImageRequired when the form has none. */
export async function readCharacterImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new Errors.ImageRequired()
  let image: Buffer | undefined
  try {
    for await (const part of request.parts({ limits: { fileSize: FORM_FILE_MAX_BYTES, files: 1, fields: 8, parts: 9, fieldSize: 1024 } })) {
      if (part.type === 'field') continue
      if (part.fieldname !== 'image') throw new Errors.BadInput(`Unexpected file field "${part.fieldname}": send the picture as "image".`)
      const data = await part.toBuffer()
      if (data.length > 0) image = data
    }
  } catch (error) {
    throw asFormError(error, imageTooLarge)
  }
  if (!image) throw new Errors.ImageRequired()
  return image
}
