// Builds the web app (app/ → dist/) with the custom service worker, and configures the tests.
import { defineConfig } from 'vitest/config'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { pwaOptions } from './workbox.config.ts'

export default defineConfig({
  root: 'app',
  publicDir: 'public',
  plugins: [
    // File routes under app/routes; the generated tree is committed (app/routeTree.gen.ts).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: path.resolve('app/routes'),
      generatedRouteTree: path.resolve('app/routeTree.gen.ts'),
    }),
    react(),
    tailwindcss(),
    VitePWA(pwaOptions),
  ],
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
          include: ['api/**/*.test.ts', 'db/**/*.test.ts', 'sw/**/*.test.ts', 'app/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
})
