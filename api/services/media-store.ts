// The media folder: content-addressed files under mediaDir/<kind>/ (so URLs never change meaning
// and can be cached forever), written to mediaDir/tmp/ first and renamed into place, so a reader
// never sees half a file. Also maps our URLs back to files, and removes files nothing refers to.
import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { finished, pipeline } from 'node:stream/promises'
import { sql } from 'kysely'
import { fileTypeFromFile } from 'file-type'
import type { Db } from '../../db/server/connect.ts'
import { Errors } from '../errors.ts'

export const MEDIA_KINDS = ['covers', 'images', 'audio'] as const
export type MediaKind = (typeof MEDIA_KINDS)[number]

/** Every name we ever write: a SHA-256 and one of our extensions. Nothing else is served. */
export const MEDIA_FILE_NAME = /^[a-f0-9]{64}\.(jpg|png|webp|mp3|m4a|ogg|opus|wav|flac|webm)$/

/** What file-type may detect → the extension we store and the type we answer with. */
const AUDIO_TYPES: Record<string, { ext: string; mimeType: string }> = {
  mp3: { ext: 'mp3', mimeType: 'audio/mpeg' },
  m4a: { ext: 'm4a', mimeType: 'audio/mp4' },
  mp4: { ext: 'm4a', mimeType: 'audio/mp4' },
  ogg: { ext: 'ogg', mimeType: 'audio/ogg' },
  oga: { ext: 'ogg', mimeType: 'audio/ogg' },
  opus: { ext: 'opus', mimeType: 'audio/ogg' },
  wav: { ext: 'wav', mimeType: 'audio/wav' },
  flac: { ext: 'flac', mimeType: 'audio/flac' },
  webm: { ext: 'webm', mimeType: 'audio/webm' },
}

/** The Content-Type each stored extension is served with (send's guesses differ for flac, webm). */
export const MEDIA_TYPES: Record<string, string> = {
  jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp',
  mp3: 'audio/mpeg', m4a: 'audio/mp4', ogg: 'audio/ogg', opus: 'audio/ogg',
  wav: 'audio/wav', flac: 'audio/flac', webm: 'audio/webm',
}

const MB = 1024 * 1024

export function audioTooLarge(maxBytes: number) {
  return new Errors.TooLarge('Audio file', `${Math.round((maxBytes / MB) * 10) / 10} MB`)
}

export function mediaUrl(kind: MediaKind, fileName: string): string {
  return kind === 'audio' ? `/api/audio/${fileName}` : `/api/media/${kind}/${fileName}`
}

/** Our own URL → its file, or null for anything else (external links, odd names, traversal). */
export function mediaUrlToPath(mediaDir: string, url: string): string | null {
  const match = /^\/api\/(?:audio|media\/(covers|images|audio))\/([^/]+)$/.exec(url)
  if (!match) return null
  const kind = match[1] ?? 'audio'
  const fileName = match[2] ?? ''
  return MEDIA_FILE_NAME.test(fileName) ? path.join(mediaDir, kind, fileName) : null
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex')

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(() => true, () => false)
}

async function tempPath(mediaDir: string): Promise<string> {
  const dir = path.join(mediaDir, 'tmp')
  await fs.mkdir(dir, { recursive: true })
  return path.join(dir, `${randomUUID()}.part`)
}

/** Moves a finished temp file to kind/<name>; if that content is already there, drops the copy. */
async function moveIntoPlace(mediaDir: string, kind: MediaKind, temp: string, fileName: string): Promise<void> {
  const dir = path.join(mediaDir, kind)
  await fs.mkdir(dir, { recursive: true })
  const target = path.join(dir, fileName)
  if (await exists(target)) await fs.rm(temp, { force: true })
  else await fs.rename(temp, target)
}

export async function saveMediaBuffer(mediaDir: string, kind: MediaKind, data: Uint8Array, ext: string) {
  const fileName = `${sha256(data)}.${ext}`
  if (!MEDIA_FILE_NAME.test(fileName)) throw new Error(`media extension .${ext} is never served`)
  const url = mediaUrl(kind, fileName)
  if (await exists(path.join(mediaDir, kind, fileName))) return { fileName, url }
  const temp = await tempPath(mediaDir)
  try {
    const handle = await fs.open(temp, 'wx')
    try {
      await handle.writeFile(data)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await moveIntoPlace(mediaDir, kind, temp, fileName)
  } catch (error) {
    await fs.rm(temp, { force: true })
    throw error
  }
  return { fileName, url }
}

/**
 * Streams an upload to disk while hashing and counting it; never holds the file in memory.
 * Past maxBytes it stops reading (the source is unpiped, not destroyed, so the caller can still
 * answer 413 on the same connection) and throws TooLarge. Only real audio, by magic bytes, is kept.
 */
export async function saveAudioStream(mediaDir: string, source: Readable, maxBytes: number) {
  // Watch the source before the first await: a sender that goes away meanwhile must fail this
  // upload, not become an uncaught 'error' event.
  const sourceDone = finished(source, { readable: true, writable: false })
  sourceDone.catch(() => {})
  const temp = await tempPath(mediaDir)
  const hash = createHash('sha256')
  let size = 0
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length
      if (size > maxBytes) return callback(audioTooLarge(maxBytes))
      hash.update(chunk)
      callback(null, chunk)
    },
  })
  // pipe() rather than pipeline(): a failure must not destroy the request stream.
  source.pipe(meter)
  sourceDone.catch((error: unknown) => meter.destroy(error instanceof Error ? error : new Error(String(error))))
  try {
    await pipeline(meter, createWriteStream(temp, { flags: 'wx' }))
    const detected = await fileTypeFromFile(temp)
    const type = detected ? AUDIO_TYPES[detected.ext] : undefined
    if (!type) throw new Errors.AudioType()
    const fileName = `${hash.digest('hex')}.${type.ext}`
    await moveIntoPlace(mediaDir, 'audio', temp, fileName)
    return { url: mediaUrl('audio', fileName), mimeType: type.mimeType, size }
  } catch (error) {
    source.unpipe(meter)
    await fs.rm(temp, { force: true })
    throw error
  }
}

/** Every column that may hold one of our media URLs. */
const MEDIA_COLUMNS: Array<[table: string, columns: string[]]> = [
  ['stories', ['cover_image_url', 'cover_thumbnail_url', 'audio_file_url', 'audio_url']],
  ['series', ['cover_image_url']],
  ['albums', ['cover_image_url']],
  ['tracks', ['audio_file_url', 'cover_image_url']],
  ['characters', ['image_url']],
  ['background_music', ['audio_file_url']],
]

async function isReferenced(db: Db, url: string): Promise<boolean> {
  const checks = MEDIA_COLUMNS.map(([table, columns]) => {
    const matches = sql.join(columns.map((c) => sql`${sql.ref(c)} = ${url}`), sql` OR `)
    return sql`EXISTS (SELECT 1 FROM ${sql.table(table)} WHERE ${matches})`
  })
  const { rows } = await sql<{ used: number }>`SELECT (${sql.join(checks, sql` OR `)}) AS used`.execute(db)
  return rows[0]?.used === 1
}

/**
 * Call after the delete (or replace) has committed: removes each of our files that no row
 * refers to any more. Because names are content hashes, two rows may share one file.
 */
export async function deleteUnreferencedMedia(db: Db, mediaDir: string, urls: Array<string | null | undefined>) {
  for (const url of new Set(urls)) {
    if (!url) continue
    const file = mediaUrlToPath(mediaDir, url)
    if (file === null || (await isReferenced(db, url))) continue
    await fs.rm(file, { force: true })
  }
}
