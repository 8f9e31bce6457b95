// Read-along with the demo's narrated story and its captions (issue 25): the paragraph spoken is
// marked (aria-current) and kept in view as the narration moves; a person's own scroll pauses the
// following and "Back to narration" brings it back; a tap on a paragraph seeks the narration to it.
import { expect, test, type Page } from '@playwright/test'
import { asReturningReader, playerAudio, storyByTitle } from './support.ts'

const TITLE = 'The Gatekeeper of Vessa'

test.beforeEach(async ({ page }) => {
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
})

/** The narration at `seconds`, paused there (the player's own element, as a seek would). */
async function narrationAt(page: Page, seconds: number): Promise<void> {
  await playerAudio(page).evaluate((audio: HTMLAudioElement, at) => {
    audio.pause()
    audio.currentTime = at
  }, seconds)
}
const spoken = (page: Page) => page.locator('[data-passage][aria-current="true"]')

test('the paragraph being spoken is marked and followed; a tap on a paragraph seeks there', async ({ page, request }) => {
  const { id } = await storyByTitle(request, TITLE)
  await page.goto(`/read/${id}?t=5`)
  const player = page.getByRole('dialog')
  await expect(player.getByRole('slider', { name: 'Position' })).toBeEnabled()
  await page.keyboard.press('Escape')
  await expect(player).toHaveCount(0)

  for (const [seconds, paragraph, words] of [
    [5, 'c1-p1', 'Ilen Marr had been told'],
    [12, 'c1-p2', 'The gate hummed.'],
    [31, 'c2-p3', 'Then she asked it what it wanted'],
  ] as const) {
    await narrationAt(page, seconds)
    await expect(spoken(page)).toHaveAttribute('id', paragraph)
    await expect(spoken(page)).toContainText(words)
    await expect(spoken(page)).toHaveCount(1)
    await expect(spoken(page)).toBeInViewport()
  }

  // The person scrolls away (to the top, by key): the narration's paragraph is not pulled back at once, and "Back to
  // narration" returns to it.
  await page.keyboard.press('Home')
  await expect(page.getByRole('button', { name: 'Back to narration' })).toBeVisible()
  await expect(page.locator('#c2-p3')).not.toBeInViewport()
  await page.getByRole('button', { name: 'Back to narration' }).click()
  await expect(page.locator('#c2-p3')).toBeInViewport()
  await expect(page.getByRole('button', { name: 'Back to narration' })).toHaveCount(0)

  // A tap on a paragraph seeks to where it is spoken (She did not run: 21.0 s).
  await page.locator('#c2-p1').click()
  await expect(spoken(page)).toHaveAttribute('id', 'c2-p1')
  const at = await playerAudio(page).evaluate((audio: HTMLAudioElement) => audio.currentTime)
  expect(at).toBeGreaterThanOrEqual(21)
  expect(at).toBeLessThan(23)
})
