// Browser tests: the real server on a fresh data folder with the demo universe, driven in the
// system Chromium (never a downloaded browser) at phone size, plus a desktop pass for layout.
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

/** Overridable so two checkouts (or two people's builds) can run their browser tests side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8190)
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password'
/** The local push service of the push test; the server accepts subscriptions to it. */
export const E2E_PUSH_PORT = E2E_PORT + 1
// Set once by the runner and inherited by its workers (a test may open the server's database).
const dataDir = process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `infinaeon-e2e-${process.pid}`)
export const E2E_DATA_DIR = dataDir

const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run', '--autoplay-policy=no-user-gesture-required',
  ],
}

export default defineConfig({
  testDir: '.',
  outputDir: '../test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium } },
    { name: 'desktop', grep: /@desktop/, use: { viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node_modules/.bin/tsx api/server.ts`,
    cwd: '..',
    url: `http://127.0.0.1:${E2E_PORT}/api/series`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      STATIC_DIR: process.env.BUILD_OUT_DIR ?? 'dist',
      DATA_DIR: dataDir, PORT: String(E2E_PORT), HOST: '127.0.0.1', ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'silent', SEED_DEMO: '1', PUSH_EXTRA_HOSTS: `127.0.0.1:${E2E_PUSH_PORT}`,
      // Legacy audio links point at a host the test starts on loopback.
      OUTBOUND_ALLOW_ADDRESSES: '127.0.0.1',
      // Every test posts from this one address; the limit itself has its own test and server.
      COMMENTS_PER_MINUTE: '60',
    },
  },
})
