// The installed app offline: after one online visit the worker serves every route, every synced
// story reads (its text was prefetched), covers show, and search works — with no network at all.
import { expect, test } from './test.ts'
import {
  asReturningReader,
  hasLocalText,
  localCount,
  publishStory,
  showReadingTools,
  storyByTitle,
  waitForServiceWorker,
} from './support.ts'

test('every route opens offline with real content after one online visit', async ({ page, context, request }) => {
  const story = await publishStory(request, {
    title: 'Never Opened Before',
    content: '**Chapter 1: Unseen**\n\nOnly ever read offline.',
  })
  await asReturningReader(page)
  await page.goto('/')
  await waitForServiceWorker(page)
  await expect.poll(() => hasLocalText(page, story.id), { timeout: 20_000 }).toBe(true)
  const stories = await (await request.get('/api/stories')).json()
  await expect.poll(() => localCount(page, 'storyContent'), { timeout: 20_000 }).toBe(stories.length)
  // Covers of the demo stories are fetched after the texts and kept by the worker.
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('media')).keys()).length), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(9)
  await page.goto('/library')
  await page.getByRole('button', { name: 'Favourite "Never Opened Before"' }).click()
  // Kept on the device before the page is left (a full navigation ends the page's work).
  await expect(page.getByRole('button', { name: 'Favourite "Never Opened Before"' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  await context.setOffline(true)
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Series Collections' })).toBeVisible()
  await page.goto('/library')
  await expect(page.getByText(/^Showing \d+ of \d+ stories$/)).toBeVisible()
  await page.getByLabel('Search library').fill('Gatekeeper')
  const cover = page.getByTestId('story-card').filter({ hasText: 'The Gatekeeper of Vessa' }).locator('img').first()
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await page.goto('/favourites')
  await expect(page.getByTestId('story-card').getByRole('link', { name: 'Never Opened Before' })).toBeVisible()
  await page.goto(`/read/${story.id}`)
  await expect(page.getByRole('heading', { name: 'Chapter 1: Unseen' })).toBeVisible()
  await expect(page.getByText('Only ever read offline.')).toBeVisible()
  await page.goto('/music')
  await expect(page.getByRole('button', { name: /Signals from the Gate/ })).toBeVisible()
  await page.goto('/characters')
  await expect(page.getByTestId('character-card').filter({ hasText: 'Ilen Marr' })).toBeVisible()
  await page.goto('/links')
  await expect(page.getByTestId('link-card').first()).toBeVisible()
  await page.goto('/?q=unseen')
  await expect(page.getByTestId('story-card').getByRole('link', { name: 'Never Opened Before' })).toBeVisible()
  await context.setOffline(false)
})

test('a launch of the installed app shows its screen as last drawn, before any script has run, offline too', async ({
  page,
  context,
  request,
}) => {
  await asReturningReader(page)
  await page.goto('/')
  await waitForServiceWorker(page)
  const kept = () =>
    page.evaluate(async () => (await (await caches.open('drawn-pages')).keys()).map((r) => new URL(r.url).pathname))
  // The first visit came from the server; a launch under the worker keeps the drawing for the next.
  const story = await storyByTitle(request, 'A Map of Small Kindnesses')
  await page.goto(`/read/${story.id}`)
  await page.goto('/')
  await expect.poll(kept).toEqual(expect.arrayContaining(['/', `/read/${story.id}`]))

  await context.setOffline(true)
  for (const [path, drawn] of [
    ['/', 'The Lighthouse at the End of Time'],
    [`/read/${story.id}`, 'Nobody in neutral space paid Hesper Vale in credits.'],
  ]) {
    const response = await page.goto(path!)
    expect(response?.fromServiceWorker()).toBe(true)
    // The page as it arrives, before the app: the screen is in it.
    expect(await response!.text()).toContain(drawn)
  }
  // The app takes the drawn page over, offline: the reader's controls answer.
  await showReadingTools(page)
  await page.getByRole('button', { name: /change font size/ }).click()
  await expect(page.getByRole('button', { name: '20 — font size Large, change font size' })).toBeVisible()
  // A screen never kept is the app shell, as ever.
  const library = await page.goto('/library')
  expect(await library!.text()).not.toContain('My Library')
  await expect(page.getByRole('heading', { name: 'My Library', level: 1 })).toBeVisible()
})

test("a launch into a story never opened shows it before any script has run, drawn by the worker from the device, in the reader's theme", async ({
  page,
  context,
  request,
}) => {
  const filler = Array.from(
    { length: 40 },
    (_, index) => `Paragraph ${index + 2}, long enough to take a line or two of a phone's screen.`,
  )
  const story = await publishStory(request, {
    title: 'Drawn <Offline> & Unread',
    content: `**Chapter 1: Far Side**\n\nThe relay *hummed* once, then the dark.\n\n${filler.join('\n\n')}`,
  })
  await asReturningReader(page)
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) refused.push(message.text())
  })
  await page.goto('/')
  await page.evaluate(() => localStorage.setItem('reading_settings', JSON.stringify({ theme: 'sepia' })))
  await waitForServiceWorker(page)
  await expect.poll(() => hasLocalText(page, story.id), { timeout: 20_000 }).toBe(true)
  expect(
    await page.evaluate(
      async (path) => Boolean(await caches.match(path, { cacheName: 'drawn-pages' })),
      `/read/${story.id}`,
    ),
  ).toBe(false)

  await context.setOffline(true)
  // The person scrolls the drawing as soon as it is there, long before the app has read the story.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => document.getElementById('reader-preview')?.scrollTo(0, 300)),
  )
  const launch = await page.goto(`/read/${story.id}`)
  expect(launch?.fromServiceWorker()).toBe(true)
  // The page as it arrives, before the app: the reader's first screen is in it.
  const arrived = await launch!.text()
  expect(arrived).toContain(
    '<h1 class="text-3xl font-bold leading-tight sm:text-4xl">Drawn &lt;Offline&gt; &amp; Unread</h1>',
  )
  expect(arrived).toContain('The relay <em>hummed</em> once, then the dark.')
  expect(arrived).toContain('d.dataset.readerTheme=r.theme')
  expect(arrived).toContain('<title>Drawn &lt;Offline&gt; &amp; Unread · Infinaeon Hub</title>')
  // The app takes over under it and the drawing goes: one heading, the reader's, which answers.
  await expect(page.getByTestId('story-text').getByText('Paragraph 41,')).toBeAttached()
  await expect(page.locator('#reader-preview')).toHaveCount(0)
  // The reader opens where the drawing was scrolled to.
  expect(await page.evaluate(() => window.scrollY)).toBe(300)
  await expect(page.getByRole('heading', { name: 'Chapter 1: Far Side' })).toHaveCount(1)
  await expect(page.locator('html')).toHaveAttribute('data-reader-theme', 'sepia')
  await showReadingTools(page)
  // The drawing's head script ran as the server's drawn pages' does: the CSP refused nothing.
  expect(refused).toEqual([])
  await context.setOffline(false)
})

