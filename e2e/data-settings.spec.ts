// Data Settings: the export holds the favourite and the bookmark made
// here, plus the spec's fields; Clear Favourites and Reset Reading Settings do what they say; and
// Clear All Data leaves IndexedDB and the caches empty, and the app starts again like a first visit.
// It also says how many stories the device keeps for offline reading, and their size.
import fs from 'node:fs'
import { expect, test, type APIRequestContext, type Page } from './test.ts'
import { asReturningReader, showReadingTools, storyByTitle, waitForServiceWorker } from './support.ts'
import { formatBytes } from '../app/lib/bytes.ts'
import { STORY_TEXT_BATCH } from '../contract/limits.ts'

async function chooseFaction(page: Page): Promise<void> {
  const picker = page.getByRole('dialog', { name: 'Choose Your Faction' })
  await picker.getByRole('radio', { name: /Neutral/ }).click()
  await picker.getByRole('button', { name: 'Apply Theme' }).click()
  await expect(picker).toBeHidden()
}

test('the export holds what was saved here; clearing favourites and reading settings works', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
  await page.goto('/library')
  await chooseFaction(page)
  const story = await storyByTitle(request, 'The Gatekeeper of Vessa')
  const favourite = page
    .getByTestId('story-card')
    .filter({ hasText: 'The Gatekeeper of Vessa' })
    .getByRole('button', { name: 'Favourite "The Gatekeeper of Vessa"' })
  await favourite.click()
  await expect(favourite).toHaveAttribute('aria-pressed', 'true')
  await page.goto(`/read/${story.id}`)
  await showReadingTools(page)
  await page.getByRole('button', { name: /change font size/ }).click()
  await page.evaluate(() => window.scrollTo(0, 1500))
  await page.getByRole('button', { name: 'Bookmark this position' }).click()
  await expect(page.getByRole('button', { name: 'Remove bookmark' })).toBeVisible()

  await page.goto('/data-settings')
  await expect(page.getByTestId('stat-favourites')).toHaveText('1')
  await expect(page.getByTestId('stat-storage')).toHaveText(/^\d+\.\d{2} KB$/)
  const entries = page.getByRole('list', { name: 'Local storage entries' })
  await expect(entries.getByRole('listitem').filter({ hasText: 'selectedFaction' })).toContainText('neutral')
  await expect(page.getByTestId('stat-entries')).toHaveText(String(await entries.getByRole('listitem').count()))

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export My Data' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^infinaeon-hub-data-\d{4}-\d{2}-\d{2}\.json$/)
  await expect(page.getByText('Data Exported', { exact: true })).toBeVisible()
  const data = JSON.parse(fs.readFileSync((await file.path())!, 'utf8'))
  expect(data).toMatchObject({
    personalData: { faction: 'neutral', readingSettings: { fontSize: 20 }, adminAuth: false },
    localStorage: { selectedFaction: 'neutral' },
  })
  expect(data.personalData.favourites).toEqual([expect.objectContaining({ storyId: story.id })])
  expect(data.device.bookmarks).toEqual([expect.objectContaining({ storyId: story.id })])
  expect(new Date(data.exportDate).getTime()).toBeGreaterThan(Date.now() - 60_000)

  await page.getByRole('button', { name: 'Clear Favourites' }).click()
  await expect(page.getByText('Favourites Cleared', { exact: true })).toBeVisible()
  await expect(page.getByTestId('stat-favourites')).toHaveText('0')
  await expect(page.getByRole('button', { name: 'Clear Favourites' })).toBeDisabled()
  await page.getByRole('button', { name: 'Reset Reading Settings to Defaults' }).click()
  await expect(page.getByText('Reading Settings Reset', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('reading_settings')!).fontSize)).toBe(16)
})

test('Clear All Data empties IndexedDB, the caches and storage, and the app starts fresh', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
  await page.goto('/library')
  await chooseFaction(page)
  await waitForServiceWorker(page)
  const favourite = page
    .getByTestId('story-card')
    .first()
    .getByRole('button', { name: /^Favourite "/ })
  await favourite.click()
  await expect(favourite).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0)
  const cover = await page
    .getByTestId('story-card')
    .locator('img[src^="/api/media/covers/"]')
    .first()
    .getAttribute('src')

  await page.goto('/data-settings')
  await page.getByRole('button', { name: 'Clear All Data' }).click()
  const confirm = page.getByRole('dialog', { name: 'Clear All Data' })
  await expect(confirm).toContainText('Are you sure you want to clear all local data? This action cannot be undone.')
  await confirm.getByRole('button', { name: 'Clear All Data' }).click()
  await expect(page.getByText('All Data Cleared', { exact: true })).toBeVisible()
  // The worker this page still has until it reloads keeps nothing more: a picture it fetches now
  // (as a prefetch under way when the caches went would) puts no cache back.
  expect(await page.evaluate((url) => fetch(url).then((response) => response.status), cover!)).toBe(200)
  expect(
    await page.evaluate(async () => ({
      // The worker's cache bookkeeping (Workbox) goes as soon as the unregistered worker lets go of it.
      databases: (await indexedDB.databases()).map((d) => d.name).filter((name) => name !== 'workbox-expiration'),
      caches: (await caches.keys()).length,
      storage: localStorage.length,
      workers: (await navigator.serviceWorker.getRegistrations()).length,
    })),
  ).toEqual({ databases: [], caches: 0, storage: 0, workers: 0 })

  // The app starts again like a first visit.
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 })
  await expect(page.getByRole('dialog', { name: 'Choose Your Faction' })).toBeVisible()
  await chooseFaction(page)
  await page.goto('/favourites')
  await expect(page.getByTestId('story-card')).toHaveCount(0)
})

/** The server's stories and the UTF-8 bytes of their texts, read the way a device syncs them. */
async function serverTexts(request: APIRequestContext): Promise<{ count: number; bytes: number }> {
  const stories = new Set<string>()
  for (let cursor = '0', hasMore = true; hasMore;) {
    const page = (await (await request.get(`/api/sync?since=${cursor}`)).json()) as {
      cursor: string
      hasMore: boolean
      changes: Array<{ type: string; op: string; id: string }>
    }
    for (const change of page.changes.filter((c) => c.type === 'story')) {
      if (change.op === 'put') stories.add(change.id)
      else stories.delete(change.id)
    }
    ;({ cursor, hasMore } = page)
  }
  const ids = [...stories]
  let bytes = 0
  for (let i = 0; i < ids.length; i += STORY_TEXT_BATCH) {
    const texts = (await (
      await request.get(`/api/story-texts?ids=${ids.slice(i, i + STORY_TEXT_BATCH).join(',')}`)
    ).json()) as Array<{ content: string }>
    bytes += texts.reduce((sum, text) => sum + Buffer.byteLength(text.content, 'utf8'), 0)
  }
  return { count: ids.length, bytes }
}

test('it says how many stories are kept for offline reading, and the size of their text', async ({ page, request }) => {
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
  const { count, bytes } = await serverTexts(request)
  expect(count).toBeGreaterThanOrEqual(9) // the demo universe, and whatever earlier tests published
  await page.goto('/data-settings')
  // The line follows the prefetch until every text is on the device.
  await expect(page.getByTestId('offline-stories')).toHaveText(
    `${count} stories kept for offline reading · ${formatBytes(bytes)}`,
    { timeout: 30_000 },
  )
})
