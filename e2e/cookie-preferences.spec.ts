// Cookie Preferences: the defaults, choices that persist with their
// consent date, functional off keeping settings for this visit only, and Clear All Cookies keeping
// only the preference and consent keys.
import { expect, test, type Page } from './test.ts'
import { asReturningReader, waitForServiceWorker } from './support.ts'

test.beforeEach(async ({ page }) => {
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
})

const toggle = (page: Page, name: string) => page.getByRole('switch', { name: `${name} cookies` })
const stored = (page: Page) =>
  page.evaluate(() => ({
    preferences: JSON.parse(localStorage.getItem('icu_cookie_preferences') ?? 'null'),
    consent: localStorage.getItem('icu_cookie_consent_date'),
  }))

test('the defaults, a saved choice with its consent date, and Accept All / Reject Non-Essential', async ({ page }) => {
  await page.goto('/cookie-preferences')
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Preferences' })).toBeVisible()
  await expect(page.getByText('Not set', { exact: true })).toBeVisible()
  await expect(toggle(page, 'Essential')).toBeDisabled()
  await expect(toggle(page, 'Essential')).toHaveAttribute('aria-checked', 'true')
  await expect(toggle(page, 'Functional')).toHaveAttribute('aria-checked', 'true')
  await expect(toggle(page, 'Performance')).toHaveAttribute('aria-checked', 'false')
  await expect(toggle(page, 'Targeting')).toHaveAttribute('aria-checked', 'false')
  await expect(page.getByText('session_token').first()).toBeVisible()

  await toggle(page, 'Performance').click()
  await page.getByRole('button', { name: 'Save Preferences' }).click()
  await expect(page.getByText('Preferences Saved', { exact: true })).toBeVisible()
  const saved = await stored(page)
  expect(saved.preferences).toEqual({ functional: true, performance: true, targeting: false })
  expect(new Date(saved.consent!).getTime()).toBeGreaterThan(Date.now() - 60_000)

  await page.reload()
  await expect(toggle(page, 'Performance')).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByText('Not set', { exact: true })).toHaveCount(0)

  await page.getByRole('button', { name: 'Accept All' }).click()
  await expect(page.getByText('All Cookies Accepted', { exact: true })).toBeVisible()
  expect((await stored(page)).preferences).toEqual({ functional: true, performance: true, targeting: true })

  await page.getByRole('button', { name: 'Reject Non-Essential' }).click()
  await expect(page.getByText('Non-Essential Cookies Rejected', { exact: true })).toBeVisible()
  expect((await stored(page)).preferences).toEqual({ functional: false, performance: false, targeting: false })
  // Functional off: the faction and reader settings live for this visit only.
  expect(
    await page.evaluate(() => [localStorage.getItem('selectedFaction'), sessionStorage.getItem('selectedFaction')]),
  ).toEqual([null, 'knights'])
})

test('Clear All Cookies asks first and keeps only the preference and consent keys', async ({ page }) => {
  await page.goto('/cookie-preferences')
  await waitForServiceWorker(page)
  await page.getByRole('button', { name: 'Save Preferences' }).click()
  // A sync asks for persistent storage and notes it in localStorage; let the first visit's syncs
  // (the page's, then the one the worker asks for when it takes control) finish first, or a note
  // could land after the clear.
  await page.waitForFunction(() => localStorage.getItem('storage-persist-asked') !== null)
  await expect(page.getByRole('button', { name: 'Sync status: Synced' })).toBeVisible()
  await page.evaluate(() => {
    localStorage.setItem('reading_settings', '{"fontSize":20,"lineSpacing":1.6,"theme":"dark"}')
    localStorage.setItem('icu_comment_name', 'Ilen')
    document.cookie = 'visible_cookie=1; path=/'
  })
  await page.getByRole('button', { name: 'Clear All Cookies' }).click()
  const confirm = page.getByRole('dialog', { name: 'Clear All Cookies' })
  await expect(confirm).toContainText(
    'Are you sure you want to clear all cookies? This will log you out and reset all preferences.',
  )
  await confirm.getByRole('button', { name: 'Clear All Cookies' }).click()
  await expect(page.getByText('Cookies Cleared', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => Object.keys(localStorage).sort())).toEqual([
    'icu_cookie_consent_date',
    'icu_cookie_preferences',
  ])
  expect(await page.evaluate(() => document.cookie)).not.toContain('visible_cookie')
})
