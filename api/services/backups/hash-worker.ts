// Hashes the media a backup copies in a worker thread of its own, beside the copy: SHA-256 of every
// byte on the one JavaScript thread would add its whole time to the backup's (some 200 to 300 ms per
// 385 MB here), while the copy itself runs mostly outside that thread (the reads and writes in
// libuv's threads and the kernel). Each piece is moved to the worker, hashed there and moved back on
// its way to the archive, in order; at most MAX_WAITING pieces are away at once, past that the copy
// waits for the worker, so memory stays flat however slow the hash.
import { Transform } from 'node:stream'
import { Worker } from 'node:worker_threads'

/** Pieces with the worker at once, at most (media are read 1 MB at a time). */
const MAX_WAITING = 8

/**
 * What the worker runs: it hashes the pieces it is sent, in order, and sends each back; `'end'`
 * ends the file and answers its hex digest. A code string, in CommonJS: it runs the same from the
 * TypeScript source (tests, bench) and from the server's build, which has no file for a worker.
 */
const WORKER_CODE = `
const { parentPort } = require('node:worker_threads')
const { createHash } = require('node:crypto')
let hash = createHash('sha256')
parentPort.on('message', (piece) => {
  if (piece !== 'end') {
    hash.update(piece)
    parentPort.postMessage(piece, [piece.buffer])
    return
  }
  parentPort.postMessage(hash.digest('hex'))
  hash = createHash('sha256')
})
`

type Done = (error: Error | null) => void

export interface Hasher {
  /**
   * A pass-through for one file (one at a time) that has the worker hash what flows, counting it
   * into `onBytes`; it ends once all is hashed, and `digest` then answers the hex SHA-256.
   */
  watch(onBytes: (n: number) => void): { through: Transform; digest: () => string | undefined }
  /** Stops the worker; always called, also when the backup fails, so the process can exit. */
  close(): Promise<void>
}

export function startHasher(): Hasher {
  const worker = new Worker(WORKER_CODE, { eval: true })
  let through: Transform | null = null
  let waiting = 0
  // The copy, held back while MAX_WAITING pieces are away; the file's end, waiting for its digest.
  let held: Done | null = null
  let ending: ((error: Error | null, digest?: string) => void) | null = null
  let failure: Error | null = null

  worker.on('message', (message: Uint8Array | string) => {
    if (typeof message === 'string') {
      const end = ending
      ending = null
      end?.(null, message)
      return
    }
    waiting--
    through?.push(Buffer.from(message.buffer, message.byteOffset, message.byteLength))
    const go = held
    held = null
    go?.(null)
  })
  // A worker that stops fails the file under way rather than leaving it waiting forever.
  const fail = (error: Error) => {
    failure ??= error
    const [go, end] = [held, ending]
    held = ending = null
    go?.(failure)
    end?.(failure)
  }
  worker.on('error', fail)
  worker.on('exit', () => fail(new Error('The hashing worker stopped.')))

  return {
    watch(onBytes) {
      let digest: string | undefined
      through = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          if (failure) return callback(failure)
          // Moved, not copied, when the piece owns its memory whole (as a file's pieces do);
          // anything else (a slice of a larger buffer) is copied first.
          const piece =
            chunk.byteOffset === 0 &&
            chunk.byteLength === chunk.buffer.byteLength &&
            chunk.buffer instanceof ArrayBuffer
              ? chunk
              : new Uint8Array(chunk)
          // Counted before it is moved: moving empties `chunk`.
          onBytes(chunk.length)
          worker.postMessage(piece, [piece.buffer as ArrayBuffer])
          if (++waiting < MAX_WAITING) callback()
          else held = callback
        },
        flush(callback) {
          if (failure) return callback(failure)
          // The digest comes after every piece has come back: the file is then whole downstream.
          ending = (error, hex) => {
            digest = hex
            callback(error)
          }
          worker.postMessage('end')
        },
      })
      return { through, digest: () => digest }
    },
    close: async () => {
      await worker.terminate()
    },
  }
}
