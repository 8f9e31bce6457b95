// The service worker build: our own worker (sw/sw.ts) compiled by vite-plugin-pwa in
// injectManifest mode, with the precache list of the built shell injected into it.
import type { VitePWAOptions } from 'vite-plugin-pwa'

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: '../sw',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  manifest: false,
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,webmanifest}'],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  },
  devOptions: { enabled: false },
}
