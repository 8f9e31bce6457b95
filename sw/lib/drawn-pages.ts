// Which launches the worker answers with a kept drawing of their screen (sw/pages.ts), and which
// drawings it keeps.
import type { RouteMatchCallbackOptions } from 'workbox-core'
import { isFirstScreenPath } from '../../page/first-screen.ts'

/** Whether a navigation is answered with a kept drawing of its screen. */
export const isDrawnScreenNavigation = ({
  request,
  url,
  sameOrigin,
}: Pick<RouteMatchCallbackOptions, 'request' | 'url' | 'sameOrigin'>): boolean =>
  sameOrigin && request.mode === 'navigate' && url.search === '' && isFirstScreenPath(url.pathname)

/** The same-origin scripts and stylesheets a page names. */
export function assetsOf(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1]!,
  )
}

/** A drawing worth keeping: a whole page whose every script and stylesheet this worker has. */
export function fitsThisBuild(html: string, isPrecached: (url: string) => boolean): boolean {
  const assets = assetsOf(html)
  return assets.length > 0 && assets.every(isPrecached)
}

/** At most this many stories' drawings are kept: the ones kept last (a story read long ago goes first). */
export const MAX_KEPT_STORY_DRAWINGS = 30

const isStoryPath = (pathname: string) => pathname.startsWith('/read/')

/** Of the kept drawings' paths, oldest first, the stories' beyond the newest MAX_KEPT_STORY_DRAWINGS. */
export function storyDrawingsToForget(keptPaths: string[]): string[] {
  const stories = keptPaths.filter(isStoryPath)
  return stories.slice(0, Math.max(0, stories.length - MAX_KEPT_STORY_DRAWINGS))
}
