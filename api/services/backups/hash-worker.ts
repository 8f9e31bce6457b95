// Hashes the media a backup copies in a worker thread of its own, beside the copy: SHA-256 of every
// byte on the one JavaScript thread would add its whole time to the backup's (some 200 to 300 ms per
// 385 MB here), while the copy itself runs mostly outside that thread (the reads and writes in
// libuv's threads and the kernel). The worker reads each piece where it lies, in the archive
// writer's shared memory (archive-file.ts): nothing is copied or moved, and the writer reuses a
// piece once the worker has answered for it.
import { Worker } from 'node:worker_threads'

/**
 * What the worker runs: it is handed the shared memory once, then hashes the pieces it is told
 * of ([offset, length]) in order, answering each; `'end'` ends the file and answers its hex digest.
 * A code string, in CommonJS: it runs the same from the TypeScript source (tests, bench) and from
 * the server's build, which has no file for a worker.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads')
const { createHash } = require('node:crypto')
const memory = new Uint8Array(workerData)
let hash = createHash('sha256')
parentPort.on('message', (message) => {
  if (message !== 'end') {
    hash.update(memory.subarray(message[0], message[0] + message[1]))
    parentPort.postMessage(null)
    return
  }
  parentPort.postMessage(hash.digest('hex'))
  hash = createHash('sha256')
})
`

export interface Hasher {
  /** Adds a piece of the shared memory to the file under way; settles once it is hashed. */
  hash(piece: Buffer): Promise<void>
  /** The hex SHA-256 of the pieces since the last digest. */
  digest(): Promise<string>
  /** Stops the worker; always called, also when the backup fails, so the process can exit. */
  close(): Promise<void>
}

export function startHasher(memory: SharedArrayBuffer): Hasher {
  const worker = new Worker(WORKER_CODE, { eval: true, workerData: memory })
  // The answers awaited, in the order they were asked for (the worker answers in that order).
  const waiting: Array<{ resolve: (answer: string | null) => void; reject: (error: Error) => void }> = []
  let failure: Error | null = null

  worker.on('message', (answer: string | null) => waiting.shift()?.resolve(answer))
  // A worker that stops fails what waits on it rather than leaving it waiting forever.
  const fail = (error: Error) => {
    failure ??= error
    for (const waiter of waiting.splice(0)) waiter.reject(failure)
  }
  worker.on('error', fail)
  worker.on('exit', () => fail(new Error('The hashing worker stopped.')))

  const ask = (message: [number, number] | 'end') =>
    new Promise<string | null>((resolve, reject) => {
      if (failure) return reject(failure)
      waiting.push({ resolve, reject })
      worker.postMessage(message)
    })

  return {
    hash: async (piece) => {
      if (piece.buffer !== memory) throw new Error('The hasher reads only pieces of its shared memory.')
      await ask([piece.byteOffset, piece.byteLength])
    },
    digest: async () => (await ask('end'))!,
    close: async () => {
      await worker.terminate()
    },
  }
}
