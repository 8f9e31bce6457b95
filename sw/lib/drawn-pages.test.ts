// Which launches get a kept drawing, and which drawings are kept: only whole pages of this build.
import { describe, expect, it } from 'vitest'
import {
  assetsOf,
  fitsThisBuild,
  isDrawnScreenNavigation,
  MAX_KEPT_STORY_DRAWINGS,
  storyDrawingsToForget,
} from './drawn-pages.ts'

const ORIGIN = 'https://hub.example'
const navigation = (path: string, mode: RequestMode = 'navigate', sameOrigin = true) =>
  isDrawnScreenNavigation({ request: { mode } as Request, url: new URL(path, ORIGIN), sameOrigin })

describe('isDrawnScreenNavigation', () => {
  it.each([
    '/',
    '/library',
    '/favourites',
    '/music',
    '/characters',
    '/links',
    '/read/6f1c1b7e-1f0a-4a43-9d55-0c2f3b1e9a10',
  ])('answers a launch of %s with its drawing', (path) => {
    expect(navigation(path)).toBe(true)
  })

  it.each(['/data-settings', '/read', '/read/a/b', '/music/extra', '/api/stories', '/assets/index-abc.js'])(
    'leaves %s to the shell or the network',
    (path) => {
      expect(navigation(path)).toBe(false)
    },
  )

  it('leaves a screen asked with a query to the shell (a shared album, a search: not what was drawn)', () => {
    expect(navigation('/music?album=a1')).toBe(false)
    expect(navigation('/?q=gate')).toBe(false)
  })

  it('only answers navigations of this origin', () => {
    expect(navigation('/', 'cors')).toBe(false)
    expect(navigation('/', 'navigate', false)).toBe(false)
  })
})

const PAGE = `<!doctype html><html><head>
<link rel="preload" as="image" href="/api/media/covers/c.jpg" fetchpriority="high">
<script type="module" crossorigin src="/assets/index-B1PCL2Zp.js"></script>
<style>body{margin:0}</style></head><body><div id="root"><h2>The Lighthouse at the End of Time</h2></div></body></html>`

describe('fitsThisBuild', () => {
  it("names the page's own scripts and stylesheets, not its pictures", () => {
    expect(assetsOf(PAGE)).toEqual(['/assets/index-B1PCL2Zp.js'])
    expect(assetsOf('<link rel="stylesheet" crossorigin href="/assets/index-x1.css">')).toEqual([
      '/assets/index-x1.css',
    ])
  })

  it('keeps a page whose every script this worker has', () => {
    expect(fitsThisBuild(PAGE, (url) => url === '/assets/index-B1PCL2Zp.js')).toBe(true)
  })

  it('refuses a page of another build (a newer server) or a page with no script (an error page)', () => {
    expect(fitsThisBuild(PAGE, () => false)).toBe(false)
    expect(fitsThisBuild('<html><body>Service unavailable</body></html>', () => true)).toBe(false)
  })
})

describe('storyDrawingsToForget', () => {
  const stories = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `/read/story-${from + i}`)

  it('keeps every drawing up to the limit of stories', () => {
    expect(storyDrawingsToForget(['/', ...stories(MAX_KEPT_STORY_DRAWINGS), '/music'])).toEqual([])
  })

  it('forgets the stories kept first beyond the limit, never another screen', () => {
    const kept = ['/', ...stories(2), '/characters', ...stories(MAX_KEPT_STORY_DRAWINGS, 2), '/library']
    expect(storyDrawingsToForget(kept)).toEqual(['/read/story-0', '/read/story-1'])
  })
})
