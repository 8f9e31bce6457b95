// A first screen the server draws (api/first-screen/) and the page hydrates
// (app/data/queries/embedded-first-screen.ts): its data, keyed by the device query each value stands in for, and the
// renderer's shape (the server loads it from the build, dist/.server/entry-server.js, built from app/entry-server.tsx).
import type { LocalStory } from '../contract/local-story.ts'
import type { SeriesShelf } from '../contract/home-lists.ts'
import type { Character } from '../contract/character.ts'
import type { Album } from '../contract/music.ts'
import type { Link } from '../contract/link.ts'
import { pathPattern } from '../contract/path-pattern.ts'

export interface FirstScreenValues {
  featured: LocalStory[]
  [recent: `recent:${number}`]: LocalStory[]
  [newest: `newest:${string}:${number}`]: LocalStory[]
  shelves: SeriesShelf[]
  [story: `story:${string}`]: LocalStory | null
  [text: `text:${string}`]: string | null
  characters: Character[]
  albums: Album[]
  links: Link[]
  hasSynced: boolean
  /** Drawn for the admin (the request carried the admin's session). */
  admin: boolean
}
export type FirstScreenKey = keyof FirstScreenValues & string
export type FirstScreen = Partial<FirstScreenValues>

/** The element that carries the data in the HTML (JSON the page never runs). */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen'

/**
 * The service worker's drawing of the reader over the app's shell, for a launch into a story it
 * kept no page of (sw/reader-launch.ts); the reader removes it once it shows the story.
 */
export const READER_PREVIEW_ELEMENT_ID = 'reader-preview'

export interface FirstScreenRenderer {
  /** The body of #root for `url` drawn from `data`, or undefined when no route matches it. */
  renderFirstScreen: (url: string, data: FirstScreen) => Promise<string | undefined>
}

/** The paths the server draws (api/first-screen/first-screen-page.ts routes them), as Fastify writes them. */
export const FIRST_SCREEN_PATHS = [
  '/',
  '/read/:id',
  '/characters',
  '/music',
  '/library',
  '/favourites',
  '/links',
] as const

const FIRST_SCREEN_PATTERNS = FIRST_SCREEN_PATHS.map((screen) => pathPattern(screen))

/** Whether the server draws `pathname` (the service worker keeps these drawings for launches). */
export const isFirstScreenPath = (pathname: string): boolean =>
  FIRST_SCREEN_PATTERNS.some((pattern) => pattern.test(pathname))
