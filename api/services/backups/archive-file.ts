// A backup archive on the disk, written and read through a few pieces of memory that every byte
// reuses: the bytes of 1 GB of media pass through the same 8 MB on their way in and the same 2 MB
// on their way out. Streams would hand each piece to the garbage collector instead, which frees
// them only once some 64 MB of them have piled up (V8's limit for memory outside its heap), and
// later on a busy machine: a backup's memory would then depend on the collector's timing rather
// than on this code. The format is tar (tar-format.ts).
import fs, { type FileHandle } from 'node:fs/promises'
import type { Readable } from 'node:stream'
import { BLOCK, decodeHeader, encodeHeader, paddingOf, type TarEntry } from './tar-format.ts'

/** Bytes are copied this much at a time: whole files stream through, and fewer pieces cost less. */
export const PIECE_BYTES = 1024 * 1024
/** Pieces a copy has under way at once (read, being written and hashed). */
const PIECES = 8

/** Where an entry's bytes come from: fills `into` from its start, answering how many it put there (0: no more). */
export type Source = (into: Buffer) => Promise<number>

/** The file's bytes from where it stands. */
export const fileSource =
  (handle: FileHandle): Source =>
  async (into) =>
    (await handle.read(into, 0, into.length, null)).bytesRead

/** A stream's bytes (a media store's object), copied out of the pieces it hands over. */
export function streamSource(stream: Readable): Source {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>
  let left: Buffer = Buffer.alloc(0)
  return async (into) => {
    let filled = 0
    while (filled < into.length) {
      if (left.length === 0) {
        const next = await chunks.next()
        if (next.done) break
        left = next.value
      }
      const copied = left.copy(into, filled)
      filled += copied
      left = left.subarray(copied)
    }
    return filled
  }
}

/** Sees each piece of an entry's bytes, in order; the piece is reused once the answer settles. */
export type Watch = (piece: Buffer) => Promise<unknown>

export class ArchiveWriter {
  /** The pieces' memory, shared: a hashing worker can read a piece where it lies (hash-worker.ts). */
  readonly memory = new SharedArrayBuffer(PIECES * PIECE_BYTES)
  private readonly pieces = Array.from({ length: PIECES }, (_, i) =>
    Buffer.from(this.memory, i * PIECE_BYTES, PIECE_BYTES),
  )
  private position = 0

  private constructor(private readonly handle: FileHandle) {}

  /** A new archive file (never an existing one), readable by its owner alone. */
  static async create(file: string): Promise<ArchiveWriter> {
    return new ArchiveWriter(await fs.open(file, 'wx', 0o600))
  }

  private async writeAll(bytes: Buffer): Promise<void> {
    const at = this.position
    this.position += bytes.length
    await this.handle.write(bytes, 0, bytes.length, at)
  }

  /** An entry of `size` bytes: `bytes` itself, or `size` bytes copied from a source through the pieces. */
  async add(name: string, size: number, bytes: Buffer | Source, watch?: Watch): Promise<void> {
    await this.writeAll(encodeHeader({ name, size }))
    if (Buffer.isBuffer(bytes)) await this.writeAll(bytes)
    else await this.copy(name, size, bytes, watch)
    await this.writeAll(Buffer.alloc(paddingOf(size)))
  }

  private async copy(name: string, size: number, source: Source, watch: Watch | undefined): Promise<void> {
    const free = [...this.pieces]
    // Pieces under way, oldest first, each answering itself once written and watched.
    const busy: Array<Promise<Buffer>> = []
    try {
      for (let copied = 0; copied < size;) {
        const piece = free.pop() ?? (await busy.shift()!)
        const filled = await source(piece.subarray(0, Math.min(PIECE_BYTES, size - copied)))
        if (filled === 0) throw new Error(`${name} ended after ${copied} of its ${size} bytes.`)
        const bytes = piece.subarray(0, filled)
        const at = this.position
        this.position += filled
        copied += filled
        const done = Promise.all([this.handle.write(bytes, 0, filled, at), watch?.(bytes)]).then(() => piece)
        // Heard when its turn comes (or in the allSettled below), never as an unhandled rejection.
        done.catch(() => {})
        busy.push(done)
      }
      await Promise.all(busy)
    } catch (error) {
      await Promise.allSettled(busy)
      throw error
    }
  }

  /** Ends the archive (two zero blocks) and puts it on the disk. */
  async finish(): Promise<void> {
    await this.writeAll(Buffer.alloc(2 * BLOCK))
    await this.handle.sync()
  }

  async close(): Promise<void> {
    await this.handle.close()
  }
}

/** Why an archive cannot be read on: it ends too soon, or what should be a header is not one. */
export class ArchiveError extends Error {
  constructor(readonly kind: 'truncated' | 'not-tar') {
    super(kind === 'truncated' ? 'The archive ends too soon.' : 'The archive holds something that is not tar.')
  }
}

export class ArchiveReader {
  /** Two pieces: one is read into while the other is with the caller. */
  private readonly pieces = [Buffer.allocUnsafe(PIECE_BYTES), Buffer.allocUnsafe(PIECE_BYTES)]
  private readonly header = Buffer.alloc(BLOCK)
  private nextHeaderAt = 0
  private dataAt = 0

  private constructor(private readonly handle: FileHandle) {}

  static async open(file: string): Promise<ArchiveReader> {
    return new ArchiveReader(await fs.open(file, 'r'))
  }

  private async readAt(into: Buffer, at: number): Promise<number> {
    return (await this.handle.read(into, 0, into.length, at)).bytesRead
  }

  /** The next entry, or null at the archive's end (its zero block, or the file's end between entries). */
  async next(): Promise<TarEntry | null> {
    const read = await this.readAt(this.header, this.nextHeaderAt)
    if (read === 0) return null
    if (read < BLOCK) throw new ArchiveError('truncated')
    const entry = decodeHeader(this.header)
    if (entry === 'end') return null
    if (!entry) throw new ArchiveError('not-tar')
    this.dataAt = this.nextHeaderAt + BLOCK
    this.nextHeaderAt = this.dataAt + entry.size + paddingOf(entry.size)
    return entry
  }

  /**
   * The bytes of the entry `next` answered last, in pieces of memory the reader reuses: a piece is
   * the caller's only until it asks for the next one (copy what must be kept).
   */
  async *bytes(entry: TarEntry): AsyncGenerator<Buffer> {
    const end = this.dataAt + entry.size
    let at = this.dataAt
    let turn = 0
    const readPiece = (from: number) => {
      const into = this.pieces[turn++ % 2]!.subarray(0, Math.min(PIECE_BYTES, end - from))
      return this.readAt(into, from).then((read) => ({ piece: into, read }))
    }
    let reading = at < end ? readPiece(at) : null
    while (reading) {
      const { piece, read } = await reading
      if (read < piece.length) throw new ArchiveError('truncated')
      at += read
      // The next piece is read while the caller works on this one.
      reading = at < end ? readPiece(at) : null
      if (reading) reading.catch(() => {})
      yield piece
    }
  }

  async close(): Promise<void> {
    await this.handle.close()
  }
}
