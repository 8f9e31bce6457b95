// The e-reader on a phone: open a story from home, change the font size, bookmark, reload and
// land where the bookmark was; the reading position is remembered; story HTML is only text.
import { expect, test, type Page } from './test.ts'
import { asReturningReader, localRow, publishStory, showReadingTools, storyByTitle } from './support.ts'

const paragraph =
  'The gate hummed and the watch went on through the long night, and nobody spoke of the bells. '.repeat(6)
const longStory = Array.from(
  { length: 8 },
  (_, i) => `**Chapter ${i + 1}: Watch ${i + 1}**\n\n${`${paragraph}\n\n`.repeat(4)}`,
).join('\n')
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

test.beforeEach(async ({ page }) => {
  await asReturningReader(page)
  // The install card slides in 3 s after a load, above the story: the browser keeps the same text
  // in view by moving the scroll offset by the card's height, which the pixel checks here would
  // read as a wrong place.
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
})

test('font size, bookmark and reload bring the reader back to the bookmark', async ({ page, request }) => {
  await publishStory(request, { title: 'The Long Watch', content: longStory })
  await page.goto('/')
  await page.getByRole('link', { name: 'The Long Watch' }).first().click()
  await expect(page).toHaveURL(/\/read\//)
  await expect(page.getByRole('heading', { name: 'The Long Watch', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Chapter 8: Watch 8' })).toBeAttached()

  await showReadingTools(page)
  await page.getByRole('button', { name: /change font size/ }).click()
  await expect(page.getByRole('button', { name: '20 — font size Large, change font size' })).toBeVisible()
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('reading_settings')!).fontSize)).toBe(20)

  await page.evaluate(() => window.scrollTo(0, 3000))
  await expect(page.getByTestId('reader-percent')).not.toHaveText('0%')
  // Enabled once the device's database has answered. A click that finds it disabled tries again,
  // and Playwright's later tries scroll the button into view by force, to the screen's bottom edge
  // for a button in the sticky header: 732 px up the story, where the bookmark was then made.
  const bookmark = page.getByRole('button', { name: 'Bookmark this position' })
  await expect(bookmark).toBeEnabled()
  await bookmark.click()
  await expect(page.getByRole('button', { name: 'Remove bookmark' })).toHaveAttribute('data-flash', 'saved')
  await expect(page.getByRole('button', { name: 'Remove bookmark' })).not.toHaveAttribute('data-flash', /./, {
    timeout: 3000,
  })

  await page.evaluate(() => window.scrollTo(0, 0))
  await page.reload()
  await expect(page.getByRole('heading', { name: 'The Long Watch', level: 1 })).toBeVisible()
  await expect.poll(() => scrollY(page), { timeout: 5000 }).toBeGreaterThan(2950)
  expect(await scrollY(page)).toBeLessThan(3050)
  await showReadingTools(page)
  await expect(page.getByRole('button', { name: '20 — font size Large, change font size' })).toBeVisible()
})

test('without a bookmark the reader comes back where reading stopped', async ({ page, request }) => {
  const story = await publishStory(request, { title: 'Where I Stopped', content: longStory })
  await page.goto(`/read/${story.id}`)
  await expect(page.getByRole('heading', { name: 'Where I Stopped', level: 1 })).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 2000))
  await expect(page.getByTestId('reader-percent')).not.toHaveText('0%')
  // The place is stored on the device before the reload (the reload also saves it as it leaves).
  await expect
    .poll(async () => (await localRow<{ position: number }>(page, 'readingProgress', story.id))?.position ?? 0)
    .toBeGreaterThan(1950)
  await page.reload()
  await expect.poll(() => scrollY(page), { timeout: 5000 }).toBeGreaterThan(1950)
})

test('the chapter buttons move between chapters', async ({ page, request }) => {
  const story = await publishStory(request, { title: 'Chapter Steps', content: longStory })
  await page.goto(`/read/${story.id}`)
  const previous = page.getByRole('button', { name: 'Previous Chapter' })
  await expect(previous).toBeDisabled()
  // The buttons sit after the last chapter: scrolling down to tap them makes the last chapter the
  // current one (Next then disables), so the press comes from where reading starts.
  await page.getByRole('button', { name: 'Next Chapter' }).dispatchEvent('click')
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300)
  await expect(previous).toBeEnabled()
})

