// Online navigations to the app's first screens (/, /library, /favourites, /music, /characters and
// /read/{id}) are answered with the screen already drawn: the built index.html with React's server
// rendering of the same routes (dist/.server/entry-server.js, built from app/entry-server.tsx),
// the data it was drawn from for the page to hydrate with, the stylesheet inline, the app's code as
// module preloads (it runs once the screen is painted: app/main.tsx), and the page's own title and
// description. (React preloads the hero's cover itself: it is an eager image of high
// fetch priority.) Anything else, a build without the
// renderer, or a render that fails gets the plain index.html, which the app renders by itself.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/server/database.ts'
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreen, type FirstScreenRenderer } from '../../db/schema/first-screen.ts'
import { homeFirstScreen, readerFirstScreen } from './first-screen-data.ts'
import { pageHead, type PageHead } from './page-head.ts'
import { THEME_SCRIPT } from './theme-script.ts'
import { UUID_PATTERN } from '../../db/schema/uuid.ts'

interface Screen {
  pattern: RegExp
  /** The route's code in the build manifest, preloaded with the app's start. */
  route: string
  read: (db: Kysely<Database>, params: string[]) => Promise<FirstScreen>
}

const nothing = async (): Promise<FirstScreen> => ({})

const SCREENS: Screen[] = [
  { pattern: /^\/$/, route: 'index', read: homeFirstScreen },
  { pattern: /^\/read\/([^/]+)$/, route: 'read.$id', read: (db, [id]) => (UUID_PATTERN.test(id!) ? readerFirstScreen(db, id!) : nothing()) },
  // Device-only or not yet read on the server: their frame and placeholders, drawn at once.
  ...['library', 'favourites', 'music', 'characters'].map((route) => ({ pattern: new RegExp(`^/${route}$`), route, read: nothing })),
]

/** `</script>` or `<!--` inside the data must not end the element that carries it. */
const embeddable = (data: FirstScreen) => JSON.stringify(data).replace(/</g, '\\u003c')

export interface FirstScreenPages {
  /** The whole page for a navigation to `url`, or undefined when it is not a first screen. */
  render: (url: string) => Promise<string | undefined>
}

export async function loadFirstScreenPages(staticDir: string, db: Kysely<Database>, siteName: string): Promise<FirstScreenPages | undefined> {
  const entry = path.join(staticDir, '.server', 'entry-server.js')
  if (!fs.existsSync(entry)) return undefined
  const renderer = await import(pathToFileURL(entry).href) as FirstScreenRenderer
  const template = inlineStylesheet(fs.readFileSync(path.join(staticDir, 'index.html'), 'utf8'), staticDir)
  const preloads = modulePreloads(staticDir)
  return {
    render: async (url) => {
      const pathname = url.split('?')[0]!
      const screen = SCREENS.find((s) => s.pattern.test(pathname))
      if (!screen) return undefined
      const data = await screen.read(db, screen.pattern.exec(pathname)!.slice(1).map(decodeURIComponent))
      const html = await renderer.renderFirstScreen(url, data)
      if (html === undefined) return undefined
      return fillTemplate(template, html, data, pageHead(pathname, data, siteName), preloads(screen.route))
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

interface ManifestChunk { file: string; imports?: string[] }

/**
 * The app's start (main.tsx loads it once the screen is painted) and the route's code, with what
 * they import: listed as module preloads, they download while the screen paints, and run after it.
 */
function modulePreloads(staticDir: string): (route: string) => string {
  const file = path.join(staticDir, '.vite', 'manifest.json')
  const manifest = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk> : {}
  return (route) => {
    const files = new Set<string>()
    const visit = (key: string) => {
      const chunk = manifest[key]
      if (!chunk || key === 'index.html' || files.has(chunk.file)) return
      files.add(chunk.file)
      chunk.imports?.forEach(visit)
    }
    visit('start.tsx')
    visit(`routes/${route}.tsx?tsr-split=component`)
    return [...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('')
  }
}

function fillTemplate(template: string, html: string, data: FirstScreen, head: PageHead, preloads: string): string {
  return template
    .replace('</head>', `${preloads}</head>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${head.title}</title><script>${THEME_SCRIPT}</script>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${head.description}" />`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div><script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${embeddable(data)}</script>`)
}
