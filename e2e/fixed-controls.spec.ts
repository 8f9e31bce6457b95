// On a phone, nothing fixed to the screen covers what the page offers to tap, at the top, middle
// and bottom of the pages a reader uses most (and of the links page as the admin, whose upload
// buttons once floated over the link cards), and nothing moves as the page loads (CLS ≤ 0.02),
// for a reader or the admin.
// The docked mini player, a bar across the screen's bottom, leaves the page's end clear of it; so
// do a toast and the install card, and a toast shown in a dialog lifts the dialog clear of it.
import { expect, test, type Page } from './test.ts'
import {
  asAdmin,
  asReturningReader,
  createAlbum,
  createLink,
  publishStoryWithAudio,
  storyByTitle,
  waitForServiceWorker,
} from './support.ts'

test.beforeEach(async ({ page }) => {
  await asReturningReader(page)
  // The install card has its own test (install.spec.ts): it floats in over nothing that matters.
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
  await page.addInitScript(() => {
    const shifts = { total: 0 }
    Object.assign(window, { shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.total += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
})

const INTERACTIVE = 'a[href], button, input, select, textarea, [role="button"], [role="slider"], [tabindex="0"]'
/** What floats over the page as a whole surface, not only its controls: a toast, a card, the mini player. */
const SURFACES = '[data-testid="toast"], [data-floating-card], [role="region"][aria-label="Now playing"]'

/** Pairs "fixed control or surface ⟂ page control" whose boxes overlap on screen now. */
function coveredControls(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    ({ interactive, surfaces }) => {
      const fixedAncestor = (element: Element) => {
        for (let e: Element | null = element; e; e = e.parentElement)
          if (getComputedStyle(e).position === 'fixed') return e
        return null
      }
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect()
        return (
          box.width > 1 &&
          box.height > 1 &&
          box.bottom > 0 &&
          box.top < innerHeight &&
          getComputedStyle(element).visibility !== 'hidden'
        )
      }
      const name = (element: Element) =>
        (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      const all = [...document.querySelectorAll(interactive)].filter(shown)
      const fixed = [
        ...all.filter((element) => fixedAncestor(element) !== null),
        ...[...document.querySelectorAll(surfaces)].filter(shown),
      ]
      const page = all.filter((element) => fixedAncestor(element) === null && !element.closest('header'))
      const covered: string[] = []
      for (const control of fixed) {
        const a = control.getBoundingClientRect()
        for (const under of page) {
          const b = under.getBoundingClientRect()
          if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
            covered.push(`${name(control)} ⟂ ${name(under)}`)
        }
      }
      return covered
    },
    { interactive: selector, surfaces: SURFACES },
  )
}

async function scrollTo(page: Page, where: 'top' | 'middle' | 'bottom'): Promise<void> {
  await page.evaluate((at) => {
    const end = document.documentElement.scrollHeight - innerHeight
    window.scrollTo({ top: at === 'top' ? 0 : at === 'middle' ? end / 2 : end, behavior: 'instant' })
  }, where)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

async function checkRoute(page: Page, route: string, { measureShifts = true } = {}): Promise<Record<string, string[]>> {
  await page.goto(route)
  await page.locator('main').first().waitFor()
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1000)
  const found: Record<string, string[]> = {}
  for (const where of ['top', 'middle', 'bottom'] as const) {
    await scrollTo(page, where)
    const covered = await coveredControls(page, INTERACTIVE)
    if (covered.length > 0) found[`${route} at the ${where}`] = covered
  }
  const cls = await page.evaluate(() => (window as unknown as { shifts: { total: number } }).shifts.total)
  if (measureShifts) expect(cls, `CLS of ${route}`).toBeLessThanOrEqual(0.02)
  return found
}

test('nothing fixed covers a control of the page, at the top, middle and bottom, and nothing moves', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByTestId('story-card').first().waitFor()
  // A returning reader's pages: the first sync is in (the worker installs after it), so the lists
  // are the device's from the first paint on.
  await waitForServiceWorker(page)
  const story = await page.getByTestId('story-card').first().locator('a').first().getAttribute('href')
  const found = {}
  for (const route of ['/', '/library', story!, '/links']) Object.assign(found, await checkRoute(page, route))
  expect(found).toEqual({})
})

test("as the admin, the links page's cards are clear of every fixed control, and the admin's controls are drawn in place", async ({
  page,
}) => {
  await asAdmin(page)
  // A first visit: each page comes drawn by the server as the admin sees it (its session cookie),
  // so neither the admin's buttons nor the list arriving from the sync moves anything.
  const found = {}
  for (const route of ['/links', '/', '/characters', '/music']) Object.assign(found, await checkRoute(page, route))
  expect(found).toEqual({})
})

// A first visit (nothing on the device yet): the drawn list stays while the device syncs, never
// "none yet" for a moment (an empty answer read before the pull once outlived it).
for (const route of ['/links', '/characters', '/music']) {
  test(`a first visit to ${route} keeps its drawn list while the device syncs`, async ({ page }) => {
    expect(await checkRoute(page, route)).toEqual({})
  })
}

test('the docked mini player leaves the end of the page clear', async ({ page, request }) => {
  // Its own title: a repeat on the same server finds only this run's card.
  const title = `Docked at the Bottom ${Date.now().toString(36)}`
  await publishStoryWithAudio(request, title)
  await page.goto('/library')
  const card = page.getByTestId('story-card').filter({ hasText: title })
  const listen = card.getByRole('button', { name: 'Listen' })
  await listen.click()
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('region', { name: 'Now playing' })).toBeVisible()
  // The dialog has closed once focus is back on Listen: Radix returns it a task after the mini
  // player is drawn, and that focus scrolls the card back into view, undoing a scroll to the end
  // made in between (the page was then measured mid-way, the mini player over cards).
  await expect(listen).toBeFocused()
  await scrollTo(page, 'bottom')
  expect(await coveredControls(page, INTERACTIVE)).toEqual([])
})

/** The controls of the open dialog, where the dialog shows them, that the toast covers. */
function dialogControlsUnderToast(page: Page): Promise<string[]> {
  return page.evaluate(async (interactive) => {
    // At rest: the dialog rises to make room (a short transition).
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    )
    const toast = document.querySelector('[data-testid="toast"]')!.getBoundingClientRect()
    const dialog = document.querySelector('[role="dialog"]')!
    const view = dialog.getBoundingClientRect()
    const covered: string[] = []
    for (const control of dialog.querySelectorAll(interactive)) {
      const box = control.getBoundingClientRect()
      // The part of it the dialog shows (a long dialog scrolls inside itself).
      const top = Math.max(box.top, view.top)
      const bottom = Math.min(box.bottom, view.bottom)
      if (bottom - top < 1 || box.width < 1) continue
      if (box.left < toast.right && toast.left < box.right && top < toast.bottom && toast.top < bottom) {
        covered.push(
          (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40),
        )
      }
    }
    return covered
  }, INTERACTIVE)
}

