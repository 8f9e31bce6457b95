// P9: a 100 MB audio upload through the real two steps (ask for an address as the admin, PUT the
// file there) over a real connection: its time against copying the file on disk, and how much the
// server's own RSS grows meanwhile (it must stream to disk, never hold the file).
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { MB, writeMp3 } from './audio-file.ts'
import { oursAtMost, ratioAtMost, type Figure } from './report.ts'
import { BENCH_ADMIN_PASSWORD, type BenchServer } from './server.ts'

export const UPLOAD_BYTES = 100 * MB

async function uploadAddress(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/audio/upload`, {
    method: 'POST',
    headers: { 'x-admin-password': BENCH_ADMIN_PASSWORD },
  })
  if (!response.ok) throw new Error(`POST /api/audio/upload answered ${response.status}: ${await response.text()}`)
  return ((await response.json()) as { uploadURL: string }).uploadURL
}

function put(url: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'PUT', headers: { 'content-type': 'audio/mpeg', 'content-length': fs.statSync(file).size } },
      (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString()
        })
        response.on('end', () =>
          response.statusCode === 200
            ? resolve()
            : reject(new Error(`upload answered ${response.statusCode}: ${body}`)),
        )
      },
    )
    request.on('error', reject)
    fs.createReadStream(file).pipe(request)
  })
}

async function elapsedMs(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now()
  await fn()
  return performance.now() - start
}

/** `workDir` is a scratch folder outside the server's data folder. */
export async function uploadFigures(server: BenchServer, workDir: string): Promise<Figure[]> {
  const file = path.join(workDir, 'upload.mp3')
  writeMp3(file, UPLOAD_BYTES)
  const copy = path.join(workDir, 'copy.mp3')
  // Once untimed, so both read the source from the page cache.
  await fs.promises.copyFile(file, copy)
  const copyMs = await elapsedMs(() => fs.promises.copyFile(file, copy))

  const url = server.origin + (await uploadAddress(server.origin))
  await server.watchRss()
  const uploadMs = await elapsedMs(() => put(url, file))
  const { startRss, peakRss } = await server.reportRss()
  fs.rmSync(copy)
  return [
    {
      name: 'P9 100 MB audio upload vs fs.copyFile of the file',
      unit: 'ms',
      goals: [ratioAtMost(3)],
      ours: uploadMs,
      baseline: copyMs,
      why: 'a copy on the same disk reads and writes every byte once, the least any way of storing the file can do; the upload adds the network hop, hashing and sniffing.',
    },
    {
      name: 'P9 server RSS growth during the upload vs the file size',
      unit: 'MB',
      goals: [oursAtMost(32, 'MB')],
      ours: (peakRss - startRss) / MB,
      baseline: UPLOAD_BYTES / MB,
      why: `sampled every 5 ms inside the server process (process.memoryUsage().rss, from ${Math.round(startRss / MB)} MB); a server that held the upload would grow by at least the file's size, one that streams by a few buffers.`,
    },
  ]
}
