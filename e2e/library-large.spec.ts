// A large library (more than VIRTUALIZE_FROM stories, on its own server): only a screenful of
// cards is in the page, scrolling brings the rest, and the last story is reachable at the end.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from './test.ts'
import { connect } from '../db/server/connect.ts'
import { insertStoryIfNew } from '../db/server/stories.ts'
import { startServer, type RunningServer } from './own-server.ts'
import { asReturningReader } from './support.ts'

const PORT = 8194
const STORIES = 300
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-large-'))
let server: RunningServer | undefined

test.beforeAll(async () => {
  const db = await connect(path.join(dataDir, 'infinaeon.db'))
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < STORIES; i++) {
      const at = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()
      await insertStoryIfNew(trx, {
        id: crypto.randomUUID(),
        title: `Shelf story ${String(i).padStart(3, '0')}`,
        description: 'One of many.',
        content: `Text ${i}`,
        category: 'standalone',
        read_time: '1min',
        is_featured: 0,
        word_count: 2,
        created_at: at,
        updated_at: at,
      })
    }
  })
  await db.destroy()
  server = await startServer({
    port: PORT,
    dataDir,
    staticDir: process.env.BUILD_OUT_DIR ?? path.resolve(import.meta.dirname, '../dist'),
  })
})
test.afterAll(async () => {
  await server?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

test('the library shows a screenful of a long list and scrolls to its last story', async ({ page }) => {
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
  await page.goto(`http://127.0.0.1:${PORT}/library`)
  await expect(page.getByText(`Showing ${STORIES} of ${STORIES} stories`)).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('link', { name: 'Shelf story 299' })).toBeVisible()
  expect(await page.getByTestId('story-card').count()).toBeLessThan(60)

  // Scrolled to the end: the oldest story is there, the newest has left the page.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      return page.getByRole('link', { name: 'Shelf story 000' }).isVisible()
    })
    .toBe(true)
  await expect(page.getByRole('link', { name: 'Shelf story 299' })).toHaveCount(0)
  expect(await page.getByTestId('story-card').count()).toBeLessThan(60)
})

test('a first sync of many pages shows the library once it has them all, not page after page', async ({ page }) => {
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
  // Pages of 40 instead of 500: this library arrives in 8 pages, on a slow phone over a slow
  // network, so the page has time to show each one if it would.
  await page.route('**/api/sync?*', async (route) => {
    const url = new URL(route.request().url())
    url.searchParams.set('limit', '40')
    await new Promise((resolve) => setTimeout(resolve, 300))
    return route.continue({ url: url.toString() })
  })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  // Every count the library's heading ever shows, as the page draws it.
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { shownCounts: seen })
    new MutationObserver(() => {
      const count = /Showing (\d+) of/.exec(document.body?.textContent ?? '')?.[1]
      if (count && seen.at(-1) !== count) seen.push(count)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await page.goto(`http://127.0.0.1:${PORT}/library`)
  await expect(page.getByText(`Showing ${STORIES} of ${STORIES} stories`)).toBeVisible({ timeout: 30_000 })
  const shown = await page.evaluate(() => (window as unknown as { shownCounts: string[] }).shownCounts)
  // At most the first page as it arrives, then everything: never the pages in between, and never
  // "Showing 0" while the stories are still on their way.
  expect(shown.length, `counts shown: ${shown.join(', ')}`).toBeLessThanOrEqual(2)
  expect(shown).not.toContain('0')
  expect(shown.at(-1)).toBe(String(STORIES))
})

test('a cleared search brings the list back with its cards at once, not a frame of skeletons first', async ({
  page,
}) => {
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
  await page.goto(`http://127.0.0.1:${PORT}/library`)
  await expect(page.getByRole('link', { name: 'Shelf story 299' })).toBeVisible({ timeout: 20_000 })
  const search = page.getByLabel('Search library')
  await search.fill('Shelf story 29')
  await expect(page.getByText('Showing 11 of 300 stories for "Shelf story 29"')).toBeVisible()
  // What the page holds in the very mutation that brings the whole list's line back.
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      if (!/^Showing 300 of 300 stories$/.test(document.querySelector('[role=status]')?.textContent ?? '')) return
      observer.disconnect()
      Object.assign(window, { cardsWithLine: document.querySelectorAll('[data-testid=story-card]').length })
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  await search.fill('')
  await expect(page.getByText(`Showing ${STORIES} of ${STORIES} stories`)).toBeVisible()
  expect(await page.evaluate(() => Reflect.get(window, 'cardsWithLine'))).toBeGreaterThan(0)
})
