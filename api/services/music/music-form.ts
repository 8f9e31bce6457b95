// Reads the music forms (hub.md §7): PUT /api/albums/{id} (text and an optional coverImage, or the
// text as JSON) and POST /api/tracks (text, audioFile and an optional coverImage). The audio streams
// to the media store as it arrives (never held whole) and is kept only if it is audio within
// MAX_AUDIO_MB whose duration can be read; text sent before it is checked first, so a refused form
// stores nothing. A cover is read into memory under FORM_FILE_MAX_BYTES. An audio file stored for a
// form that then fails waits, unclaimed, for the media sweep's grace period, like every unclaimed
// upload.
import type { Readable } from 'node:stream'
import type { FastifyRequest } from 'fastify'
import { DESCRIPTION_MAX } from '../../../db/schema/common.ts'
import { Errors } from '../../errors.ts'
import { audioTooLarge, type MediaStore } from '../media/media-store.ts'
import { asFormError } from '../net/form-errors.ts'
import { jsonFields } from '../net/json-fields.ts'
import { FORM_FILE_MAX_BYTES } from '../stories/story-form.ts'
import { readDuration } from './audio-duration.ts'

export interface MusicForm {
  fields: Record<string, string>
  coverImage?: Buffer
  /** The stored audio file and its length read from it (the track form only). */
  audio?: { url: string; duration: string }
}

export interface AudioPart {
  media: MediaStore
  maxBytes: number
  /** Checks the text that came before the file; throws to refuse the form before storing it. */
  checkFirst: (fields: Record<string, string>) => void
}

/** Enough UTF-8 for the longest text field, a description; past it the field is too long anyway. */
const FIELD_MAX_BYTES = 4 * DESCRIPTION_MAX
const MB = 1024 * 1024
const coverTooLarge = () => new Errors.TooLarge('The cover image', `${FORM_FILE_MAX_BYTES / MB} MB`)

/** The file's bytes, refused past maxBytes without destroying the request (so 413 can still be answered). */
function readCapped(file: Readable, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= maxBytes) return void chunks.push(chunk)
      file.off('data', onData)
      file.pause()
      reject(coverTooLarge())
    }
    file.on('data', onData)
    file.once('end', () => resolve(Buffer.concat(chunks)))
    file.once('error', reject)
  })
}

/** `audio`: the form carries the track's audioFile; without it an audio part is refused. */
export async function readMusicForm(request: FastifyRequest, what: string, audio?: AudioPart): Promise<MusicForm> {
  // A JSON body carries the text only.
  if (!request.isMultipart()) return { fields: jsonFields(request.body, what) }
  const form: MusicForm = { fields: {} }
  const fileFields = audio ? 'audioFile or coverImage' : 'coverImage'
  try {
    // fileSize one byte past the audio cap: at its own limit busboy ends a file quietly (a cut file
    // that looks whole); saveAudio and readCapped count the bytes and refuse it first.
    const limits = { fileSize: (audio?.maxBytes ?? FORM_FILE_MAX_BYTES) + 1, fieldSize: FIELD_MAX_BYTES, files: 2, fields: 20, parts: 22 }
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw new Errors.BadInput(`Field "${part.fieldname}" must be text.`)
        if (part.valueTruncated) throw new Errors.BadInput(`The field "${part.fieldname}" is too long.`)
        form.fields[part.fieldname] = part.value
      } else if (!part.filename) {
        // An empty file input (sent with an empty file name): no file chosen.
        part.file.resume()
      } else if (part.fieldname === 'coverImage') {
        const data = await readCapped(part.file, FORM_FILE_MAX_BYTES)
        if (data.length > 0) form.coverImage = data
      } else if (audio && part.fieldname === 'audioFile') {
        if (form.audio) throw new Errors.BadInput('Send one audio file per track.')
        audio.checkFirst(form.fields)
        let duration = ''
        const { url } = await audio.media.saveAudio(part.file, audio.maxBytes, async (file) => { duration = await readDuration(file) })
        form.audio = { url, duration }
      } else {
        throw new Errors.BadInput(`Unexpected file field "${part.fieldname}": send ${fileFields}.`)
      }
    }
  } catch (error) {
    throw asFormError(error, () => (audio ? audioTooLarge(audio.maxBytes) : coverTooLarge()))
  }
  return form
}
