// What a first screen's <head> says about it: its title, its description and its picture (the
// link previews of a later issue name the same three). Escaped for HTML.
import type { FirstScreen } from '../../db/schema/first-screen.ts'

export interface PageHead {
  title: string
  description: string
  /** The page's picture (the featured hero's cover), for the link previews to come. */
  image?: string
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const DESCRIPTION = 'Stories, audio and music of the Infinaeon universe, online and offline.'
const TITLES: Record<string, string> = {
  '/library': 'My Library', '/favourites': 'Your Favourites', '/music': 'Music', '/characters': 'Characters', '/links': 'Links',
}

export function pageHead(pathname: string, data: FirstScreen, siteName: string): PageHead {
  // A story's page is about its story (other screens carry story rows too: the library's).
  const storyId = /^\/read\/([^/]+)$/.exec(pathname)?.[1]
  const story = storyId === undefined ? undefined : data[`story:${decodeURIComponent(storyId)}`]
  if (story) {
    return { title: escapeHtml(`${story.title} · ${siteName}`), description: escapeHtml(story.description || DESCRIPTION) }
  }
  const hero = data.featured?.[0]
  const image = hero?.coverImageUrl ?? undefined
  const title = TITLES[pathname] ? `${TITLES[pathname]} · ${siteName}` : siteName
  return { title: escapeHtml(title), description: escapeHtml(DESCRIPTION), ...(image && { image: escapeHtml(image) }) }
}
