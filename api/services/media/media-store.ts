// Stored media: content-addressed objects under <kind>/ (so URLs never change meaning and can be
// cached forever; their addresses are contract/media-urls.ts) in a blob store (blob-store.ts: the
// media folder, or an S3 bucket), each written to <dir>/tmp/ first and stored only once finished,
// so a reader never sees half a file. Every save renews the file's ledger row first, and files are
// removed only by sweep(), which follows the rule of db/server/media-files.ts, so a file in use is
// never lost.
import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream, type WriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { finished, pipeline } from 'node:stream/promises'
import { fileTypeFromFile } from 'file-type'
import type { Db } from '../../../db/server/connect.ts'
import {
  adoptMediaFiles,
  deleteIfUnused,
  listUnusedMedia,
  recordMediaWrite,
  unknownMedia,
} from '../../../db/server/media-files.ts'
import { Errors } from '../../errors.ts'
import { FolderStore, type BlobStore } from './blob-store.ts'
import { AUDIO_FORMATS } from '../../../contract/audio-formats.ts'
import {
  isOwnMediaUrl,
  MEDIA_FILE_NAME,
  MEDIA_KINDS,
  MEDIA_TYPES,
  mediaUrl,
  mediaUrlToKey,
  type MediaKind,
} from '../../../contract/media-urls.ts'
import { megabytes } from '../../../contract/limits.ts'

// Read through here by the EPUB books (api/services/epub/), which name the key of a story's cover.
export { mediaUrlToKey } from '../../../contract/media-urls.ts'

/** What file-type may detect → the audio format we store it as (contract/audio-formats.ts). */
const AUDIO_TYPES = new Map(AUDIO_FORMATS.flatMap((format) => format.sniffed.map((name) => [name, format] as const)))

export function audioTooLarge(maxBytes: number) {
  return new Errors.TooLarge('Audio file', megabytes(maxBytes))
}

/** Resolves once the file stream has let go of its file (destroying it if it is still open). */
function closed(writer: WriteStream): Promise<void> {
  if (writer.closed) return Promise.resolve()
  const done = new Promise<void>((resolve) => writer.once('close', () => resolve()))
  writer.destroy()
  return done
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex')

/** A metered copy of `source`: counts and hashes what passes, fails past maxBytes. */
function meter(maxBytes: number) {
  const hash = createHash('sha256')
  let size = 0
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length
      if (size > maxBytes) return callback(audioTooLarge(maxBytes))
      hash.update(chunk)
      callback(null, chunk)
    },
  })
  return { stream, size: () => size, digest: () => hash.digest('hex') }
}

export class MediaStore {
  constructor(
    readonly db: Db,
    readonly dir: string,
    /** Unreferenced files younger than this are kept: an upload waiting for its story, say. */
    readonly graceMs: number,
    /** Where finished files go; `dir` then holds only uploads being written (tmp/). */
    readonly blobs: BlobStore = new FolderStore(dir),
  ) {}

