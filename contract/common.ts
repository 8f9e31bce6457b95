// Atoms shared by every resource of the wire contract.
import { Type, type TSchema } from 'typebox'
import {
  COMMENT_MAX,
  CONTENT_MAX_CHARS,
  DESCRIPTION_MAX,
  megabytes,
  NAME_MAX,
  TITLE_MAX,
  USER_ID_MAX,
} from './limits.ts'

export const Uuid = Type.String({ format: 'uuid', maxLength: 36 })
export const IsoDate = Type.String({ maxLength: 40 })
export const URL_MAX = 2048
/** A URL the app can load: absolute http(s) or a same-origin path such as /api/media/... */
export const MediaUrl = Type.String({ maxLength: URL_MAX })
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

/**
 * How the server takes a file part of a form. memory: read whole, refused past maxBytes. stream:
 * handed, as it arrives, to where the route stores it, under the route's cap (a server setting such
 * as MAX_AUDIO_MB). `accept` is what the picker offers; the server goes by the file's bytes.
 */
export type FileIntake = { storage: 'memory'; maxBytes: number; accept: string } | { storage: 'stream'; accept: string }

/** The keyword that carries a part's intake: an OpenAPI extension (x-), so /api/docs stays valid. */
export const FILE_INTAKE = 'x-file'

/**
 * A file part of a multipart form: what the API description shows, and what the server's form
 * reader (api/services/forms) takes. `title` names it in a refusal ("The cover image is too large").
 */
export const FilePart = <const I extends FileIntake>(title: string, description: string, intake: I) => {
  const limit = intake.storage === 'memory' ? ` At most ${megabytes(intake.maxBytes)}.` : ''
  return Object.assign(
    Type.Unsafe<Blob>({ type: 'string', format: 'binary', title, description: `${description}${limit}` }),
    { [FILE_INTAKE]: intake },
  )
}

/** A blank form field: "not given" (on edit: unchanged; for the audio links: removed). */
export const Blank = Type.Literal('')
/** A number sent as form text ("3"); whole numbers are checked with multipleOf, never truncated. */
export const FormNumber = (options: { minimum: number; maximum: number; multipleOf?: number }, errorMessage: string) =>
  Type.Union([Type.Number(options), Blank], { errorMessage })

export const IdParams = Type.Object({ id: Uuid })

/**
 * Text a person must fill in (a JSON field): missing, blank (only spaces) or over `max` characters
 * is refused with `errorMessage`. The pattern finds one character that is not a space.
 */
export const RequiredText = (
  title: string,
  max: number,
  errorMessage = `${title} is required (at most ${max} characters).`,
) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S', title, errorMessage })

export { COMMENT_MAX, CONTENT_MAX_CHARS, DESCRIPTION_MAX, NAME_MAX, TITLE_MAX, USER_ID_MAX }

export const Faction = Type.Union([Type.Literal('knights'), Type.Literal('curve'), Type.Literal('neutral')])