test('a story read inside the app launches drawn next time, offline too, though no page load showed it', async ({
  page,
  context,
  request,
}) => {
  await asReturningReader(page)
  await page.goto('/')
  await waitForServiceWorker(page)
  const story = await storyByTitle(request, 'A Map of Small Kindnesses')
  const pageLoads: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'document') pageLoads.push(new URL(r.url()).pathname)
  })
  // Found by the library's search: on / it may have left the shelves once other tests published.
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('dialog').getByRole('link', { name: 'My Library' }).click()
  await page.getByLabel('Search library').fill('Small Kindnesses')
  await page
    .getByTestId('story-card')
    .filter({ hasText: 'A Map of Small Kindnesses' })
    .getByRole('link')
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(`/read/${story.id}$`))
  await expect(page.getByText('Nobody in neutral space paid Hesper Vale in credits.')).toBeVisible()
  expect(pageLoads).toEqual([])
  const kept = () =>
    page.evaluate(async () => (await (await caches.open('drawn-pages')).keys()).map((r) => new URL(r.url).pathname))
  await expect.poll(kept).toContain(`/read/${story.id}`)

  await context.setOffline(true)
  const launch = await page.goto(`/read/${story.id}`)
  expect(launch?.fromServiceWorker()).toBe(true)
  expect(await launch!.text()).toContain('Nobody in neutral space paid Hesper Vale in credits.')
  await expect(page.getByRole('heading', { name: 'A Map of Small Kindnesses', level: 1 })).toBeVisible()
  await context.setOffline(false)
})
