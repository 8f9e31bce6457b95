// Builds the web app (app/ → dist/) with the custom service worker, then the server's renderer of
// first screens (app/entry-server.tsx → dist/.server/, which is never served or precached), and
// configures the tests.
import { configDefaults, defineConfig } from 'vitest/config'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { pwaOptions } from './workbox.config.ts'
import { precompress } from './precompress.config.ts'

const outDir = process.env.BUILD_OUT_DIR ?? '../dist'
const BUILD_ID = randomUUID()

/** The API's tests and the server's database code. */
const SERVER_TESTS = ['api/**/*.test.ts', 'db/server/**/*.test.ts']

/** What every test file shares: Node, the S3 server of the run, and a limit for real servers. */
const nodeTests = {
  root: '.',
  environment: 'node',
  // *.postgres.test.ts need a PostgreSQL server: the second pass (.ci/test-postgres) gives one.
  // *.once.test.ts measure what no database changes (gigabytes through the backup's archive): the
  // first pass alone runs them.
  exclude: process.env.TEST_DATABASE_URL
    ? [...configDefaults.exclude, '**/*.once.test.ts']
    : [...configDefaults.exclude, '**/*.postgres.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 30_000,
  globalSetup: ['api/testing/s3-global-setup.ts'],
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'app',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    // File routes under app/routes; the generated tree is committed (app/routeTree.gen.ts).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: path.resolve('app/routes'),
      generatedRouteTree: path.resolve('app/routeTree.gen.ts'),
    }),
    react(),
    // The server renders HTML only: no styles, worker or compressed copies to make for it.
    ...(isSsrBuild ? [] : [tailwindcss(), VitePWA(pwaOptions), precompress()]),
  ],
  // The version shown in the footer; browser tests build two versions to prove the update flow.
  // The build's id is shared by the page and its service worker (built in this same run), so a page
  // can tell a worker of its own build from a newer one.
  define: {
    __APP_VERSION__: JSON.stringify(process.env.APP_VERSION ?? process.env.npm_package_version ?? 'dev'),
    __BUILD_ID__: JSON.stringify(BUILD_ID),
  },
  // No source maps: what `npm start` serves is public, and maps would publish the source.
  build: {
    outDir: isSsrBuild ? `${outDir}/.server` : outDir,
    emptyOutDir: true,
    sourcemap: false,
    // Which chunks each route loads, for the first-load budget check (app/first-load-budget.test.ts).
    manifest: !isSsrBuild,
    // No module preload links: the browser's module loader fetches a chunk's imports itself. Vite's
    // helper would add a <link> per file for every dynamic import, and on a phone (CPU 4×) adding
    // the app start's 40 links took 60–180 ms of the page's thread right after the first paint.
    modulePreload: false,
    // One stylesheet for the whole app, in the page from the start (the first screen inlines it, the
    // shell links it). Split, every lazy chunk would name it as a dependency, and Vite's helper,
    // finding no <link> for it beside the inlined copy, would link it a second time: the browser then
    // registers Tailwind's @property rules again and computes every element's style anew (a 140 ms
    // task at CPU 4× on a phone's first visit), and matches twice the rules ever after.
    cssCodeSplit: false,
    rollupOptions: {
      output: {
        // The Word reader (mammoth) is for the admin's upload dialog only: named so the worker
        // leaves it out of what every reader downloads (workbox.config.ts).
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.includes('/node_modules/mammoth/'))
            ? 'assets/docx-[hash].js'
            : 'assets/[name]-[hash].js',
        // React DOM and Dexie in chunks of their own, so that evaluating each is a task of its own
        // (app/main.tsx, app/data/queries/local-db.ts).
        ...(isSsrBuild
          ? {}
          : {
              codeSplitting: {
                groups: [
                  { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
                  { name: 'dexie', test: /node_modules[\\/]dexie[\\/]/ },
                ],
              },
            }),
      },
    },
  },
  // The server's renderer carries its packages, so a build works wherever it is put.
  ssr: { noExternal: true },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  test: {
    root: '.',
    // Two test files at once even on two cores: most of a test's time is spent waiting on a
    // database, a disk or a socket, and the whole suite takes about 40% less.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...nodeTests,
          name: 'server',
          include: SERVER_TESTS,
          // The server's tests share each worker's module cache: every file builds its own app (its
          // own database, media folder and config) and holds no state in a module, and importing
          // the server again for each file was half the suite's time.
          isolate: false,
        },
      },
      {
        test: {
          ...nodeTests,
          name: 'client',
          include: ['{db,contract,client,story-text,page,sw,app,docs}/**/*.test.ts'],
          // The device's side keeps state in modules (the API's address, stores, the local database
          // on fake-indexeddb), so each of its files starts from fresh modules.
          exclude: [...nodeTests.exclude, ...SERVER_TESTS],
        },
      },
    ],
  },
}))
