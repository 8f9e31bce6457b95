// Builds the web app (app/ → dist/) with the custom service worker, and configures the tests.
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import { pwaOptions } from './workbox.config.ts'

export default defineConfig({
  root: 'app',
  publicDir: 'public',
  plugins: [react(), VitePWA(pwaOptions)],
  build: { outDir: '../dist', emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  test: {
    root: '.',
    projects: [
      {
        test: {
          name: 'node',
          root: '.',
          environment: 'node',
          include: ['api/**/*.test.ts', 'db/**/*.test.ts', 'sw/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
})