test('a toast shown in a dialog covers none of its controls: the dialog rises clear of it (issue 56)', async ({
  page,
  context,
  request,
}) => {
  const titles = Array.from({ length: 12 }, (_, i) => `Waypoint ${i + 1}`)
  await createAlbum(request, 'Long Road Home', titles)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined })
  })
  await page.goto('/music')
  await page
    .locator('main')
    .getByRole('button', { name: /Long Road Home/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Long Road Home' })
  await expect(dialog).toBeVisible()
  // A track near the dialog's foot, then the last one with the dialog scrolled to its end.
  await dialog.getByRole('button', { name: 'Share "Waypoint 6"' }).click()
  await expect(page.getByText('Track link copied to clipboard', { exact: true })).toBeVisible()
  expect(await dialogControlsUnderToast(page)).toEqual([])
  await dialog.evaluate((element) => element.scrollTo({ top: element.scrollHeight, behavior: 'instant' }))
  await dialog.getByRole('button', { name: 'Share "Waypoint 12"' }).click()
  await expect(page.getByText('Track link copied to clipboard', { exact: true })).toBeVisible()
  expect(await dialogControlsUnderToast(page)).toEqual([])
  // Gone with the toast: the dialog takes the screen's middle again.
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 7_000 })
  await expect
    .poll(async () => {
      const box = (await dialog.boundingBox())!
      return Math.round(box.y + box.height / 2)
    })
    .toBe(844 / 2)
})

