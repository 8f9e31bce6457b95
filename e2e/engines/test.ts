// The `test` of the journeys that run in every engine (playwright.config.ts: projects webkit,
// firefox and, for the back/forward cache, chromium). Each test gets a fresh profile in its
// project's engine (`tab`) and a server of its own (app-server.ts); a journey across two devices
// asks for `otherTab` too. A failure names the engine and keeps a screenshot, the page's text and
// what its console said.
import fs from 'node:fs'
import { test as base, type TestInfo } from '@playwright/test'
import type { EngineBrowser, EngineName, EnginePage } from './engine-page.ts'
import { appServer, type AppServer } from './app-server.ts'
import { launchEngine } from './launch.ts'

export { expect } from '@playwright/test'
export type { AppServer }

/** What a failed test keeps of a page, under `name` (the engine, and which device if two). */
async function keepFailed(page: EnginePage, testInfo: TestInfo, name: string): Promise<void> {
  if (testInfo.status === testInfo.expectedStatus) return
  const screenshot = testInfo.outputPath(`${name.replaceAll(' ', '-')}-screenshot.png`)
  await page
    .screenshot()
    .then((png) => fs.writeFileSync(screenshot, png))
    .catch(() => {})
  if (fs.existsSync(screenshot))
    await testInfo.attach(`${name} screenshot`, { path: screenshot, contentType: 'image/png' })
  const text = await page
    .evaluate(() => `${location.href}\n\n${document.body.innerText}`)
    .catch((error: unknown) => String(error))
  await testInfo.attach(`${name} page text`, { body: text, contentType: 'text/plain' })
  if (page.log().length > 0)
    await testInfo.attach(`${name} console`, { body: page.log().join('\n'), contentType: 'text/plain' })
}

export const test = base.extend<
  { server: AppServer; tab: EnginePage; otherTab: EnginePage },
  { engineName: EngineName; engine: EngineBrowser }
>({
  engineName: ['chromium', { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName }, use) => {
      const engine = await launchEngine(engineName)
      await use(engine)
      await engine.close()
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  // eslint-disable-next-line no-empty-pattern
  server: async ({}, use) => {
    const server = await appServer()
    await use(server)
    await server.stop()
    fs.rmSync(server.dataDir, { recursive: true, force: true })
  },
  tab: async ({ engine }, use, testInfo) => {
    const page = await engine.newPage()
    await use(page)
    await keepFailed(page, testInfo, page.engine)
    await engine.closePage()
  },
  // A second device: the engine launched once more for this test (WebKitWebDriver drives one
  // session at a time), with a fresh profile of its own at phone size.
  otherTab: [
    async ({ engineName }, use, testInfo) => {
      const engine = await launchEngine(engineName)
      try {
        const page = await engine.newPage()
        await use(page)
        await keepFailed(page, testInfo, `${page.engine} other device`)
      } finally {
        await engine.close()
      }
    },
    { timeout: 60_000 },
  ],
})
