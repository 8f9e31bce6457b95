// The global navigation of the header, shared by the desktop bar and the drawer.
// Each address is one of the app's routes (typed: a link to a page that does not exist fails to compile).
import type { FileRoutesByPath } from '@tanstack/react-router'

export interface NavLink {
  to: keyof FileRoutesByPath
  label: string
}

export const NAV_LINKS: readonly NavLink[] = [
  { to: '/', label: 'Browse' },
  { to: '/music', label: 'Music' },
  { to: '/library', label: 'My Library' },
  { to: '/notes', label: 'Notes' },
  { to: '/characters', label: 'Characters' },
  { to: '/links', label: 'Links' },
  { to: '/infinaeon-universe', label: 'Universe' },
]

/** The external shop (opens in a new tab). The spec does not give its address; this is a stand-in. */
export const STORE_URL = 'https://store.infinaeon.example'
