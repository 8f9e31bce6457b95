// Links to a place in a story: a passage (#c{chapter}-p{paragraph}) opens the reader at that
// paragraph and marks it; a second of narration (?t=) opens the player there; a place the story
// does not have opens its start and says so; all of it offline too after one visit. A selected
// passage and the second playing are shared as such links (copied where there is no share sheet).
import { expect, test, type Page } from './test.ts'
import { asReturningReader, hasLocalText, playerAudio, storyByTitle, waitForServiceWorker } from './support.ts'

const TITLE = 'The Gatekeeper of Vessa'
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText())

test.beforeEach(async ({ page, context }) => {
  await asReturningReader(page)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
})

test('a passage link opens at that paragraph, marked for a moment; a place past the end opens the start and says so; offline too', async ({
  page,
  context,
  request,
}) => {
  const { id } = await storyByTitle(request, TITLE)
  await page.goto(`/read/${id}#c2-p3`)
  const passage = page.locator('#c2-p3')
  await expect(passage).toHaveAttribute('aria-current', 'true')
  await expect(passage).toContainText('Then she asked it what it wanted')
  await expect(passage).toBeInViewport()
  await expect(passage).not.toHaveAttribute('aria-current', 'true', { timeout: 6_000 })

  await page.goto('/')
  await page.goto(`/read/${id}#c9-p1`)
  await expect(page.getByTestId('toast').getByText('Passage not found')).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)

  await waitForServiceWorker(page)
  await expect.poll(() => hasLocalText(page, id), { timeout: 20_000 }).toBe(true)
  await context.setOffline(true)
  await page.goto('/')
  await page.goto(`/read/${id}#c1-p2`)
  await expect(page.locator('#c1-p2')).toHaveAttribute('aria-current', 'true')
  await expect(page.locator('#c1-p2')).toContainText('The gate hummed.')
  await expect(page.locator('#c1-p2')).toBeInViewport()
  // Another passage of the same story, followed on the page while the first is still marked:
  // one mark at a time (issue 56).
  await page.evaluate(() => {
    location.hash = 'c1-p3'
  })
  await expect(page.locator('#c1-p3')).toHaveAttribute('aria-current', 'true')
  await expect(page.locator('[data-passage][aria-current]')).toHaveCount(1)
  await expect(page.locator('#c1-p3')).not.toHaveAttribute('aria-current', 'true', { timeout: 6_000 })
  await expect(page.locator('[data-passage][aria-current]')).toHaveCount(0)
})

test('?t= opens the player at that second, and the player shares the second it is at', async ({ page, request }) => {
  const { id } = await storyByTitle(request, TITLE)
  const opened = Date.now()
  await page.goto(`/read/${id}?t=20`)
  const player = page.getByRole('dialog')
  await expect(player.getByRole('slider', { name: 'Position' })).toBeEnabled() // the audio is loaded
  // It plays on from 20 s: paused, it stays at a second no later than the time since the link opened allows.
  await player.getByRole('button', { name: 'Pause' }).click()
  const at = await playerAudio(page).evaluate((audio: HTMLAudioElement) => audio.currentTime)
  expect(at).toBeGreaterThanOrEqual(19.5)
  expect(at).toBeLessThanOrEqual(20 + (Date.now() - opened) / 1000 + 0.5)
  const second = Math.floor(at)
  await expect(player.getByTestId('position-time')).toHaveText(`0:${second}`)
  await player.getByRole('button', { name: `Share at 0:${second}` }).click()
  await expect(page.getByTestId('toast').getByText('Link to this moment copied to clipboard')).toBeVisible()
  expect(await clipboard(page)).toMatch(new RegExp(`/read/${id}\\?t=${second}$`))
})

test('a selected passage is shared as a link to it, its button clear of the install card', async ({
  page,
  request,
}) => {
  const { id } = await storyByTitle(request, TITLE)
  await page.goto(`/read/${id}`)
  await expect(page.getByRole('button', { name: 'Share this passage' })).toHaveCount(0)
  // The install card floats in at the screen's foot 3 s after load; the button rises above it.
  await expect(page.getByRole('button', { name: 'How to Install' })).toBeVisible()
  await page.locator('#c1-p2').evaluate((paragraph) => {
    const range = document.createRange()
    range.selectNodeContents(paragraph.firstChild!)
    document.getSelection()!.removeAllRanges()
    document.getSelection()!.addRange(range)
  })
  const share = page.getByRole('button', { name: 'Share this passage' })
  const button = await share.boundingBox()
  const card = await page.getByRole('region', { name: 'Install Infinaeon Hub' }).boundingBox()
  expect(button!.y + button!.height).toBeLessThanOrEqual(card!.y)
  await share.click()
  await expect(page.getByTestId('toast').getByText('Passage link copied to clipboard')).toBeVisible()
  expect(await clipboard(page)).toBe(`${new URL(page.url()).origin}/read/${id}#c1-p2`)
})