  async saveBuffer(kind: MediaKind, data: Uint8Array, ext: string): Promise<{ fileName: string; url: string }> {
    const fileName = `${sha256(data)}.${ext}`
    if (!MEDIA_FILE_NAME.test(fileName)) throw new Error(`media extension .${ext} is never served`)
    const url = mediaUrl(kind, fileName)
    await recordMediaWrite(this.db, url)
    if ((await this.blobs.size(`${kind}/${fileName}`)) !== null) return { fileName, url }
    const temp = await this.tempPath()
    try {
      const handle = await fs.open(temp, 'wx')
      try {
        await handle.writeFile(data)
        await handle.sync()
      } finally {
        await handle.close()
      }
      await this.blobs.putFile(`${kind}/${fileName}`, temp, MEDIA_TYPES[ext]!)
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
   * `check` reads the whole file before it is kept (a track's duration, say): if it throws, the
   * upload is refused and nothing is stored, not even a ledger row.
   */
  async saveAudio(
    source: Readable,
    maxBytes: number,
    check?: (file: string) => Promise<void>,
  ): Promise<{ url: string; mimeType: string; size: number }> {
    // Watch the source before the first await: a sender that goes away meanwhile must fail this
    // upload, not become an uncaught 'error' event.
    const sourceDone = finished(source, { readable: true, writable: false })
    sourceDone.catch(() => {})
    const temp = await this.tempPath()
    const metered = meter(maxBytes)
    // pipe() rather than pipeline(): a failure must not destroy the request stream.
    source.pipe(metered.stream)
    sourceDone.catch((error: unknown) =>
      metered.stream.destroy(error instanceof Error ? error : new Error(String(error))),
    )
    const writer = createWriteStream(temp, { flags: 'wx' })
    try {
      await pipeline(metered.stream, writer)
      const detected = await fileTypeFromFile(temp)
      const type = detected ? AUDIO_TYPES.get(detected.ext) : undefined
      if (!type) throw new Errors.AudioType()
      await check?.(temp)
      const fileName = `${metered.digest()}.${type.ext}`
      const url = mediaUrl('audio', fileName)
      await recordMediaWrite(this.db, url)
      await this.blobs.putFile(`audio/${fileName}`, temp, type.mimeType)
      return { url, mimeType: type.mimeType, size: metered.size() }
    } catch (error) {
      source.unpipe(metered.stream)
      // A sender gone early fails the pipeline while the file may still be opening: it is removed
      // once the writer has closed, or an empty part would be left behind.
      await closed(writer)
      await fs.rm(temp, { force: true })
      throw error
    }
  }

  /**
   * Removes unused files: among `urls` (what a delete or replace just let go of), or every one.
   * Each removal is decided and done inside one transaction (see db/server/media-files.ts).
   */
  async sweep(urls?: ReadonlyArray<string | null | undefined>, now = Date.now()): Promise<number> {
    const cutoff = now - this.graceMs
    const ours = urls && [...new Set(urls)].filter(isOwnMediaUrl)
    let removed = 0
    for (const url of await listUnusedMedia(this.db, cutoff, ours)) {
      await this.db.transaction().execute(async (trx) => {
        if (!(await deleteIfUnused(trx, url, cutoff))) return
        await this.blobs.remove(mediaUrlToKey(url)!)
        removed++
      })
    }
    if (!urls) await this.removeStaleTempFiles(cutoff)
    return removed
  }

  /** On start: files already stored join the ledger (a data folder from before it existed). */
  async adoptExistingFiles(): Promise<void> {
    for (const kind of MEDIA_KINDS) {
      const names = await this.blobs.list(kind)
      await adoptMediaFiles(
        this.db,
        names.filter((name) => MEDIA_FILE_NAME.test(name)).map((name) => mediaUrl(kind, name)),
      )
    }
  }

  /** Half-written uploads a crash left behind. */
  private async removeStaleTempFiles(cutoff: number): Promise<void> {
    const tmp = path.join(this.dir, 'tmp')
    for (const name of await fs.readdir(tmp).catch(() => [])) {
      const stat = await fs.stat(path.join(tmp, name)).catch(() => null)
      if (stat && stat.mtimeMs < cutoff) await fs.rm(path.join(tmp, name), { force: true })
    }
  }

  private async tempPath(): Promise<string> {
    const dir = path.join(this.dir, 'tmp')
    await fs.mkdir(dir, { recursive: true })
    return path.join(dir, `${randomUUID()}.part`)
  }
}

/**
 * Call inside the transaction that makes a row refer to `urls`: every one of our URLs among them
 * must still be in the ledger, so a sweep can no longer remove it once this commits.
 */
export async function claimMedia(trx: Db, urls: ReadonlyArray<string | null | undefined>): Promise<void> {
  if ((await unknownMedia(trx, [...new Set(urls)].filter(isOwnMediaUrl))).length > 0) throw new Errors.MediaMissing()
}
