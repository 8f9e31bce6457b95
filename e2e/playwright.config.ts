// Browser tests: the real server on a fresh data folder with the demo universe (one per worker,
// e2e/servers.ts), driven in the system Chromium (never a downloaded browser) at phone size, plus
// a desktop pass for layout.
import { defineConfig, devices } from '@playwright/test'
import { E2E_SERVERS, E2E_WORKERS, serverEnv, type E2EServer } from './servers.ts'
import { CHROMIUM_LAUNCH as chromium } from './chromium-launch.ts'
import type { EngineName } from './engines/engine-page.ts'

interface EngineOptions {
  engineName: EngineName
}

// WebKitWebDriver's client logs every session it opens at 'info'.
process.env.WDIO_LOG_LEVEL ??= 'error'

const ENGINE_JOURNEYS = /engines\/.*\.engine\.ts$/

export default defineConfig<EngineOptions>({
  testDir: '.',
  outputDir: '../test-results',
  // Two browsers and two servers share two cores: a first visit (a fresh profile, the worker
  // installing, the database created) has taken over 10 s to draw its first list there.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // A file's tests run in order on one worker; files are shared out between the workers.
  fullyParallel: false,
  workers: E2E_WORKERS,
  // On CI a failed test runs once more, and one that passes only then is listed as flaky: that is
  // a bug in the test (or the app) to find and fix, never a pass to live with. Locally, no retry.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    launchOptions: chromium,
    // Recording a trace made every test about half as slow again on two cores; a failed test's
    // retry on CI records one, and its first try keeps a screenshot.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium } },
    { name: 'desktop', grep: /@desktop/, use: { viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    // The journeys every engine runs (e2e/engines/): WebKit and Firefox as Debian ships them, and
    // Chromium with its back/forward cache on for the ones about that cache.
    { name: 'webkit', testMatch: ENGINE_JOURNEYS, use: { engineName: 'webkit' } },
    { name: 'firefox', testMatch: ENGINE_JOURNEYS, use: { engineName: 'firefox' } },
    { name: 'chromium', testMatch: ENGINE_JOURNEYS, grep: /@every-engine/, use: { engineName: 'chromium' } },
  ],
  webServer: E2E_SERVERS.map(serverCommand),
})

/** One worker's server: the real one, on a fresh data folder with the demo universe. */
function serverCommand(server: E2EServer) {
  return {
    command: `rm -rf ${server.dataDir} && node_modules/.bin/tsx api/server.ts`,
    cwd: '..',
    url: `${server.origin}/api/series`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { STATIC_DIR: process.env.BUILD_OUT_DIR ?? 'dist', ...serverEnv(server) },
  }
}
