// A real web site on loopback for link-preview tests: pages with Open Graph tags (a picture by a
// relative address), with only <title> and a description, with a broken picture, a page that is
// not HTML, a missing page, a redirect, and a page the test can hold back until it lets it go;
// counts every request and connection. Reachable from the app only where a test allows 127.0.0.1
// (config.outboundAllowAddresses), as a real site on the internet would be.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { FIXTURES } from './build-test-app.ts'

/** A camera JPEG whose EXIF carries a GPS position. */
export const GPS_PHOTO = fs.readFileSync(path.join(FIXTURES, 'images', 'gps-DSCN0010.jpg'))

export const OG_PAGE = { title: 'The Quiet Gate & other tales', description: 'A knight hears a gate speak.' }

const html = (head: string) =>
  `<!doctype html><html><head><meta charset="utf-8">${head}</head><body><h1>Hello</h1></body></html>`

const PAGES: Record<string, string> = {
  '/og.html': html(`<title>Ignored plain title</title>
    <meta property="og:title" content="The Quiet Gate &amp; other tales">
    <meta property="og:description" content="${OG_PAGE.description}">
    <meta property="og:image" content="/images/gate.jpg">`),
  '/plain.html': html('<title>Plain page</title><meta name="description" content="Only the basics.">'),
  '/broken-image.html': html(
    '<meta property="og:title" content="Broken picture"><meta property="og:image" content="/images/broken.jpg">',
  ),
  '/missing-image.html': html(
    '<meta property="og:title" content="Missing picture"><meta property="og:image" content="/images/none.jpg">',
  ),
}

export interface Hold {
  /** Resolves once the held request has arrived. */
  arrived: Promise<void>
  release: () => void
}

function makeHold(): Hold & { take: () => Promise<void> } {
  let arrive = () => {}
  let release = () => {}
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve
  })
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  return {
    arrived,
    release,
    take: () => {
      arrive()
      return released
    },
  }
}

/** `held`: resolves when a page may be sent (at once unless the test holds it back). */
function handle(req: http.IncomingMessage, res: http.ServerResponse, held: () => Promise<void>): void {
  const url = new URL(req.url ?? '/', 'http://host')
  const page = PAGES[url.pathname]
  if (page) return void held().then(() => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page))
  switch (url.pathname) {
    case '/images/gate.jpg':
      return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(GPS_PHOTO)
    case '/images/broken.jpg':
      return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(GPS_PHOTO.subarray(0, GPS_PHOTO.length / 2))
    case '/redirect':
      return void res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end()
    case '/data.json':
      return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"title":"not a page"}')
    default:
      return void res.writeHead(404, { 'content-type': 'text/html' }).end('<title>Not found</title>')
  }
}

export interface PageHost {
  origin: string
  /** Paths requested, in order. */
  hits: string[]
  connections: () => number
  /** Holds the next request for a page back until the test releases it. */
  holdNextPage: () => Hold
  close: () => Promise<void>
}

export async function startPageHost(): Promise<PageHost> {
  const hits: string[] = []
  let connections = 0
  let next: ReturnType<typeof makeHold> | undefined
  const holds: Hold[] = []
  const held = async () => {
    const hold = next
    next = undefined
    await hold?.take()
  }
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '')
    handle(req, res, held)
  })
  server.on('connection', () => {
    connections++
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    connections: () => connections,
    holdNextPage: () => {
      next = makeHold()
      holds.push(next)
      return next
    },
    close: async () => {
      for (const hold of holds) hold.release()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
