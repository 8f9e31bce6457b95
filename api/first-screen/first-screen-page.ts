// Online navigations to the app's first screens (/, /library, /favourites, /music, /characters,
// /links and /read/{id}) are answered with the screen already drawn (the library and the favourites as their
// frame; the others with their data): the built index.html with React's server
// rendering of the same routes (dist/.server/entry-server.js, built from app/entry-server.tsx),
// the data it was drawn from for the page to hydrate with, the stylesheet inline, the hero's cover
// preloaded first of all, and the page's head (page-head.ts, page-previews.ts). The app's code is not preloaded:
// the loader (app/main.tsx) asks for it once the screen is painted, so on a slow line the scripts do
// not share the bandwidth with the cover (the largest paint; Lighthouse's phone: LCP 2.4 → 1.2–1.7 s).
// Anything else, a build without the renderer, or a render that fails gets the plain index.html,
// which the app renders by itself.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/server/database.ts'
import {
  FIRST_SCREEN_ELEMENT_ID,
  FIRST_SCREEN_PATHS as PATHS,
  type FirstScreen,
  type FirstScreenRenderer,
} from '../../page/first-screen.ts'
import {
  charactersFirstScreen,
  homeFirstScreen,
  linksFirstScreen,
  musicFirstScreen,
  readerFirstScreen,
} from './first-screen-data.ts'
import { withHead, type PageHead } from './page-head.ts'
import { HEAD_SCRIPT } from '../../page/head-script.ts'
import { UUID_PATTERN } from '../../contract/uuid.ts'
import { pathPattern } from '../../contract/path-pattern.ts'

interface Screen {
  /** The route, as Fastify writes it (the server routes each one: api/plugins/web-app.ts). */
  path: (typeof PATHS)[number]
  read: (db: Kysely<Database>, params: string[]) => Promise<FirstScreen>
}

const nothing = async (): Promise<FirstScreen> => ({})

const SCREENS: Screen[] = [
  { path: '/', read: homeFirstScreen },
  { path: '/read/:id', read: (db, [id]) => (UUID_PATTERN.test(id!) ? readerFirstScreen(db, id!) : nothing()) },
  { path: '/characters', read: charactersFirstScreen },
  { path: '/music', read: musicFirstScreen },
  { path: '/links', read: linksFirstScreen },
  // Its frame and placeholders, drawn at once: the favourites are the device's own, and the
  // library's list is the device's to read (filter, sort, downloads; virtualized when large).
  { path: '/library', read: nothing },
  { path: '/favourites', read: nothing },
]

/** The paths of the first screens: the server answers these with the screen drawn. */
export const FIRST_SCREEN_PATHS = SCREENS.map((screen) => screen.path)
if (FIRST_SCREEN_PATHS.length !== PATHS.length)
  throw new Error('Every first screen in page/first-screen.ts is drawn here, and only those')
const PATTERNS = new Map(SCREENS.map((screen) => [screen, pathPattern(screen.path, { capture: true })]))

/** `</script>` or `<!--` inside the data must not end the element that carries it. */
const embeddable = (data: FirstScreen) => JSON.stringify(data).replace(/</g, '\\u003c')

/** Who the page is drawn for: the admin's pages carry the admin's controls. */
export interface Viewer {
  isAdmin: boolean
}

export interface FirstScreenPages {
  /** The whole page for a navigation to `url` with its head, or undefined when it is not a first screen. */
  render: (url: string, viewer: Viewer, head: PageHead | undefined) => Promise<string | undefined>
}

export async function loadFirstScreenPages(
  staticDir: string,
  db: Kysely<Database>,
): Promise<FirstScreenPages | undefined> {
  const entry = path.join(staticDir, '.server', 'entry-server.js')
  if (!fs.existsSync(entry)) return undefined
  const renderer = (await import(pathToFileURL(entry).href)) as FirstScreenRenderer
  const template = inlineStylesheet(fs.readFileSync(path.join(staticDir, 'index.html'), 'utf8'), staticDir)
  return {
    render: async (url, { isAdmin }, head) => {
      const pathname = url.split('?')[0]!
      const screen = SCREENS.find((s) => PATTERNS.get(s)!.test(pathname))
      if (!screen) return undefined
      const data = await screen.read(db, PATTERNS.get(screen)!.exec(pathname)!.slice(1).map(decodeURIComponent))
      if (isAdmin) data.admin = true
      const html = await renderer.renderFirstScreen(url, data)
      if (html === undefined) return undefined
      return fillTemplate(template, html, data, head)
    },
  }
}

/** The stylesheet in the page itself: the first paint waits for no other request. */
function inlineStylesheet(template: string, staticDir: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (link, href: string) => {
    const file = path.join(staticDir, href)
    return fs.existsSync(file) ? `<style>${fs.readFileSync(file, 'utf8')}</style>` : link
  })
}

/** React's preloads of the drawn screen's images (the hero's cover: the largest paint). */
const IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*>)+/

function fillTemplate(template: string, drawn: string, data: FirstScreen, head: PageHead | undefined): string {
  // First in the head, before the stylesheet and the scripts: the cover is the first thing fetched.
  const imagePreloads = IMAGE_PRELOADS.exec(drawn)?.[0] ?? ''
  const html = drawn.slice(imagePreloads.length)
  return (head ? withHead(template, head) : template)
    .replace(/(<meta name="viewport"[^>]*>)/, `$1${imagePreloads}`)
    .replace('</title>', `</title><script>${HEAD_SCRIPT}</script>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${html}</div><script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${embeddable(data)}</script>`,
    )
}