test('a missing story says so and leads back to the library', async ({ page }) => {
  await page.goto('/read/00000000-0000-4000-8000-000000000000')
  await expect(page.getByText('Story not found')).toBeVisible()
  await page
    .getByRole('link', { name: 'Back to Library' })
    .or(page.getByRole('button', { name: 'Back to Library' }))
    .first()
    .click()
  await expect(page).toHaveURL(/\/library$/)
})

test('HTML inside a story is shown as text and never runs', async ({ page, request }) => {
  const story = await publishStory(request, {
    title: 'Markup Trap',
    content: 'Before <script>window.__xss = 1</script> and <img src=x onerror="window.__xss = 2"> after.',
  })
  let dialogs = 0
  page.on('dialog', (dialog) => {
    dialogs++
    void dialog.dismiss()
  })
  await page.goto(`/read/${story.id}`)
  await expect(page.getByText('<script>window.__xss = 1</script>', { exact: false })).toBeVisible()
  await expect(page.getByText('<img src=x onerror="window.__xss = 2">', { exact: false })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
  expect(await page.locator('main img[src="x"], main script').count()).toBe(0)
  expect(dialogs).toBe(0)
})

test('reading settings change the text while reading', async ({ page, request }) => {
  const story = await storyByTitle(request, 'The Gatekeeper of Vessa')
  await page.goto(`/read/${story.id}`)
  const text = page.getByTestId('reader').locator('.font-serif').first()
  await expect(text).toHaveCSS('line-height', `${16 * 1.6}px`)
  await showReadingTools(page)
  await page.getByRole('button', { name: 'Reading Settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reading Settings' })
  await dialog.getByRole('slider', { name: 'Line spacing' }).press('ArrowRight')
  await dialog.getByRole('radio', { name: /Sepia/ }).click()
  await expect(text).toHaveCSS('line-height', `${16 * 1.8}px`)
  await expect(page.getByTestId('reader')).toHaveCSS('background-color', 'rgb(244, 236, 216)')
  await dialog.getByRole('slider', { name: 'Font size' }).press('End')
  await expect(text).toHaveCSS('font-size', '24px')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Reading Settings' })).toBeFocused()
})

test("the server's drawing is already in the reader's theme, size and spacing, before any script of the app has run", async ({
  page,
  request,
}) => {
  const story = await storyByTitle(request, 'The Gatekeeper of Vessa')
  await page.addInitScript(() =>
    localStorage.setItem('reading_settings', JSON.stringify({ fontSize: 20, lineSpacing: 1.8, theme: 'light' })),
  )
  // The app never starts: what shows is the drawn page and its one inline script.
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.goto(`/read/${story.id}`)
  await expect(page.getByRole('heading', { name: 'Chapter 1: First Watch' })).toBeVisible()
  await expect(page.getByTestId('reader')).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  await expect(page.getByRole('button', { name: /Next Chapter/ })).toHaveCSS('color', 'rgb(31, 35, 40)')
  const text = page.getByTestId('reader').locator('.font-serif').first()
  await expect(text).toHaveCSS('font-size', '20px')
  await expect(text).toHaveCSS('line-height', `${20 * 1.8}px`)
})

test("a long title keeps to two lines in the reader's header, above its time and progress, whole in the page (issue 56)", async ({
  page,
  request,
}) => {
  const title = 'The Extraordinarily Long Chronicle of the Lighthouse Keeper at Vessa'
  expect(title.length).toBeGreaterThanOrEqual(65)
  const story = await publishStory(request, { title, content: longStory })
  await page.goto(`/read/${story.id}`)
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await showReadingTools(page)
  const shown = page.getByRole('button', { name: new RegExp(`^${title}`) })
  await expect(shown).toBeVisible()
  const [text, line] = await Promise.all([
    shown.locator('[data-clamped]').boundingBox(),
    page.getByTestId('reader-percent').boundingBox(),
  ])
  const lineHeight = await shown.locator('[data-clamped]').evaluate((el) => parseFloat(getComputedStyle(el).lineHeight))
  expect(text!.height).toBeLessThanOrEqual(2 * lineHeight + 1) // two lines, never part of a third
  expect(text!.y + text!.height).toBeLessThanOrEqual(line!.y)
  // A tap shows it whole, and the header makes room.
  await shown.click()
  await expect(shown).toHaveAttribute('aria-expanded', 'true')
  expect((await shown.locator('[data-clamped]').boundingBox())!.height).toBeGreaterThan(2 * lineHeight + 1)
})
