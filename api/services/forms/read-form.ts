// Reads the form of an endpoint of the table (bodyType 'form') through its body schema alone
// (form-shape.ts): multipart, or the text fields as a JSON object where the form needs no file.
// A memory part is read whole under its cap; a stream part goes, as it arrives, to the route's sink
// under the route's cap, once the text sent before it has passed checkFirst, so a refused form
// stores nothing. A file stored for a form that then fails waits, unclaimed, for the media sweep's
// grace period, like every unclaimed upload. Every refusal is worded by form-errors.ts.
import type { Readable } from 'node:stream'
import type { MultipartFile, MultipartValue } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { Endpoint } from '../../../contract/api.ts'
import type { FILE_INTAKE, FileIntake } from '../../../contract/common.ts'
import {
  asFormError,
  fieldTooLong,
  fileTooLarge,
  notText,
  tooManyFiles,
  unexpectedFile,
  type FormLimits,
} from './form-errors.ts'
import { formShape, type FormShape } from './form-shape.ts'
import { jsonFields } from './json-fields.ts'

export interface FormFile {
  filename: string
  data: Buffer
}

/** A streamed part: its file name and what the route's sink answered for it. */
export interface StoredFile<T> {
  filename: string
  saved: T
}

/** Where a stream part goes: the route's store, and its cap (a server setting such as MAX_AUDIO_MB). */
export interface StreamSink<T> {
  maxBytes: number
  /** Stores the file as it arrives, refusing it past maxBytes. */
  save: (file: Readable, maxBytes: number) => Promise<T>
}

type Properties<E> = E extends { body: { properties: infer P } } ? P : Record<never, never>
/** The names of E's file parts taken as S. */
type PartName<E, S extends FileIntake['storage']> = Extract<
  {
    [K in keyof Properties<E>]-?: Properties<E>[K] extends { [FILE_INTAKE]: { storage: S } } ? K : never
  }[keyof Properties<E>],
  string
>

/** The sinks of E's stream parts, one for each. */
export type StreamSinks<E> = { [K in PartName<E, 'stream'>]: StreamSink<unknown> }
/** What the sinks answer. */
type SavedBy<S> = S[keyof S] extends StreamSink<infer T> ? T : never

/** E's form as read; T: what its stream parts' sinks answered. */
export interface Form<E, T = never> {
  /** The text fields the schema names, as sent (JSON values as the text a form would carry). */
  fields: Record<string, string>
  files: { [K in PartName<E, 'memory'>]?: FormFile }
  stored: { [K in PartName<E, 'stream'>]?: StoredFile<T> }
}

export interface ReadFormOptions<S> {
  streams: S
  /** Checks the text sent before a stream part; throws to refuse the form before the file is stored. */
  checkFirst?: (fields: Record<string, string>) => void
}
/** A form with stream parts needs their sinks; one without takes no options. */
type OptionsArg<E, S> = [PartName<E, 'stream'>] extends [never] ? [] : [options: ReadFormOptions<S>]

/** The spec's own forms send a few fields no schema reads (a track's duration); up to this many are ignored. */
const UNREAD_FIELDS_ALLOWED = 8

function limitsOf(shape: FormShape, sinks: Record<string, StreamSink<unknown>>): FormLimits {
  const caps = Object.fromEntries(
    shape.files.map((file) => {
      if (file.intake.storage === 'memory') return [file.name, file.intake.maxBytes]
      const sink = sinks[file.name]
      if (!sink) throw new Error(`readForm: no sink for the stream part "${file.name}"`)
      return [file.name, sink.maxBytes]
    }),
  )
  return {
    caps,
    files: shape.files.length,
    fields: Object.keys(shape.texts).length + UNREAD_FIELDS_ALLOWED,
    // One byte past the largest cap: at its own limit busboy ends a file quietly (a cut file that
    // looks whole); readCapped and the sinks count the bytes and refuse it first.
    fileSize: Math.max(0, ...Object.values(caps)) + 1,
    fieldSize: shape.fieldMaxBytes,
  }
}

/** The file's bytes, refused past maxBytes without destroying the request (so 413 can still be answered). */
function readCapped(file: Readable, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= maxBytes) return void chunks.push(chunk)
      file.off('data', onData)
      file.pause()
      reject(tooLarge())
    }
    file.on('data', onData)
    file.once('end', () => resolve(Buffer.concat(chunks)))
    file.once('error', reject)
  })
}

interface Reading {
  shape: FormShape
  limits: FormLimits
  sinks: Record<string, StreamSink<unknown>>
  checkFirst?: (fields: Record<string, string>) => void
  fields: Record<string, string>
  files: Record<string, FormFile>
  stored: Record<string, StoredFile<unknown>>
}

function readText(part: MultipartValue, r: Reading): void {
  const schema = r.shape.texts[part.fieldname]
  if (!schema) return
  if (typeof part.value !== 'string') throw notText(part.fieldname)
  if (part.valueTruncated) throw fieldTooLong(part.fieldname, schema)
  // A browser sends every line break of a form's text as CRLF (the multipart encoding): kept as the
  // line breaks that were typed, the same text a JSON body carries.
  r.fields[part.fieldname] = part.value.replace(/\r\n?/g, '\n')
}

async function readFile(part: MultipartFile, r: Reading): Promise<void> {
  const file = r.shape.files.find((f) => f.name === part.fieldname)
  if (!file) throw unexpectedFile(part.fieldname, r.shape)
  // An empty file input (sent with an empty file name): no file chosen.
  if (!part.filename) return void part.file.resume()
  if (r.files[file.name] || r.stored[file.name]) throw tooManyFiles(r.shape)
  const cap = r.limits.caps[file.name]!
  if (file.intake.storage === 'memory') {
    const data = await readCapped(part.file, cap, () => fileTooLarge(file, r.limits))
    if (data.length > 0) r.files[file.name] = { filename: part.filename, data }
    return
  }
  r.checkFirst?.(r.fields)
  r.stored[file.name] = { filename: part.filename, saved: await r.sinks[file.name]!.save(part.file, cap) }
}

export async function readForm<E extends Endpoint, S extends StreamSinks<E>>(
  request: FastifyRequest,
  endpoint: E,
  ...[options]: OptionsArg<E, S>
): Promise<Form<E, SavedBy<S>>> {
  const shape = formShape(endpoint)
  const sinks: Record<string, StreamSink<unknown>> = options?.streams ?? {}
  const r: Reading = {
    shape,
    limits: limitsOf(shape, sinks),
    sinks,
    checkFirst: options?.checkFirst,
    fields: {},
    files: {},
    stored: {},
  }
  if (!request.isMultipart()) {
    // JSON carries text only. A form that needs a file is then one without it, which its service
    // refuses in the spec's words (AUDIO_REQUIRED, IMAGE_REQUIRED...).
    if (!shape.needsFile) {
      for (const [name, value] of Object.entries(jsonFields(request.body)))
        if (shape.texts[name]) r.fields[name] = value
    }
  } else {
    const { files, fields, fileSize, fieldSize } = r.limits
    try {
      for await (const part of request.parts({ limits: { files, fields, fileSize, fieldSize } })) {
        if (part.type === 'field') readText(part, r)
        else await readFile(part, r)
      }
    } catch (error) {
      throw asFormError(error, shape, r.limits)
    }
  }
  // Built part by part from E's own body schema (form-shape.ts), so it has E's parts.
  return { fields: r.fields, files: r.files, stored: r.stored } as Form<E, SavedBy<S>>
}
