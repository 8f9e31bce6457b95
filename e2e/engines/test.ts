// The `test` of the journeys that run in every engine (playwright.config.ts: projects webkit,
// firefox and, for the back/forward cache, chromium). Each test gets a fresh profile in its
// project's engine (`tab`) and a server of its own (app-server.ts). A failure names the engine and
// keeps a screenshot, the page's text and what its console said.
import fs from 'node:fs'
import { test as base } from '@playwright/test'
import type { EngineBrowser, EngineName, EnginePage } from './engine-page.ts'
import { appServer, type AppServer } from './app-server.ts'
import { launchEngine } from './launch.ts'

export { expect } from '@playwright/test'
export type { AppServer }

export const test = base.extend<
  { server: AppServer; tab: EnginePage },
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
    if (testInfo.status !== testInfo.expectedStatus) {
      const screenshot = testInfo.outputPath(`${page.engine}-screenshot.png`)
      await page
        .screenshot()
        .then((png) => fs.writeFileSync(screenshot, png))
        .catch(() => {})
      if (fs.existsSync(screenshot))
        await testInfo.attach(`${page.engine} screenshot`, { path: screenshot, contentType: 'image/png' })
      const text = await page
        .evaluate(() => `${location.href}\n\n${document.body.innerText}`)
        .catch((error: unknown) => String(error))
      await testInfo.attach(`${page.engine} page text`, { body: text, contentType: 'text/plain' })
      if (page.log().length > 0)
        await testInfo.attach(`${page.engine} console`, { body: page.log().join('\n'), contentType: 'text/plain' })
    }
    await engine.closePage()
  },
})
