// What a page's <head> says about it (issue 26: link previews): its document title and description,
// its canonical address, and the Open Graph and Twitter card tags that name the thing the page
// shows (og:title exactly its title), so a shared link unfurls with a title, a line and a picture
// in a chat app: the thing's cover, or the site's icon where it has none. page-previews.ts says which thing each page
// is; this writes the tags, every value escaped for HTML, whatever a title holds.
import { pageTitle } from '../../page/page-titles.ts'

export type PageType = 'website' | 'article' | 'music.album' | 'music.song'

export interface PageHead {
  /** The thing's own title (og:title); the document title adds the site's name. */
  title: string
  siteName: string
  description: string
  /** The page's absolute address (canonical, og:url). */
  url: string
  type: PageType
  /** Absolute: the cover. */
  image?: string
  /** Absolute: the site's icon, the picture of a page with no cover of its own. */
  icon: string
  /** Absolute: the narration or the track. */
  audio?: string
  /** Not for search engines (the page a pairing link opens). */
  noindex?: boolean
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function headTags(head: PageHead): string {
  const tag = (attribute: 'property' | 'name', key: string, value: string | undefined) =>
    value === undefined ? '' : `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`
  return [
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    tag('property', 'og:site_name', head.siteName),
    tag('property', 'og:type', head.type),
    tag('property', 'og:title', head.title),
    tag('property', 'og:description', head.description),
    tag('property', 'og:url', head.url),
    tag('property', 'og:image', head.image ?? head.icon),
    tag('property', 'og:audio', head.audio),
    // A cover shows large; the square icon as the small card's thumbnail.
    tag('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', head.title),
    tag('name', 'twitter:description', head.description),
    tag('name', 'twitter:image', head.image ?? head.icon),
    tag('name', 'robots', head.noindex ? 'noindex, nofollow' : undefined),
  ].join('')
}

/** The page (the app's index.html, drawn or not) with its head: title, description and the tags. */
export function withHead(page: string, head: PageHead): string {
  return page
    .replace(
      /<title>[^<]*<\/title>/,
      `<title>${escapeHtml(pageTitle(head.title, head.siteName))}</title>${headTags(head)}`,
    )
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
}
