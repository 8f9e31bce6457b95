// Reads the story form of POST/PUT /api/stories: multipart (the spec's form, with coverImage and
// storyFile) or a JSON object with the same text fields (replayed admin edits without files).
// Files are read into memory under a small cap; a broken or truncated form is a 400.
import type { FastifyRequest } from 'fastify'
import { Errors } from '../../errors.ts'
import { asFormError } from '../net/form-errors.ts'
import { jsonFields } from '../net/json-fields.ts'

export const FORM_FILE_MAX_BYTES = 10 * 1024 * 1024
export const FORM_FIELD_MAX_BYTES = 8 * 1024 * 1024
const FILE_FIELDS = ['coverImage', 'storyFile'] as const
type FileField = (typeof FILE_FIELDS)[number]

export interface FormFile {
  filename: string
  data: Buffer
}

export interface StoryForm {
  fields: Record<string, string>
  files: Partial<Record<FileField, FormFile>>
}

export async function readStoryForm(request: FastifyRequest): Promise<StoryForm> {
  if (!request.isMultipart()) return { fields: jsonFields(request.body, 'the story'), files: {} }
  const form: StoryForm = { fields: {}, files: {} }
  try {
    for await (const part of request.parts({
      limits: { fileSize: FORM_FILE_MAX_BYTES, fieldSize: FORM_FIELD_MAX_BYTES, files: 2, fields: 40, parts: 42 },
    })) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw new Errors.BadInput(`Field "${part.fieldname}" must be text.`)
        if (part.valueTruncated) throw new Errors.TooLarge(`The field "${part.fieldname}"`, '8 MB')
        form.fields[part.fieldname] = part.value
        continue
      }
      if (!(FILE_FIELDS as readonly string[]).includes(part.fieldname)) {
        throw new Errors.BadInput(`Unexpected file field "${part.fieldname}": send coverImage or storyFile.`)
      }
      const data = await part.toBuffer()
      if (data.length > 0) form.files[part.fieldname as FileField] = { filename: part.filename, data }
    }
  } catch (error) {
    throw asFormError(error, () => new Errors.TooLarge('A file in the form', '10 MB'))
  }
  return form
}
