import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServer } from './server.ts'
import { firstPage, freshProfile, PHONE } from './chromium-profile.ts'
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taps-scratch-'))
const dataDir = path.join(workDir, 'data'); fs.mkdirSync(dataDir, { recursive: true })
const server = await startServer({ port: 8612, dataDir, staticDir: path.resolve('dist'), env: { SEED_DEMO: '1' } })
const { context, close } = await freshProfile(PHONE)
try {
  const page = await firstPage(context)
  await page.goto(server.origin)
  await page.waitForTimeout(4000)
  console.log(await page.evaluate(() => [...document.querySelectorAll('button')].map((b) => (b.getAttribute('aria-label') ?? b.textContent) + (b.closest('main') ? ' [main]' : '')).join('\n')))
} finally { await close(); await server.stop(); fs.rmSync(workDir, { recursive: true, force: true }) }
