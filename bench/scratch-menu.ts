import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServer } from './server.ts'
import { firstPage, freshProfile, PHONE } from './chromium-profile.ts'
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taps-scratch-'))
const dataDir = path.join(workDir, 'data'); fs.mkdirSync(dataDir, { recursive: true })
const server = await startServer({ port: 8614, dataDir, staticDir: path.resolve('dist'), env: { SEED_DEMO: '1' } })
const { context, close } = await freshProfile(PHONE)
try {
  await context.addInitScript(() => localStorage.setItem('selectedFaction', 'knights'))
  const page = await firstPage(context)
  page.on('console', (m) => console.log('console:', m.text()))
  page.on('pageerror', (e) => console.log('pageerror:', e.message))
  await page.goto(server.origin)
  await page.waitForTimeout(3000)
  await page.getByRole('button', { name: 'Open menu' }).tap()
  await page.getByRole('dialog', { name: 'Menu' }).waitFor()
  await page.waitForTimeout(500)
  console.log('focused:', await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80)))
  await page.keyboard.press('Escape')
  await page.waitForTimeout(500)
  console.log('dialogs after Escape:', await page.locator('[role="dialog"]').count(), 'focused:', await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80)))
} finally { await close(); await server.stop(); fs.rmSync(workDir, { recursive: true, force: true }) }
