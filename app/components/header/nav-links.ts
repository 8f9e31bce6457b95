// The global navigation of stories.md §2 "Global header", shared by the desktop bar and the drawer.
// The universe page (/infinaeon-universe) comes with a later issue; until then it lands on the
// catch-all page.
export interface NavLink {
  to: string
  label: string
}

export const NAV_LINKS: readonly NavLink[] = [
  { to: '/', label: 'Browse' },
  { to: '/music', label: 'Music' },
  { to: '/library', label: 'My Library' },
  { to: '/characters', label: 'Characters' },
  { to: '/links', label: 'Links' },
  { to: '/infinaeon-universe', label: 'Universe' },
]

/** The external shop (opens in a new tab). The spec does not give its address; this is a stand-in. */
export const STORE_URL = 'https://store.infinaeon.example'