test("a toast and the install card leave the page's end clear: the links' Delete, the comment form's Post (issue 56)", async ({
  page,
  request,
}) => {
  for (const name of ['Harbour', 'Lighthouse', 'Breakwater', 'Tideline', 'Estuary', 'Jetty']) {
    await createLink(request, { title: `Coast ${name}`, url: `https://example.com/${name.toLowerCase()}` })
  }
  await asAdmin(page)
  await page.goto('/links')
  const deletes = page.getByRole('button', { name: /^Delete "/ })
  await expect(deletes.first()).toBeVisible()
  await scrollTo(page, 'bottom')
  await deletes.last().click()
  await expect(page.getByText('Link deleted', { exact: true })).toBeVisible()
  await scrollTo(page, 'bottom')
  expect(await coveredControls(page, INTERACTIVE)).toEqual([])

  // The install card (not dismissed here), on the pages the audit found it covering.
  await page.addInitScript(() => localStorage.removeItem('pwa-install-dismissed'))
  const story = await storyByTitle(request, 'The Gatekeeper of Vessa')
  const found: Record<string, string[]> = {}
  for (const route of ['/characters', '/music', `/read/${story.id}`]) {
    await page.goto(route)
    await expect(page.locator('[data-floating-card]')).toBeVisible({ timeout: 10_000 })
    await scrollTo(page, 'bottom')
    const covered = await coveredControls(page, INTERACTIVE)
    if (covered.length > 0) found[route] = covered
  }
  expect(found).toEqual({})

  // Typing a comment, the cards step aside: its Post button, at the screen's foot, is not under one.
  await page.goto('/')
  await expect(page.locator('[data-floating-card]')).toBeVisible({ timeout: 10_000 })
  const card = page.getByTestId('story-card').filter({ hasText: 'The Gatekeeper of Vessa' }).first()
  await card.getByRole('button', { name: /^Comments/ }).click()
  const post = card.getByRole('button', { name: 'Post' })
  await post.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }))
  await card.getByRole('textbox', { name: 'Your comment' }).fill('The bell rang for me too.')
  expect(await coveredControls(page, INTERACTIVE)).toEqual([])
  // Done typing: the card is back.
  await post.focus()
  await expect(page.locator('[data-floating-card]')).toBeVisible()
})

test("a toast over any of the admin's forms leaves their fields and buttons clear, at the form's top and at its end (issue 56)", async ({
  page,
}) => {
  await asAdmin(page)
  const fromMenu = (name: string) => async () => {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog').getByRole('button', { name }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0)
  }
  const forms: Array<[string, string, () => Promise<void>]> = [
    ['/', 'Upload Story', fromMenu('Upload Story')],
    ['/', 'Upload a Track', fromMenu('Upload a Track')],
    ['/', 'Upload Background Music', fromMenu('Upload Background Music')],
    ['/characters', 'Add Character', () => page.getByRole('button', { name: 'Add Character' }).click()],
  ]
  const found: Record<string, string[]> = {}
  for (const [route, name, open] of forms) {
    await page.goto(route)
    await page.locator('main').first().waitFor()
    await open()
    const dialog = page.getByRole('dialog')
    await expect(dialog.locator('form')).toBeVisible()
    // Sent empty from its end, as a finger on its last button would: the form's own check says
    // what is missing, in a toast, with the form still open and that button still in view.
    await dialog.evaluate((element) => element.scrollTo({ top: element.scrollHeight, behavior: 'instant' }))
    await dialog
      .locator('form')
      .first()
      .evaluate((form: HTMLFormElement) => form.requestSubmit())
    await expect(page.getByTestId('toast')).toBeVisible()
    const atEnd = await dialogControlsUnderToast(page)
    if (atEnd.length > 0) found[`${name}, at its end`] = atEnd
    const lastButtonShown = await dialog.evaluate((element) => {
      const buttons = [...element.querySelectorAll('form button')].filter(
        (button) => button.getClientRects().length > 0,
      )
      return buttons.at(-1)!.getBoundingClientRect().bottom <= element.getBoundingClientRect().bottom + 1
    })
    if (!lastButtonShown) found[`${name}, its last button`] = ['pushed out of view']
    await dialog.evaluate((element) => element.scrollTo({ top: 0, behavior: 'instant' }))
    const atTop = await dialogControlsUnderToast(page)
    if (atTop.length > 0) found[`${name}, at its top`] = atTop
    // Gone before the next form's own comes (it may have gone by itself already).
    await page.evaluate(() =>
      document
        .querySelector<HTMLButtonElement>('[data-testid="toast"] button[aria-label="Dismiss notification"]')
        ?.click(),
    )
    await expect(page.getByTestId('toast')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  }
  expect(found).toEqual({})
})
