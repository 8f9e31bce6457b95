// The site's own pages as their heads name them (the server's link previews,
// api/first-screen/page-previews.ts) and as the app titles its window (useDocumentTitle): '' is
// the site's name alone.
export const PAGE_TITLES: Readonly<Record<string, string>> = {
  '/': '',
  '/library': 'My Library',
  '/favourites': 'Your Favourites',
  '/notes': 'Notes',
  '/music': 'Music',
  '/characters': 'Characters',
  '/links': 'Links',
  '/infinaeon-universe': 'The Infinaeon Universe',
  '/terms-of-service': 'Terms of Service',
  '/privacy-policy': 'Privacy Policy',
  '/user-agreement': 'User Agreement',
  '/community-guidelines': 'Community Guidelines',
  '/data-settings': 'Data Settings',
  '/cookie-preferences': 'Cookie Preferences',
  '/backups': 'Backups',
  '/link': 'Link a device',
}

/** The window's title on an address that leads nowhere (app/shell/not-found.tsx). */
export const NOT_FOUND_TITLE = 'Page Not Found'

/** The app's own name (the server's is configurable: SITE_NAME, api/config.ts). */
export const SITE_NAME = 'Infinaeon Hub'

/** A window's title: the page's, then the site's; the site's alone for its home. */
export const pageTitle = (title: string, siteName = SITE_NAME) =>
  title && title !== siteName ? `${title} · ${siteName}` : siteName

export const SITE_DESCRIPTION = 'Stories, audio and music of the Infinaeon universe, online and offline.'

export const PAGE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '/music': 'Albums and tracks of the Infinaeon universe, to stream or keep for offline listening.',
  '/characters': 'The knights, the Curve and everyone between: the characters of the Infinaeon universe.',
  '/links': 'Further reading and listening from around the Infinaeon universe.',
  '/link': 'Link this device to your other devices, to carry on reading where you left off.',
}
