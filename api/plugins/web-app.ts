// Serves the built web app: hashed assets with long caching, the service worker and index.html
// never cached, and index.html for every app route so deep links work; the first screens come
// already drawn (api/first-screen/). A page about one thing (a story, an album, a track, the site's
// own pages) has a head that names it, for link previews, and 404 when its thing is unknown
// (page-previews.ts). /api/* never falls back. The server's renderer (.server/) and
// the build's manifest (.vite/) are never served.
// Source maps are never served, even if a build left some behind. Text files go out as the build's
// brotli or gzip copies when the browser accepts them, never compressed again per request.
import fs from 'node:fs'
import path from 'node:path'
import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { Errors } from '../errors.ts'
import { FIRST_SCREEN_PATHS, loadFirstScreenPages } from '../first-screen/first-screen-page.ts'
import { PagePreviews, PREVIEW_PATHS } from '../first-screen/page-previews.ts'
import { withHead } from '../first-screen/page-head.ts'
import { publicOrigin } from '../services/net/public-origin.ts'
import { LINK_PATH } from '../../contract/profile-kinds.ts'

const NO_CACHE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest'])

export default fp(
  async (app) => {
    const root = app.config.staticDir
    const hasApp = root !== undefined && fs.existsSync(path.join(root, 'index.html'))
    if (hasApp) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies (precompress.config.ts); a browser gets the one it accepts.
        preCompressed: true,
        allowedPath: (pathName) => !pathName.endsWith('.map') && !/^\/\.(server|vite)\//.test(pathName),
        setHeaders: (reply, filePath) => {
          const rel = '/' + path.relative(root, filePath).split(path.sep).join('/')
          if (NO_CACHE.has(rel)) reply.header('Cache-Control', 'no-cache')
          else if (rel.startsWith('/assets/')) reply.header('Cache-Control', 'public, max-age=31536000, immutable')
        },
      })
    }
    const firstScreens = hasApp
      ? await loadFirstScreenPages(root, app.db).catch((error: unknown) => {
          app.log.warn({ err: error }, 'The first-screen renderer did not load; pages render in the browser only.')
          return undefined
        })
      : undefined
    const previews = new PagePreviews(app.db, app.config.siteName)
    const shell = hasApp ? fs.readFileSync(path.join(root, 'index.html'), 'utf8') : ''
    const answer = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0]!
      const isApi = pathname === '/api' || pathname.startsWith('/api/')
      // App routes have no file extension; a missing file (an old hashed asset) is a real 404.
      const isFile = /\.[a-z0-9]+$/i.test(pathname)
      const isNavigation = request.method === 'GET' || request.method === 'HEAD'
      if (isApi || isFile || !hasApp || !isNavigation) throw new Errors.NotFound(`${request.method} ${pathname}`)
      // A pairing link's page (its secret is in the fragment, never here): no cache keeps even its shell.
      reply.header('Cache-Control', pathname === LINK_PATH ? 'no-store' : 'no-cache')
      const preview = await previews.preview(pathname, publicOrigin(app, request))
      if (preview) reply.code(preview.status)
      const page =
        request.method === 'GET'
          ? await firstScreens
              ?.render(request.url, { isAdmin: await app.hasAdminSession(request) }, preview?.head)
              .catch((error: unknown) => {
                request.log.warn({ err: error }, 'First screen not drawn on the server; the browser draws it.')
                return undefined
              })
          : undefined
      // Compressed like any answer (mostly inline CSS and markup: 6–8× smaller).
      // Drawn for this visitor (the admin's page has the admin's controls): no shared cache keeps it.
      if (page)
        return reply
          .header('Cache-Control', pathname === LINK_PATH ? 'no-store' : 'private, no-cache')
          .header('Vary', 'Cookie')
          .type('text/html; charset=utf-8')
          .compress(page)
      // Not drawn (a shared link's page, a build without the renderer): the app's shell, with the head.
      if (preview) return reply.type('text/html; charset=utf-8').compress(withHead(shell, preview.head))
      return reply.sendFile('index.html')
    }
    // The first screens and the pages with previews are routes (@fastify/compress works on routes, not on the not-found
    // handler); every other app route gets the shell, which goes out as the build's compressed copy.
    for (const screenPath of new Set([...FIRST_SCREEN_PATHS, ...PREVIEW_PATHS])) app.get(screenPath, answer)
    app.setNotFoundHandler(answer)
  },
  { name: 'web-app', dependencies: ['context', 'auth'] },
)
