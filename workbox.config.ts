// The service worker build and the web app manifest: our own worker (sw/sw.ts) compiled by
// vite-plugin-pwa in injectManifest mode with the precache list of the built shell injected, and
// manifest.webmanifest emitted and linked from index.html. Icons: app/icons/generate.ts.
import type { ManifestOptions, VitePWAOptions } from 'vite-plugin-pwa'

/** The app's dark night (app/styles.css --bg): the Android title bar and the splash screen. */
const NIGHT = '#070b17'

const icon = (src: string, sizes: string, purpose: 'any' | 'maskable') => ({ src, sizes, type: 'image/png', purpose })

export const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Infinaeon Hub',
  short_name: 'Infinaeon',
  description: 'Stories, audio and music of the Infinaeon universe, online and offline.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: NIGHT,
  background_color: NIGHT,
  categories: ['books', 'entertainment', 'music'],
  icons: [
    icon('/icons/icon-192.png', '192x192', 'any'),
    icon('/icons/icon-512.png', '512x512', 'any'),
    icon('/icons/icon-maskable-192.png', '192x192', 'maskable'),
    icon('/icons/icon-maskable-512.png', '512x512', 'maskable'),
  ],
  shortcuts: [
    {
      name: 'Library',
      short_name: 'Library',
      description: 'Every story',
      url: '/library',
      icons: [icon('/icons/shortcut-library-96.png', '96x96', 'any')],
    },
    {
      name: 'Favourites',
      short_name: 'Favourites',
      description: 'The stories you kept',
      url: '/favourites',
      icons: [icon('/icons/shortcut-favourites-96.png', '96x96', 'any')],
    },
  ],
  screenshots: [
    {
      src: '/screenshots/home-narrow.png',
      sizes: '390x844',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Featured stories on a phone',
    },
    {
      src: '/screenshots/library-wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'The story library on a desktop',
    },
  ],
}

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: '../sw',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  manifest,
  // The glob below already precaches every icon; listing them twice only duplicates entries.
  includeManifestIcons: false,
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,webmanifest}'],
    // Screenshots are for install dialogs only, and the Word reader for the admin's uploads only:
    // no need to download them into every reader's cache.
    globIgnores: ['screenshots/**', 'assets/docx-*.js'],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    sourcemap: false,
  },
  devOptions: { enabled: false },
}
