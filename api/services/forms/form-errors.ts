// How every form refuses, in one wording: a file past its cap (413 naming the part and its cap), a
// second file or too many fields (413), a file field the form does not have (400 naming the ones it
// has), text past its length (400 in the schema's words). Our own 4xx pass through; anything else
// is a broken or truncated form (400). A form refused before it was read closes its connection.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { TSchema } from 'typebox'
import { megabytes } from '../../../contract/limits.ts'
import { Errors } from '../../errors.ts'
import { fieldMessage } from '../../schema-errors.ts'
import { longestText, type FileSpec, type FormShape } from './form-shape.ts'

/** What the multipart parser is told, and each file part's cap (its own, or its route's). */
export interface FormLimits {
  caps: Record<string, number>
  files: number
  fields: number
  fileSize: number
  fieldSize: number
}

const quoted = (files: FileSpec[], joiner: string) => files.map((file) => `"${file.name}"`).join(joiner)

export const fileTooLarge = (file: FileSpec, limits: FormLimits) =>
  new Errors.TooLarge(file.title, megabytes(limits.caps[file.name]!))

export function unexpectedFile(name: string, shape: FormShape): Error {
  const takes = shape.files.length ? quoted(shape.files, ' or ') : 'no file'
  return new Errors.BadInput(`Unexpected file field "${name}": this form takes ${takes}.`)
}

/** A second file where the form takes one: the parser counts the files, the reader each part's. */
export function tooManyFiles(shape: FormShape): Error {
  const each = shape.files.length > 1 ? 'each ' : ''
  return new Errors.TooLarge(
    'The form',
    shape.files.length ? `one file ${each}as ${quoted(shape.files, ' and ')}` : 'no file',
  )
}

export const tooManyFields = (limits: FormLimits) => new Errors.TooLarge('The form', `${limits.fields} text fields`)

/** Text the parser cut at its field size: longer than any field may be, so too long for its own. */
export const fieldTooLong = (name: string, schema: TSchema) =>
  new Errors.BadInput(
    fieldMessage({ keyword: 'maxLength', params: { limit: longestText(schema) }, message: 'too long' }, schema, name),
  )

export const notText = (name: string) => new Errors.BadInput(`Field "${name}" must be text.`)

export function asFormError(error: unknown, shape: FormShape, limits: FormLimits): Error {
  const e = error as { statusCode?: number; code?: string; message?: string; part?: { fieldname?: string } }
  if (e.code === 'FST_REQ_FILE_TOO_LARGE') {
    const file =
      shape.files.find((f) => f.name === e.part?.fieldname) ??
      shape.files.reduce((a, b) => (limits.caps[a.name]! >= limits.caps[b.name]! ? a : b))
    return fileTooLarge(file, limits)
  }
  if (e.code === 'FST_FILES_LIMIT') return tooManyFiles(shape)
  if (e.code === 'FST_FIELDS_LIMIT' || e.code === 'FST_PARTS_LIMIT') return tooManyFields(limits)
  if (typeof e.statusCode === 'number' && e.statusCode < 500) return error as Error
  return new Errors.BadMultipart(e.message ?? 'the form data is incomplete')
}

/**
 * A form route's handler that, when it fails with the form left unread (refused early), closes the
 * connection, which stops the client sending the rest.
 */
export function closingUnreadForm<R extends FastifyRequest, A>(
  handle: (request: R, reply: FastifyReply) => Promise<A>,
) {
  return async (request: R, reply: FastifyReply): Promise<A> => {
    try {
      return await handle(request, reply)
    } catch (error) {
      if (!request.raw.readableEnded) reply.header('connection', 'close')
      throw error
    }
  }
}
