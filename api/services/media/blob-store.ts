// Where stored media bytes live, by key (`<kind>/<file name>`): the local media folder (the
// default) or an S3-compatible bucket (s3-store.ts). Names are content hashes, so an object is
// written once and never changes; the ledger and the deletion rule stay in media-store.ts.
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

export interface BlobStore {
  /** The stored object's size, or null when there is none. */
  size(key: string): Promise<number | null>
  /**
   * Stores a finished local file under `key` and removes the file. An object already stored
   * under the key holds the same bytes (the key is their hash), so it is kept as it is.
   */
  putFile(key: string, file: string, contentType: string): Promise<void>
  /** The object's bytes, or bytes start..end (inclusive); `chunkBytes`: how much to read at a time. */
  read(key: string, range?: { start: number; end: number }, chunkBytes?: number): Promise<Readable>
  remove(key: string): Promise<void>
  /** The names stored under `<prefix>/`. */
  list(prefix: string): Promise<string[]>
  /** Lets go of connections, if the store holds any. */
  close?(): void
}

export class FolderStore implements BlobStore {
  constructor(readonly dir: string) {}

  async size(key: string): Promise<number | null> {
    const stat = await fs.stat(path.join(this.dir, key)).catch(() => null)
    return stat?.isFile() ? stat.size : null
  }

  /** A rename within one file system: a reader never sees half a file. */
  async putFile(key: string, file: string): Promise<void> {
    const target = path.join(this.dir, key)
    await fs.mkdir(path.dirname(target), { recursive: true })
    if ((await this.size(key)) !== null) await fs.rm(file, { force: true })
    else await fs.rename(file, target)
  }

  async read(key: string, range?: { start: number; end: number }, chunkBytes?: number): Promise<Readable> {
    return createReadStream(path.join(this.dir, key), { ...range, highWaterMark: chunkBytes })
  }

  async remove(key: string): Promise<void> {
    await fs.rm(path.join(this.dir, key), { force: true })
  }

  async list(prefix: string): Promise<string[]> {
    return fs.readdir(path.join(this.dir, prefix)).catch(() => [])
  }
}
