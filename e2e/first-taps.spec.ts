// The phone's first taps (issue 55): the faction choice, the menu, Admin login and a story card's
// Comments answer a tap on a first visit in their own frame. Checked here as outcomes: what the
// tap's frame restyled, what was already on the device when the network went, what shows while a
// part's code is on its way, and that a tap is never lost. How long each answer takes is measured
// by bench/first-taps.ts, never here. No service worker: it would answer the parts' files from its
// precache, where these tests hold them back or take the network away.
import { expect, test, type Page } from './test.ts'
import type { Request } from '@playwright/test'
import { asReturningReader, holdEntryScript } from './support.ts'

test.use({ serviceWorkers: 'block' })

interface TraceEvent {
  name: string
  ts: number
  pid: number
  tid: number
  args?: { data?: { type?: string }; elementCount?: number }
}

/** The page's main-thread timeline while `act` runs (Chromium's devtools.timeline trace). */
async function traced(page: Page, act: () => Promise<void>): Promise<TraceEvent[]> {
  const cdp = await page.context().newCDPSession(page)
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  })
  await act()
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.end')
  await complete
  return events
}

/**
 * The most elements one style computation took in from the tap's click until the first frame
 * painted after it: what the browser restyled before it could show the tap's answer.
 */
function restyledBeforeAnswer(events: TraceEvent[]): number {
  const click = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click')
  if (!click) throw new Error('the trace holds no click')
  const onMain = (e: TraceEvent) => e.pid === click.pid && e.tid === click.tid && e.ts >= click.ts
  const painted = Math.min(...events.filter((e) => e.name === 'Paint' && onMain(e)).map((e) => e.ts))
  return Math.max(
    0,
    ...events
      .filter((e) => e.name === 'UpdateLayoutTree' && onMain(e) && e.ts <= painted)
      .map((e) => e.args?.elementCount ?? 0),
  )
}

const elementCount = (page: Page) => page.evaluate(() => document.querySelectorAll('*').length)

/** Hydrated: the app has taken over the taps the page's head script held (app/early-input.ts). */
const hydrated = (page: Page) => page.waitForFunction(() => !('takeEarlyInput' in window))

/** Waits, once `file` has been fetched, until the page has had no request in flight for 500 ms. */
function watchNetwork(page: Page): { fetchedAhead: (file: RegExp) => Promise<void> } {
  const inFlight = new Set<Request>()
  let changedAt = Date.now()
  const done = (request: Request) => {
    inFlight.delete(request)
    changedAt = Date.now()
  }
  page.on('request', (request) => {
    inFlight.add(request)
    changedAt = Date.now()
  })
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return {
    /** A lazy part's file, fetched without a press, and everything it imports. */
    fetchedAhead: async (file) => {
      await page.waitForResponse((response) => file.test(new URL(response.url()).pathname), { timeout: 30_000 })
      await expect.poll(() => inFlight.size === 0 && Date.now() - changedAt > 500, { timeout: 30_000 }).toBe(true)
    },
  }
}

test("a faction tapped shows chosen in the tap's frame, restyling the picker only, and the page takes its theme after", async ({
  page,
}) => {
  await page.goto('/')
  const picker = page.getByRole('dialog', { name: 'Choose Your Faction' })
  await expect(picker).toBeVisible()
  await page.waitForLoadState('networkidle')
  const knights = picker.getByRole('radio', { name: /Knights of Infinaeon/ })
  const events = await traced(page, async () => {
    await knights.tap()
    await expect(knights).toBeChecked()
  })
  // The faction's theme restyles every element: it comes in a frame of its own, after the answer.
  expect(restyledBeforeAnswer(events)).toBeLessThan((await elementCount(page)) / 4)
  await expect(page.locator('html')).toHaveAttribute('data-faction', 'knights')
  expect(await page.evaluate(() => localStorage.getItem('selectedFaction'))).toBe('knights')
})

test('a faction tapped as soon as the picker is shown on a slow phone is kept, and Apply Theme stores it', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto('/')
  const picker = page.getByRole('dialog', { name: 'Choose Your Faction' })
  await picker.getByRole('radio', { name: /The Curve Ascended/ }).tap()
  await picker.getByRole('button', { name: 'Apply Theme' }).tap()
  await expect(picker).toHaveCount(0)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await expect(page.locator('html')).toHaveAttribute('data-faction', 'curve')
  expect(await page.evaluate(() => localStorage.getItem('selectedFaction'))).toBe('curve')
})

test('opening the menu restyles the menu, not the whole page behind it', async ({ page }) => {
  await asReturningReader(page)
  const panel = watchNetwork(page).fetchedAhead(/\/mobile-drawer-panel-[\w-]+\.js$/)
  await page.goto('/')
  await hydrated(page)
  await panel
  const events = await traced(page, async () => {
    await page.getByRole('button', { name: 'Open menu' }).tap()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  })
  // A scroll lock through a custom property on <body> (Radix's) restyled every element.
  expect(restyledBeforeAnswer(events)).toBeLessThan((await elementCount(page)) / 4)
})

