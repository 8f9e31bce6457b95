// Which thing each shareable page is about, for its head (page-head.ts) and its status (issue 26):
// a story (/read/{id}, /share/story/{id}: an article, with its narration), an album, a track (its
// stream), or the site's own pages (/, /music, /characters and the other first screens). An id the
// database does not have gets the site's generic head and 404. Read from the database once per
// change: each answer is kept until the change log moves, as the story lists are.
import type { Kysely } from 'kysely'
import { LRUCache } from 'lru-cache'
import type { Database } from '../../db/server/database.ts'
import { listStories, storySummariesByIds } from '../../db/server/story-queries.ts'
import { findAlbum } from '../../db/server/albums.ts'
import { findTrack } from '../../db/server/tracks.ts'
import { pathPattern } from '../../contract/path-pattern.ts'
import { UUID_PATTERN } from '../../contract/uuid.ts'
import { PAGE_DESCRIPTIONS, PAGE_TITLES, SITE_DESCRIPTION } from '../../page/page-titles.ts'
import { LINK_PATH } from '../../contract/profile-kinds.ts'
import { latestChange } from '../../db/server/history.ts'
import type { PageHead } from './page-head.ts'

export interface PagePreview {
  head: PageHead
  status: 200 | 404
}

/** The picture of a page whose thing has no cover (the manifest's largest icon). */
export const SITE_ICON = '/icons/icon-512.png'

/** What a page reads to name its thing: its head without the site's parts, or null when the id is unknown. */
type Read = (
  db: Kysely<Database>,
  id: string,
  absolute: (url: string) => string,
) => Promise<Omit<PageHead, 'siteName' | 'url' | 'icon'> | null>

const story: Read = async (db, id, absolute) => {
  const [found] = await storySummariesByIds(db, [id])
  if (!found) return null
  const cover = found.coverImageUrl ?? found.coverThumbnailUrl
  return {
    title: found.title,
    description: found.description || SITE_DESCRIPTION,
    type: 'article',
    ...(cover && { image: absolute(cover) }),
    ...(found.audioFileUrl && { audio: absolute(found.audioFileUrl) }),
  }
}

const album: Read = async (db, id, absolute) => {
  const found = await findAlbum(db, id)
  if (!found) return null
  return {
    title: found.title,
    description: found.description || `An album by ${found.artist}.`,
    type: 'music.album',
    ...(found.coverImageUrl && { image: absolute(found.coverImageUrl) }),
  }
}

const track: Read = async (db, id, absolute) => {
  const found = await findTrack(db, id)
  if (!found) return null
  const cover = found.coverImageUrl ?? (found.albumId ? (await findAlbum(db, found.albumId))?.coverImageUrl : null)
  return {
    title: found.title,
    description: found.description || `${found.artist}${found.albumTitle ? `, from ${found.albumTitle}` : ''}.`,
    type: 'music.song',
    audio: absolute(`/api/tracks/${found.id}/stream`),
    ...(cover && { image: absolute(cover) }),
  }
}

/** The site's own page: its title and line; the home shows the newest featured story's cover. */
const sitePage =
  (path: string): Read =>
  async (db, _id, absolute) => {
    const hero = path === '/' ? (await listStories(db, { featured: 'true', limit: 1 })).stories[0] : undefined
    const cover = hero?.coverImageUrl
    return {
      title: PAGE_TITLES[path] ?? '',
      description: PAGE_DESCRIPTIONS[path] ?? SITE_DESCRIPTION,
      type: 'website',
      ...(cover && { image: absolute(cover) }),
      ...(path === LINK_PATH && { noindex: true }),
    }
  }

const PAGES: Array<{ path: string; read: Read }> = [
  { path: '/read/:id', read: story },
  { path: '/share/story/:id', read: story },
  { path: '/share/album/:id', read: album },
  { path: '/share/track/:id', read: track },
  ...Object.keys(PAGE_TITLES).map((path) => ({ path, read: sitePage(path) })),
]
const PATTERNS = PAGES.map((page) => ({ ...page, pattern: pathPattern(page.path, { capture: true }) }))

/** The routes with a preview of their own (the server answers each with its head). */
export const PREVIEW_PATHS = PAGES.map((page) => page.path)

export class PagePreviews {
  private readonly kept = new LRUCache<string, { seq: string; preview: PagePreview }>({ max: 2000 })

  constructor(
    private readonly db: Kysely<Database>,
    private readonly siteName: string,
  ) {}

  /** The page's preview at `origin`, or undefined for a page without one (it keeps the app's head). */
  async preview(pathname: string, origin: string): Promise<PagePreview | undefined> {
    const page = PATTERNS.find((candidate) => candidate.pattern.test(pathname))
    if (!page) return undefined
    const key = `${origin}${pathname}`
    const seq = await latestChange(this.db)
    const kept = this.kept.get(key)
    if (kept?.seq === seq) return kept.preview
    const preview = await this.read(page, pathname, origin)
    this.kept.set(key, { seq, preview })
    return preview
  }

  private async read(page: (typeof PATTERNS)[number], pathname: string, origin: string): Promise<PagePreview> {
    const absolute = (url: string) => new URL(url, origin).href
    const id = decodeURIComponent(page.pattern.exec(pathname)?.[1] ?? '')
    const known = page.path.includes(':id') && !UUID_PATTERN.test(id) ? null : await page.read(this.db, id, absolute)
    const icon = absolute(SITE_ICON)
    if (known)
      return {
        head: {
          ...known,
          title: known.title || this.siteName,
          siteName: this.siteName,
          url: `${origin}${pathname}`,
          icon,
        },
        status: 200,
      }
    return {
      head: {
        title: this.siteName,
        siteName: this.siteName,
        description: SITE_DESCRIPTION,
        url: `${origin}/`,
        type: 'website',
        icon,
      },
      status: 404,
    }
  }
}
