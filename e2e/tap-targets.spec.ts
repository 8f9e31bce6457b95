// Every control a thumb has to hit is at least 44×44 CSS pixels on a phone (WCAG 2.5.5's size,
// Apple's and Android's guidance): every button, link, field and switch on the routes a reader
// uses most, except links inside running text, a character's name in a story too (WCAG's inline
// exception).
import { expect, test, type Page } from './test.ts'
import { asAdmin, asReturningReader } from './support.ts'

const MIN = 44

/** The controls under 44×44 on the page as it is now (within `within`, else anywhere): "width×height role name". */
async function smallControls(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate(
    async ({ min, within }) => {
      // At rest, once every entrance and transition has ended: a box read mid-animation is not the
      // size a thumb meets.
      await Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      )
      const controls = [...document.querySelectorAll(within)].flatMap((root) => [
        ...root.querySelectorAll<HTMLElement>(
          'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="switch"], [role="slider"], [role="checkbox"], [role="radio"]',
        ),
      ])
      const small = new Set<string>()
      for (const control of controls) {
        const box = control.getBoundingClientRect()
        // Not on screen at all (a closed drawer, the skip link until it is focused).
        if (box.width <= 1 || box.height <= 1 || getComputedStyle(control).visibility === 'hidden') continue
        // A link inside a sentence (a character mention is a button there): the inline exception.
        if (
          (control.tagName === 'A' || control.hasAttribute('data-mention')) &&
          control.parentElement?.closest('p, [data-testid="story-text"]')
        )
          continue
        // A range input's own box is its track; its thumb is what is dragged, and it spans the width.
        if (control instanceof HTMLInputElement && control.type === 'range' && box.width >= min) continue
        // A box or a round button inside its label: the label is what a thumb taps.
        const label =
          control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)
            ? control.closest('label')?.getBoundingClientRect()
            : undefined
        if (label && label.width >= min && label.height >= min) continue
        // So is a slider's: a press anywhere on its bar (44 px tall) moves the thumb there.
        const bar =
          control.getAttribute('role') === 'slider'
            ? control.parentElement?.closest('[data-orientation]')?.getBoundingClientRect()
            : undefined
        if (bar && bar.width >= min && bar.height >= min) continue
        if (box.width < min || box.height < min) {
          const name = (control.getAttribute('aria-label') ?? control.textContent ?? '')
            .trim()
            .replace(/\s+/g, ' ')
            .slice(0, 40)
          small.add(`${+box.width.toFixed(1)}×${+box.height.toFixed(1)} ${control.tagName.toLowerCase()} "${name}"`)
        }
      }
      return [...small]
    },
    { min: MIN, within },
  )
}

test('every control on the routes a reader uses most is at least 44×44', async ({ page }) => {
  await asReturningReader(page)
  await page.goto('/')
  await page.getByTestId('story-card').first().waitFor()
  const story = await page.getByTestId('story-card').first().locator('a').first().getAttribute('href')
  const routes = ['/', '/library', story!, '/links', '/music', '/characters', '/favourites', '/no-such-page']
  const found: Record<string, string[]> = {}
  for (const route of routes) {
    await page.goto(route)
    await page.locator('main').first().waitFor()
    await page.waitForLoadState('networkidle')
    const small = await smallControls(page)
    if (small.length > 0) found[route] = small
  }
  expect(found).toEqual({})
})

/** Opens a dialog, lists its controls under 44×44 (the page behind it is inert), and closes it. */
const measureDialog =
  (page: Page, found: Record<string, string[]>) =>
  async (name: string, opener: () => Promise<void>, { sticky = false } = {}) => {
    await opener()
    await expect(page.getByRole('dialog').first()).toBeVisible()
    await expect(
      page
        .getByRole('dialog')
        .getByRole('status')
        .filter({ hasText: /^Loading/ }),
    ).toHaveCount(0)
    const small = await smallControls(page, '[role="dialog"], dialog[open]')
    if (small.length > 0) found[name] = small
    if (sticky) await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click()
    else await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  }

test('every control in the dialogs a reader opens is at least 44×44 (issue 56)', async ({ page }) => {
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
  const found: Record<string, string[]> = {}
  const open = measureDialog(page, found)
  await page.goto('/')
  await page.getByTestId('story-card').first().waitFor()
  await open('menu', () => page.getByRole('button', { name: 'Open menu' }).click())
  await open('admin login', () => page.getByRole('button', { name: 'Admin login' }).click())
  for (const name of ['Reading Settings', 'Theme Options', 'Audio Settings', 'Subscribe']) {
    await open(name, () => page.getByRole('contentinfo').getByRole('button', { name }).click())
  }
  await open('story player', () =>
    page
      .getByTestId('story-card')
      .filter({ hasText: 'The Gatekeeper of Vessa' })
      .getByRole('button', { name: 'Listen' })
      .click(),
  )
  await page.goto('/music')
  await open('album', () =>
    page
      .locator('main')
      .getByRole('button', { name: /Signals from the Gate/ })
      .click(),
  )
  await page.goto('/characters')
  await open('character', () => page.getByTestId('character-card').first().click())
  expect(found).toEqual({})
})

test("every control in the admin's forms is at least 44×44 (issue 56)", async ({ page }) => {
  await asReturningReader(page)
  await asAdmin(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
  const found: Record<string, string[]> = {}
  const open = measureDialog(page, found)
  const fromMenu = (name: string) => async () => {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog').getByRole('button', { name }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0)
  }
  await page.goto('/')
  await page.getByTestId('story-card').first().waitFor()
  for (const name of ['Upload Story', 'Upload a Track', 'Upload Background Music'])
    await open(name, fromMenu(name), { sticky: true })
  await page.goto('/characters')
  await open('add character', () => page.getByRole('button', { name: 'Add Character' }).click(), { sticky: true })
  // Add Link opens its form in the page, above the links (with their drag handles).
  await page.goto('/links')
  await page.getByRole('button', { name: 'Add Link' }).click()
  await expect(page.locator('form[aria-label="Add Link"]')).toBeVisible()
  const small = await smallControls(page, 'main')
  if (small.length > 0) found['links, adding one'] = small
  expect(found).toEqual({})
})

test("a toast's dismiss and the phone's search field are at least 44×44 (issue 56)", async ({ page, context }) => {
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/')
  await page.getByTestId('story-card').first().waitFor()
  await page.getByRole('banner').getByRole('button', { name: 'Search stories' }).click()
  await page.getByRole('searchbox', { name: 'Search stories' }).first().fill('gate')
  const found: Record<string, string[]> = {}
  const search = await smallControls(page, 'form[role="search"]')
  if (search.length > 0) found['phone search'] = search
  await page
    .getByTestId('story-card')
    .first()
    .getByRole('button', { name: /^Share/ })
    .click()
  await expect(page.getByTestId('toast')).toBeVisible()
  const toast = await smallControls(page, '[data-testid="toast"]')
  if (toast.length > 0) found.toast = toast
  expect(found).toEqual({})
})

test('the install card and its How to Install dialog are at least 44×44 (issue 56)', async ({ page }) => {
  await asReturningReader(page)
  await page.goto('/')
  const card = page.locator('[data-floating-card]')
  await expect(card).toBeVisible({ timeout: 10_000 })
  const found: Record<string, string[]> = {}
  const onCard = await smallControls(page, '[data-floating-card]')
  if (onCard.length > 0) found['install card'] = onCard
  await measureDialog(page, found)('How to Install', () => card.getByRole('button', { name: 'How to Install' }).click())
  expect(found).toEqual({})
})
