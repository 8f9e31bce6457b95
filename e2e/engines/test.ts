// The `test` of the journeys that run in every engine (playwright.config.ts: projects webkit,
// firefox and, for the back/forward cache, chromium). Each test gets a fresh profile in its
// project's engine (`tab`) and a server of its own with the demo universe, which it may stop (offline, for
// real: nothing answers) and start again on the same address. A failure names the engine and
// keeps a screenshot and the page's text.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test as base } from '@playwright/test'
import type { EngineBrowser, EngineName, EnginePage } from './engine-page.ts'
import { freePort } from './processes.ts'
import { startServer, type RunningServer } from '../own-server.ts'
import { E2E_ADMIN_PASSWORD, serverEnv } from '../servers.ts'

export { expect } from '@playwright/test'

const DIST = process.env.BUILD_OUT_DIR ?? path.resolve(import.meta.dirname, '../../dist')

export interface AppServer {
  origin: string
  dataDir: string
  /** Stops answering (connections refused), as a phone without a network sees it. */
  stop(): Promise<void>
  /** Answers again, on the same address and data; `staticDir`: another build of the app. */
  start(staticDir?: string): Promise<void>
  /** Calls the API as the admin (JSON in and out). */
  adminCall<T = unknown>(method: string, pathname: string, body?: unknown): Promise<T>
}

async function appServer(): Promise<AppServer> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const dataDir = fs.mkdtempSync(path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), 'engine-'))
  const env = serverEnv({ port, origin, pushPort: 0, dataDir })
  let running: RunningServer | undefined
  const server: AppServer = {
    origin,
    dataDir,
    async stop() {
      await running?.stop()
      running = undefined
    },
    async start(staticDir = DIST) {
      running = await startServer({ port, dataDir, staticDir, env, built: true })
    },
    async adminCall(method, pathname, body) {
      const res = await fetch(`${origin}${pathname}`, {
        method, headers: { 'x-admin-password': E2E_ADMIN_PASSWORD, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`)
      return (res.status === 204 ? undefined : await res.json()) as never
    },
  }
  await server.start()
  return server
}

async function launch(name: EngineName): Promise<EngineBrowser> {
  if (name === 'webkit') return (await import('./webkit.ts')).launchWebKit()
  if (name === 'firefox') return (await import('./firefox.ts')).launchFirefox()
  return (await import('./chromium.ts')).launchChromium()
}

export const test = base.extend<{ server: AppServer; tab: EnginePage }, { engineName: EngineName; engine: EngineBrowser }>({
  engineName: ['chromium', { option: true, scope: 'worker' }],
  engine: [async ({ engineName }, use) => {
    const engine = await launch(engineName)
    await use(engine)
    await engine.close()
  }, { scope: 'worker', timeout: 60_000 }],
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
      await page.screenshot().then((png) => fs.writeFileSync(screenshot, png)).catch(() => {})
      if (fs.existsSync(screenshot)) await testInfo.attach(`${page.engine} screenshot`, { path: screenshot, contentType: 'image/png' })
      const text = await page.evaluate(() => `${location.href}\n\n${document.body.innerText}`).catch((error: unknown) => String(error))
      await testInfo.attach(`${page.engine} page text`, { body: text, contentType: 'text/plain' })
      if (page.log().length > 0) await testInfo.attach(`${page.engine} console`, { body: page.log().join('\n'), contentType: 'text/plain' })
    }
    await engine.closePage()
  },
})
