// What a form's body schema (the endpoint table's entry) says to its reader: which parts are files
// and how each is taken (its FilePart's intake), which are text and how long each may be. The reader
// takes its parts, limits and wording from here and from nothing else.
import { Type, type TSchema } from 'typebox'
import type { Endpoint } from '../../../contract/api.ts'
import { FILE_INTAKE, type FileIntake } from '../../../contract/common.ts'

export interface FileSpec {
  name: string
  /** What a refusal calls it ("The cover image"). */
  title: string
  intake: FileIntake
}

export interface FormShape {
  files: FileSpec[]
  /** The text fields the form reads, by name. */
  texts: Record<string, TSchema>
  /** A required file part: the form cannot come as JSON (the description says multipart only). */
  needsFile: boolean
  /** Room for the longest text field; one longer than this is too long whatever its own limit. */
  fieldMaxBytes: number
  /** Room for every text field at its longest, sent as a JSON object. */
  textMaxBytes: number
}

/** UTF-8 takes at most 4 bytes for a character. */
const UTF8_MAX_BYTES = 4
/** JSON writes a control character in 6 bytes (\u001f). */
const JSON_CHAR_MAX_BYTES = 6
/** A field without a length of its own (a number, a flag, a choice) still gets this many characters. */
const SHORT_FIELD_CHARS = 256

type Described = TSchema & {
  title?: string
  maxLength?: number
  anyOf?: TSchema[]
  const?: unknown
  [FILE_INTAKE]?: FileIntake
}

/** The most characters a text field may hold: its maxLength, the longest of a union, a literal's own. */
export function longestText(schema: TSchema): number {
  const s = schema as Described
  if (typeof s.maxLength === 'number') return s.maxLength
  if (typeof s.const === 'string') return s.const.length
  if (s.anyOf) return Math.max(...s.anyOf.map(longestText))
  return SHORT_FIELD_CHARS
}

export function formShape(endpoint: Pick<Endpoint, 'body'>): FormShape {
  const body = endpoint.body && Type.IsObject(endpoint.body) ? endpoint.body : undefined
  const required = new Set(body?.required ?? [])
  const files: FileSpec[] = []
  const texts: Record<string, TSchema> = {}
  for (const [name, schema] of Object.entries(body?.properties ?? {})) {
    const intake = (schema as Described)[FILE_INTAKE]
    if (intake) files.push({ name, title: (schema as Described).title ?? `The file "${name}"`, intake })
    else texts[name] = schema
  }
  const longest = Object.entries(texts).map(([name, schema]) => ({ name, chars: longestText(schema) }))
  return {
    files,
    texts,
    needsFile: files.some((file) => required.has(file.name)),
    fieldMaxBytes: UTF8_MAX_BYTES * Math.max(SHORT_FIELD_CHARS, ...longest.map((field) => field.chars)),
    // Each field as "name":"value", every character at its longest JSON escape (\u001f).
    textMaxBytes: longest.reduce((sum, field) => sum + JSON_CHAR_MAX_BYTES * (field.name.length + field.chars + 4), 0),
  }
}
