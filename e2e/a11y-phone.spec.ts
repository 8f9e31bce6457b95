// Accessibility on a phone (390×844), in two factions' colours: axe finds no violation of any
// impact on any route of the app, nor in any of the dialogs a reader or the admin opens. A faction
// is only its accent colours (data-faction on <html>, app/styles.css), so each screen is loaded
// once and scanned in both. (CSP is bypassed only so the test can inject axe.)
import { expect, test, type Page } from './test.ts'
import { a11yViolations, asAdmin, asReturningReader, localCount, showReadingTools, storyByTitle } from './support.ts'

test.use({ bypassCSP: true })

const ROUTES = [
  '/',
  '/library',
  '/favourites',
  '/music',
  '/characters',
  '/links',
  '/data-settings',
  '/cookie-preferences',
  '/privacy-policy',
  '/terms-of-service',
  '/user-agreement',
  '/community-guidelines',
  '/infinaeon-universe',
  // A reader's: the admin's screen says the session has ended (the admin's own is scanned in backups.spec.ts).
  '/backups',
  '/no-such-page',
]

const FACTIONS = ['knights', 'curve']

/** Scans the page as it is, once in each faction's colours. */
async function scanInEachFaction(page: Page, found: Record<string, unknown>, what: string): Promise<void> {
  for (const faction of FACTIONS) {
    await page.evaluate((value) => {
      document.documentElement.dataset.faction = value
    }, faction)
    const violations = await a11yViolations(page)
    if (violations.length > 0) found[`${faction}: ${what}`] = violations
  }
}

/** Opens a dialog from the page's own controls, scans it open, then closes it. */
const scanner =
  (page: Page, found: Record<string, unknown>) =>
  async (name: string, opener: () => Promise<void>, { sticky = false } = {}) => {
    await opener()
    await expect(page.getByRole('dialog').first()).toBeVisible()
    // The dialog's own content is in, not a loading line.
    await expect(
      page
        .getByRole('dialog')
        .getByRole('status')
        .filter({ hasText: /^Loading/ }),
    ).toHaveCount(0)
    await scanInEachFaction(page, found, `the ${name} dialog`)
    // A form with work in it closes only by its own buttons.
    if (sticky) await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click()
    else await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  }

/** The dialogs a reader opens from home: the menu, the login, the footer's, the story player. */
async function scanHomeDialogs(page: Page, found: Record<string, unknown>): Promise<void> {
  const open = scanner(page, found)
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
}

/** The dialogs a reader opens elsewhere: an album, a character, the reader's own. */
async function scanOtherDialogs(page: Page, found: Record<string, unknown>, storyId: string): Promise<void> {
  const open = scanner(page, found)
  await page.goto('/music')
  await open('album', () =>
    page
      .locator('main')
      .getByRole('button', { name: /Signals from the Gate/ })
      .click(),
  )
  await page.goto('/characters')
  await open('character', () => page.getByTestId('character-card').first().click())
  await page.goto(`/read/${storyId}`)
  await showReadingTools(page)
  await open("reader's Reading Settings", () =>
    page.locator('#reading-tools').getByRole('button', { name: 'Reading Settings' }).click(),
  )
  await open('character over the reader', () => page.locator('[data-mention]').first().click())
}

/** The dialogs the admin opens: publishing, editing, deleting, the music uploads, a character. */
async function scanAdminDialogs(page: Page, found: Record<string, unknown>): Promise<void> {
  const open = scanner(page, found)
  const fromMenu = (name: string) => async () => {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog').getByRole('button', { name }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0)
  }
  await page.goto('/')
  await page.getByTestId('story-card').first().waitFor()
  for (const name of ['Upload Story', 'Upload a Track', 'Upload Background Music'])
    await open(name, fromMenu(name), { sticky: true })
  await open(
    'Upload Story with Publish on…',
    async () => {
      await fromMenu('Upload Story')()
      await page.getByRole('radio', { name: 'Publish on…' }).check()
      await expect(page.getByLabel('Release time')).toBeVisible()
    },
    { sticky: true },
  )
  const card = page.getByTestId('story-card').filter({ hasText: 'The Gatekeeper of Vessa' }).first()
  await open('edit story', () => card.getByRole('button', { name: 'Edit' }).click(), { sticky: true })
  await open('delete story', () => card.getByRole('button', { name: 'Delete' }).click())
  await page.goto('/characters')
  await open('add character', () => page.getByRole('button', { name: 'Add Character' }).click(), { sticky: true })
}

test.beforeEach(async ({ page }) => {
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
})

/** Scans each route in both factions' colours. */
async function scanRoutes(page: Page, routes: string[]): Promise<Record<string, unknown>> {
  const found: Record<string, unknown> = {}
  for (const route of routes) {
    await page.goto(route)
    await page.locator('main').first().waitFor()
    await page.waitForLoadState('networkidle')
    await scanInEachFaction(page, found, route)
  }
  return found
}

