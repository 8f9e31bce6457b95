// A real audio host on loopback for outbound-fetch tests: serves fixture audio with Range, plus
// routes that redirect, answer HTML, 404 or hang; counts every request and connection. Also
// "traps": listeners on other loopback addresses that prove nothing ever connected to them,
// and a story row pointing at a given audio URL (the proxy only fetches story audio).
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { FIXTURES } from './build-test-app.ts'
import type { Db } from '../../db/server/connect.ts'

export const NARRATION = fs.readFileSync(path.join(FIXTURES, 'audio/narration-long.mp3'))
export const SHORT_AUDIO = fs.readFileSync(path.join(FIXTURES, 'audio/notags.mp3'))

export interface AudioHost {
  origin: string
  port: number
  /** Paths requested, in order. */
  hits: string[]
  connections: () => number
  close: () => Promise<void>
}

function sendAudio(req: http.IncomingMessage, res: http.ServerResponse, file: Buffer): void {
  const match = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '')
  res.setHeader('content-type', 'audio/mpeg')
  res.setHeader('accept-ranges', 'bytes')
  if (!match) return void res.writeHead(200, { 'content-length': file.length }).end(file)
  const start = Number(match[1])
  const end = Math.min(match[2] ? Number(match[2]) : file.length - 1, file.length - 1)
  if (start >= file.length) return void res.writeHead(416, { 'content-range': `bytes */${file.length}` }).end()
  res.writeHead(206, { 'content-range': `bytes ${start}-${end}/${file.length}`, 'content-length': end - start + 1 })
  res.end(file.subarray(start, end + 1))
}

function handle(req: http.IncomingMessage, res: http.ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://host')
  switch (url.pathname) {
    case '/narration.mp3':
      return sendAudio(req, res, NARRATION)
    case '/short.mp3':
      return sendAudio(req, res, SHORT_AUDIO)
    case '/chunked.mp3': // no Content-Length: only counting the bytes can enforce a cap
      res.writeHead(200, { 'content-type': 'audio/mpeg' })
      return void res.end(NARRATION)
    case '/redirect':
      return void res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end()
    case '/redirect-loop':
      return void res.writeHead(302, { location: '/redirect-loop' }).end()
    case '/page.html':
      return void res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>not audio</h1>')
    case '/hang':
      return // never answers
    default:
      return void res.writeHead(404, { 'content-type': 'text/plain' }).end('missing')
  }
}

export async function startAudioHost(): Promise<AudioHost> {
  const hits: string[] = []
  let connections = 0
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '')
    handle(req, res)
  })
  server.on('connection', () => {
    connections++
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    hits,
    connections: () => connections,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export interface Trap {
  port: number
  connections: () => number
  close: () => Promise<void>
}

/** Listens on a loopback address (127.0.0.2, ::1) only to count connections that must not happen. */
export async function startTrap(host: string): Promise<Trap> {
  let connections = 0
  const server = net.createServer((socket) => {
    connections++
    socket.destroy()
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, resolve)
  })
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Stores a story whose audio_url is url, so the story check passes and later checks decide. */
export async function insertStoryWithAudio(db: Db, url: string): Promise<void> {
  const now = new Date().toISOString()
  await db
    .insertInto('stories')
    .values({
      id: crypto.randomUUID(),
      title: 'Narrated',
      description: 'A narrated story',
      category: 'standalone',
      read_time: '1 min',
      is_featured: 0,
      word_count: 1,
      audio_url: url,
      created_at: now,
      updated_at: now,
    })
    .execute()
}
