// Atoms shared by every resource of the wire contract.
import { Type, type TSchema } from 'typebox'

export const Uuid = Type.String({ format: 'uuid', maxLength: 36 })
export const IsoDate = Type.String({ maxLength: 40 })
export const URL_MAX = 2048
/** A URL the app can load: absolute http(s) or a same-origin path such as /api/media/... */
export const MediaUrl = Type.String({ maxLength: URL_MAX })
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

/** A file part of a multipart form (for the API description; the server reads the bytes). */
export const FilePart = (description: string) => Type.Unsafe<Blob>({ type: 'string', format: 'binary', description })

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
export const RequiredText = (title: string, max: number, errorMessage = `${title} is required (at most ${max} characters).`) =>
  Type.String({ minLength: 1, maxLength: max, pattern: '\\S', title, errorMessage })

import { COMMENT_MAX, CONTENT_MAX_CHARS, DESCRIPTION_MAX, NAME_MAX, TITLE_MAX, USER_ID_MAX } from './limits.ts'
export { COMMENT_MAX, CONTENT_MAX_CHARS, DESCRIPTION_MAX, NAME_MAX, TITLE_MAX, USER_ID_MAX }

export const Faction = Type.Union([Type.Literal('knights'), Type.Literal('curve'), Type.Literal('neutral')])