test("the scan sees a violation in each faction's colours, and the app's own routes have none", async ({ page }) => {
  test.setTimeout(150_000)
  // The scan sees what it should: a picture without alt text is a violation, in each faction. Once
  // the app has started: it sets the faction itself as it starts, over the one the scan chose.
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.body.append(Object.assign(document.createElement('img'), { src: '/favicon.svg' })))
  const seen: Record<string, unknown> = {}
  await scanInEachFaction(page, seen, 'a picture without alt text')
  expect(Object.keys(seen)).toEqual(FACTIONS.map((faction) => `${faction}: a picture without alt text`))
  // And it is in the last faction's colours when it scans.
  expect(
    await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim()),
  ).toBe('#b197fc')
  expect(await scanRoutes(page, ROUTES.slice(0, 7))).toEqual({})
})

test("no accessibility violation on the hub's pages, the 404 or the reader, in either faction's colours", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  const story = await storyByTitle(request, 'The Gatekeeper of Vessa')
  expect(await scanRoutes(page, [...ROUTES.slice(7), `/read/${story.id}`])).toEqual({})
})

test("no accessibility violation in any dialog a reader opens from home, in either faction's colours", async ({
  page,
}) => {
  test.setTimeout(150_000)
  const found: Record<string, unknown> = {}
  await scanHomeDialogs(page, found)
  expect(found).toEqual({})
})

test("no accessibility violation in the album, character and reader dialogs, in either faction's colours", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  const story = await storyByTitle(request, 'The Gatekeeper of Vessa')
  const found: Record<string, unknown> = {}
  await scanOtherDialogs(page, found, story.id)
  expect(found).toEqual({})
})

test("no accessibility violation in the reader's selection bar, its note, a story's highlights and notes, and Notes, in either faction's colours", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const story = await storyByTitle(request, 'The Gatekeeper of Vessa')
  const found: Record<string, unknown> = {}
  const open = scanner(page, found)
  await page.goto(`/read/${story.id}`)
  // Words selected (as a long press leaves them): the bar at the screen's foot, then its note.
  const selectWords = () =>
    page.locator('#c1-p2').evaluate((paragraph) => {
      const range = document.createRange()
      range.selectNodeContents(paragraph.firstChild!)
      document.getSelection()!.removeAllRanges()
      document.getSelection()!.addRange(range)
    })
  const bar = page.getByRole('group', { name: 'Selected text' })
  await selectWords()
  await expect(bar).toBeVisible()
  await scanInEachFaction(page, found, 'the selection bar')
  await open('note', () => bar.getByRole('button', { name: 'Note' }).click())
  await selectWords()
  await bar.getByRole('button', { name: 'Highlight yellow' }).click()
  await expect(bar).toBeHidden()
  await expect.poll(() => localCount(page, 'annotations')).toBe(1)
  await showReadingTools(page)
  await open('highlights and notes', () => page.getByRole('button', { name: 'Highlights & notes' }).click())
  await page.goto('/notes')
  await expect(page.getByTestId('note-item')).toHaveCount(1)
  await scanInEachFaction(page, found, '/notes')
  expect(found).toEqual({})
})

test("no accessibility violation in any of the admin's dialogs, in either faction's colours", async ({ page }) => {
  test.setTimeout(120_000)
  await asAdmin(page)
  const found: Record<string, unknown> = {}
  await scanAdminDialogs(page, found)
  expect(found).toEqual({})
})

test("no accessibility violation on the admin's Scheduled shelf and in its Publish now and delete dialogs, in either faction's colours", async ({
  page,
}) => {
  await asAdmin(page)
  const publishAt = new Date(Date.now() + 3 * 3_600_000).toISOString()
  const scheduled = await page.request.post('/api/stories', {
    data: { title: 'Out in Three Hours', content: 'Soon.', publishAt },
  })
  expect(scheduled.status()).toBe(201)
  const { id } = (await scheduled.json()) as { id: string }
  try {
    const found: Record<string, unknown> = {}
    await page.goto('/')
    const card = page.getByTestId('scheduled-card').filter({ hasText: 'Out in Three Hours' })
    await expect(card.getByText(/^in (2 h 5\d min|3 h)$/)).toBeVisible()
    await scanInEachFaction(page, found, 'the Scheduled shelf')
    const open = scanner(page, found)
    await open('publish now', () => card.getByRole('button', { name: 'Publish now' }).click())
    await open('delete scheduled story', () => card.getByRole('button', { name: 'Delete' }).click())
    expect(found).toEqual({})
  } finally {
    await page.request.delete(`/api/stories/${id}`)
  }
})