test('opening Admin login restyles the dialog, not the whole page behind it', async ({ page }) => {
  await asReturningReader(page)
  const code = watchNetwork(page).fetchedAhead(/\/admin-login-dialog-[\w-]+\.js$/)
  await page.goto('/')
  await hydrated(page)
  await code
  const events = await traced(page, async () => {
    await page.getByRole('button', { name: 'Admin login' }).tap()
    await expect(page.getByRole('dialog', { name: 'Admin Login' })).toBeVisible()
  })
  expect(restyledBeforeAnswer(events)).toBeLessThan((await elementCount(page)) / 4)
})

test('the menu keeps focus inside, hides the page behind it, closes by Escape, by a tap beside it and by a link, and gives focus back', async ({
  page,
}) => {
  await asReturningReader(page)
  await page.goto('/')
  await hydrated(page)
  const button = page.getByRole('button', { name: 'Open menu' })
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await button.tap()
  await expect(menu).toBeVisible()
  await expect(page.locator('#root')).toHaveAttribute('aria-hidden', 'true')
  const focusIsInside = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)
  await expect.poll(focusIsInside).toBe(true)
  for (const key of [...Array(12).fill('Tab'), 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key)
    expect(await focusIsInside()).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(menu).toHaveCount(0)
  await expect(button).toBeFocused()
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', /.*/)

  await button.tap()
  await expect(menu).toBeVisible()
  // Beside the drawer, on the dim over the page.
  await page.touchscreen.tap(375, 500)
  await expect(menu).toHaveCount(0)

  await button.tap()
  await menu.getByRole('link', { name: 'Music', exact: true }).tap()
  await expect(page).toHaveURL(/\/music$/)
  await expect(menu).toHaveCount(0)
})

test('Admin login opens after the network has gone, once the first screen is done: its code came ahead of the press', async ({
  page,
}) => {
  await asReturningReader(page)
  const code = watchNetwork(page).fetchedAhead(/\/admin-login-dialog-[\w-]+\.js$/)
  await page.goto('/')
  await code
  await page.route('**/*', (route) => route.abort())
  await page.getByRole('button', { name: 'Admin login' }).tap()
  await expect(page.getByRole('dialog', { name: 'Admin Login' }).getByLabel('Password', { exact: true })).toBeVisible()
})

test("a story card's Comments opens after the network has gone, once the first screen is done: its code came ahead of the press", async ({
  page,
}) => {
  await asReturningReader(page)
  const code = watchNetwork(page).fetchedAhead(/\/comments-panel-[\w-]+\.js$/)
  await page.goto('/')
  await code
  await page.route('**/*', (route) => route.abort())
  const card = page.getByTestId('story-card').first()
  await card.getByRole('button', { name: /^Comments \(\d+\)$/ }).tap()
  await expect(card.getByText('No comments yet! Be the first to comment.')).toBeVisible()
})

test('a press on Comments before its code has arrived opens the card at once, and the panel fills it when the code comes', async ({
  page,
}) => {
  await asReturningReader(page)
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/comments-panel-[\w-]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/')
  await hydrated(page)
  const card = page.getByTestId('story-card').first()
  await card.getByRole('button', { name: /^Comments \(\d+\)$/ }).tap()
  const panel = card.getByRole('region', { name: /^Comments on "/ })
  await expect(panel).toBeVisible()
  await expect(panel).toHaveAttribute('aria-busy', 'true')
  await expect(card.getByRole('button', { name: 'Hide', exact: true })).toBeVisible()
  release()
  await expect(panel.getByText('No comments yet! Be the first to comment.')).toBeVisible()
  await expect(panel).not.toHaveAttribute('aria-busy', /.*/)
})

test('a press on Comments whose code cannot be fetched says so, and the card closes again', async ({ page }) => {
  await asReturningReader(page)
  await page.route(/\/comments-panel-[\w-]+\.js$/, (route) => route.abort())
  await page.goto('/')
  await hydrated(page)
  const card = page.getByTestId('story-card').first()
  await card.getByRole('button', { name: /^Comments \(\d+\)$/ }).tap()
  await expect(
    page
      .getByTestId('toast')
      .filter({ hasText: 'Part of the app did not load. Check your connection, then reload the page.' }),
  ).toBeVisible()
  await expect(card.getByRole('button', { name: /^Comments \(\d+\)$/ })).toHaveAttribute('aria-expanded', 'false')
  await expect(card.getByRole('region', { name: /^Comments on "/ })).toHaveCount(0)
})

test('Admin login tapped before the app has started opens once it has, and gives focus back to its button on close', async ({
  page,
}) => {
  await asReturningReader(page)
  const release = await holdEntryScript(page)
  await page.goto('/', { waitUntil: 'commit' })
  const button = page.getByRole('button', { name: 'Admin login' })
  await button.tap()
  release()
  const dialog = page.getByRole('dialog', { name: 'Admin Login' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(button).toBeFocused()
})
