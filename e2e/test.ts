// The browser tests' `test`: Playwright's, with the server of the test's worker (e2e/servers.ts),
// or a retry's own, as `server` and as the base of every relative address. A test that fails has
// what its pages said (console errors and warnings, uncaught errors, failed requests, the toasts
// shown) attached to its report.
import fs from 'node:fs'
import path from 'node:path'
import { test as base } from '@playwright/test'
import { e2eServer, serverEnv, type E2EServer } from './servers.ts'
import { startServer } from './own-server.ts'

export { expect } from '@playwright/test'
export type { APIRequestContext, BrowserContext, CDPSession, Locator, Page } from '@playwright/test'

export const test = base.extend<{ server: E2EServer }, { workerServer: E2EServer }>({
  // Playwright reads a fixture's needs from its first parameter, which must be a destructuring.
  workerServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      await use(e2eServer(workerInfo.parallelIndex))
    },
    { scope: 'worker' },
  ],
  // A retry (on CI) runs on a fresh server of its own: the worker's still holds what the first try
  // wrote (a second link of the same name, a story published twice), which the test never expects.
  server: async ({ workerServer }, use, testInfo) => {
    if (testInfo.retry === 0) return use(workerServer)
    const server = e2eServer(testInfo.parallelIndex, testInfo.retry)
    fs.rmSync(server.dataDir, { recursive: true, force: true })
    const running = await startServer({
      port: server.port,
      dataDir: server.dataDir,
      staticDir: process.env.BUILD_OUT_DIR ?? path.join(import.meta.dirname, '../dist'),
      env: serverEnv(server),
    })
    await use(server)
    await running.stop()
  },
  baseURL: async ({ server }, use) => {
    await use(server.origin)
  },
  // Only where a test uses a browser: its context (and so its every page) is listened to.
  context: async ({ context }, use, testInfo) => {
    const started = Date.now()
    const lines: string[] = []
    const at = () => `${((Date.now() - started) / 1000).toFixed(1)}s`
    const pageOf = (url: string | undefined) => (url ? new URL(url).pathname : '?')
    context.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        lines.push(`${at()} ${message.type()} on ${pageOf(message.page()?.url())}: ${message.text()}`)
    })
    context.on('weberror', (error) =>
      lines.push(`${at()} uncaught on ${pageOf(error.page()?.url())}: ${error.error().message}`),
    )
    context.on('requestfailed', (request) =>
      lines.push(
        `${at()} request failed: ${request.method()} ${pageOf(request.url())} (${request.failure()?.errorText})`,
      ),
    )
    // Every toast, as it appears: a test waiting for one that never came sees what was said instead.
    await context.exposeBinding('e2eToastShown', ({ page }, text: string) =>
      lines.push(`${at()} toast on ${pageOf(page?.url())}: ${text}`),
    )
    await context.addInitScript(() => {
      const tell = (window as unknown as { e2eToastShown: (text: string) => void }).e2eToastShown
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          if (node instanceof Element && node.matches('[data-testid="toast"]')) void tell(node.textContent ?? '')
        }
      }).observe(document, { childList: true, subtree: true })
    })
    await use(context)
    if (testInfo.status !== testInfo.expectedStatus && lines.length > 0)
      await testInfo.attach('page log', { body: lines.join('\n'), contentType: 'text/plain' })
  },
})
