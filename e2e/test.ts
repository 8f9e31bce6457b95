// The browser tests' `test`: Playwright's, with the server of the test's worker (e2e/servers.ts)
// as `server` and as the base of every relative address.
import { test as base } from '@playwright/test'
import { e2eServer, type E2EServer } from './servers.ts'

export { expect } from '@playwright/test'
export type { APIRequestContext, BrowserContext, CDPSession, Locator, Page } from '@playwright/test'

export const test = base.extend<object, { server: E2EServer }>({
  // Playwright reads a fixture's needs from its first parameter, which must be a destructuring.
  // eslint-disable-next-line no-empty-pattern
  server: [async ({}, use, workerInfo) => { await use(e2eServer(workerInfo.parallelIndex)) }, { scope: 'worker' }],
  baseURL: async ({ server }, use) => { await use(server.origin) },
})
