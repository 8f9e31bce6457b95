// Reads the background music upload (hub.md §5): a multipart form with the file `audio` and the
// text `title`. The file streams to the media store as it arrives (never held whole) and is kept
// only if it is audio within MAX_AUDIO_MB; one that no row then claims (the title came after it
// and was blank, say) is left to the media sweep's grace period, like every unclaimed upload.
import type { FastifyRequest } from 'fastify'
import { TITLE_MAX } from '../../../db/schema/common.ts'
import { Errors } from '../../errors.ts'
import { audioTooLarge, type MediaStore } from '../media/media-store.ts'
import { asFormError } from '../net/form-errors.ts'
import { UUID_PATTERN } from '../../../db/schema/uuid.ts'

export interface BackgroundMusicUpload {
  /** The client's id for it (a replay answers the track already made). */
  id?: string
  title: string
  /** The uploaded file's own name, as the admin's device called it. */
  filename: string
  audioFileUrl: string
}

/** Enough UTF-8 for TITLE_MAX characters; past it the title is too long anyway. */
const TITLE_FIELD_MAX_BYTES = 4 * TITLE_MAX
const isBlank = (title: string) => title.trim() === ''
const titleTooLong = () => new Errors.BadInput(`The title is too long: at most ${TITLE_MAX} characters.`)

export async function readBackgroundMusicUpload(
  request: FastifyRequest, media: MediaStore, maxBytes: number,
): Promise<BackgroundMusicUpload> {
  // A JSON body cannot carry the file.
  if (!request.isMultipart()) throw new Errors.MissingInformation()
  let title: string | undefined
  let id: string | undefined
  let audio: { filename: string; url: string } | undefined
  try {
    // fileSize one byte past the cap: at its own limit busboy ends the file quietly (a cut file that
    // looks whole); saveAudio counts the bytes and refuses it first.
    const limits = { fileSize: maxBytes + 1, files: 1, fields: 8, parts: 9, fieldSize: TITLE_FIELD_MAX_BYTES }
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (part.fieldname === 'id' && typeof part.value === 'string' && part.value !== '') {
          if (!UUID_PATTERN.test(part.value)) throw new Errors.BadInput('id must be a background music id (a UUID).')
          id = part.value.toLowerCase()
        }
        if (part.fieldname !== 'title') continue
        if (typeof part.value !== 'string') throw new Errors.BadInput('The title must be text.')
        if (part.valueTruncated) throw titleTooLong()
        title = part.value
      } else if (part.fieldname !== 'audio') {
        throw new Errors.BadInput(`Unexpected file field "${part.fieldname}": send the file as "audio".`)
      } else if (!part.filename) {
        // An empty file input (sent with an empty file name, or none): no file chosen. A chosen
        // file always has its name, which the row keeps.
        part.file.resume()
      } else {
        // A blank title sent before the file: refuse before storing anything.
        if (title !== undefined && isBlank(title)) throw new Errors.MissingInformation()
        audio = { filename: part.filename, url: (await media.saveAudio(part.file, maxBytes)).url }
      }
    }
  } catch (error) {
    throw asFormError(error, () => audioTooLarge(maxBytes))
  }
  if (!audio || title === undefined || isBlank(title)) throw new Errors.MissingInformation()
  if (title.length > TITLE_MAX) throw titleTooLong()
  return { id, title, filename: audio.filename, audioFileUrl: audio.url }
}
