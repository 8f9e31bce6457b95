// Accessibility on a phone (390×844), in two factions' colours: axe finds no violation of any
// impact on any route of the app, nor in any of the dialogs a reader or the admin opens. (CSP is
// bypassed only so the test can inject axe.)
import { expect, test, type Page } from './test.ts'
import { a11yViolations, asAdmin, asReturningReader, showReadingTools, storyByTitle } from './support.ts'

test.use({ bypassCSP: true })

const ROUTES = [
  '/', '/library', '/favourites', '/music', '/characters', '/links', '/data-settings', '/cookie-preferences',
  '/privacy-policy', '/terms-of-service', '/user-agreement', '/community-guidelines', '/infinaeon-universe', '/no-such-page',
]

/** Opens a dialog from the page's own controls, scans it open, then closes it. */
const scanner = (page: Page, found: Record<string, unknown>, faction: string) => async (name: string, opener: () => Promise<void>, { sticky = false } = {}) => {
  await opener()
  await expect(page.getByRole('dialog').first()).toBeVisible()
  // The dialog's own content is in, not a loading line.
  await expect(page.getByRole('dialog').getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0)
  const violations = await a11yViolations(page)
  if (violations.length > 0) found[`${faction}: the ${name} dialog`] = violations
  // A form with work in it closes only by its own buttons.
  if (sticky) await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click()
  else await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/** The dialogs a reader opens. */
async function scanDialogs(page: Page, found: Record<string, unknown>, faction: string, storyId: string): Promise<void> {
  const open = scanner(page, found, faction)
  await page.goto('/')
  await page.getByTestId('story-card').first().waitFor()
  await open('menu', () => page.getByRole('button', { name: 'Open menu' }).click())
  await open('admin login', () => page.getByRole('button', { name: 'Admin login' }).click())
  for (const name of ['Reading Settings', 'Theme Options', 'Audio Settings', 'Subscribe']) {
    await open(name, () => page.getByRole('contentinfo').getByRole('button', { name }).click())
  }
  await open('story player', () => page.getByTestId('story-card').filter({ hasText: 'The Gatekeeper of Vessa' }).getByRole('button', { name: 'Listen' }).click())
  await page.goto('/music')
  await open('album', () => page.locator('main').getByRole('button', { name: /Signals from the Gate/ }).click())
  await page.goto('/characters')
  await open('character', () => page.getByTestId('character-card').first().click())
  await page.goto(`/read/${storyId}`)
  await showReadingTools(page)
  await open("reader's Reading Settings", () => page.locator('#reading-tools').getByRole('button', { name: 'Reading Settings' }).click())
  await open('character over the reader', () => page.locator('[data-mention]').first().click())
}

/** The dialogs the admin opens: publishing, editing, deleting, the music uploads, a character. */
async function scanAdminDialogs(page: Page, found: Record<string, unknown>, faction: string): Promise<void> {
  const open = scanner(page, found, faction)
  const fromMenu = (name: string) => async () => {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog').getByRole('button', { name }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0)
  }
  await page.goto('/')
  await page.getByTestId('story-card').first().waitFor()
  for (const name of ['Upload Story', 'Upload a Track', 'Upload Background Music']) await open(name, fromMenu(name), { sticky: true })
  const card = page.getByTestId('story-card').filter({ hasText: 'The Gatekeeper of Vessa' }).first()
  await open('edit story', () => card.getByRole('button', { name: 'Edit' }).click(), { sticky: true })
  await open('delete story', () => card.getByRole('button', { name: 'Delete' }).click())
  await page.goto('/characters')
  await open('add character', () => page.getByRole('button', { name: 'Add Character' }).click(), { sticky: true })
}

for (const faction of ['knights', 'curve']) {
  test(`no accessibility violation on any route or dialog, in the ${faction} colours`, async ({ page, request }) => {
    test.setTimeout(180_000)
    await asReturningReader(page, faction)
    await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
    const story = await storyByTitle(request, 'The Gatekeeper of Vessa')
    // The scan sees what it should: a picture without alt text is a violation.
    await page.goto('/')
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('img'), { src: '/favicon.svg' })))
    expect((await a11yViolations(page)).map((v) => v.id)).toContain('image-alt')
    const found: Record<string, unknown> = {}
    for (const route of [...ROUTES, `/read/${story.id}`]) {
      await page.goto(route)
      await page.locator('main').first().waitFor()
      await page.waitForLoadState('networkidle')
      const violations = await a11yViolations(page)
      if (violations.length > 0) found[`${faction}: ${route}`] = violations
    }
    await scanDialogs(page, found, faction, story.id)
    expect(found).toEqual({})
  })

  test(`no accessibility violation in any of the admin's dialogs, in the ${faction} colours`, async ({ page }) => {
    test.setTimeout(120_000)
    await asReturningReader(page, faction)
    await asAdmin(page)
    await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
    const found: Record<string, unknown> = {}
    await scanAdminDialogs(page, found, faction)
    expect(found).toEqual({})
  })
}
