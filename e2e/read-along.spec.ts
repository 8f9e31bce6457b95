// Read-along with the demo's narrated story and its timings (issue 25): the paragraph spoken is
// marked (aria-current) and kept in view as the narration moves; a person's own scroll pauses the
// following and "Back to narration" brings it back; a tap on a paragraph seeks the narration to it;
// the player lists and marks the chapters, skips by them from the lock screen and shows captions;
// and all of it offline once the narration is downloaded.
import { expect, test, type Page } from './test.ts'
import { asReturningReader, hasLocalRow, playerAudio, storyByTitle, waitForServiceWorker } from './support.ts'

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

test('the paragraph being spoken is marked and followed; a tap on a paragraph seeks there', async ({
  page,
  request,
}) => {
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

  // The next paragraph spoken starts under the docked mini player: it is brought up into the band
  // between the header and the player, all of it readable (issue 56: it stayed under the player).
  const mini = page.getByRole('region', { name: 'Now playing' })
  await expect(mini).toBeVisible()
  await page
    .locator('#c2-p3')
    .evaluate((paragraph) =>
      window.scrollBy({ top: paragraph.getBoundingClientRect().top - (innerHeight - 50), behavior: 'instant' }),
    )
  await narrationAt(page, 31.5)
  await expect(spoken(page)).toHaveAttribute('id', 'c2-p3')
  await expect
    .poll(async () => {
      const paragraph = (await spoken(page).boundingBox())!
      const player = (await mini.boundingBox())!
      return paragraph.y >= 80 && paragraph.y + paragraph.height <= player.y
    })
    .toBe(true)
})

test("the player shows the narration's chapters and captions, and the lock screen skips by chapter", async ({
  page,
  request,
}) => {
  // The lock screen's buttons call what the page gave Media Session: keep the handlers to press them.
  await page.addInitScript(() => {
    const handlers: Record<string, MediaSessionActionHandler | null> = {}
    Object.assign(window, { lockScreen: handlers })
    const set = navigator.mediaSession.setActionHandler.bind(navigator.mediaSession)
    navigator.mediaSession.setActionHandler = (action, handler) => {
      handlers[action] = handler
      set(action, handler)
    }
  })
  const press = (action: string) =>
    page.evaluate((name) => {
      ;(window as unknown as { lockScreen: Record<string, ((details: object) => void) | null> }).lockScreen[name]?.({
        action: name,
      })
    }, action)
  const time = () => playerAudio(page).evaluate((audio: HTMLAudioElement) => audio.currentTime)

  const { id } = await storyByTitle(request, TITLE)
  await page.goto(`/read/${id}?t=25`)
  const player = page.getByRole('dialog')
  await expect(player.getByRole('slider', { name: 'Position' })).toBeEnabled()
  await narrationAt(page, 25)

  const chapters = player.getByRole('navigation', { name: 'Chapters' }).getByRole('button')
  await expect(chapters).toHaveText([
    /^Chapter 1: First Watch\s*0:00$/,
    /^Chapter 2: The Oath Beneath the Oath\s*0:19$/,
  ])
  await expect(chapters.nth(1)).toHaveAttribute('aria-current', 'true')
  await expect(player.getByTestId('chapter-mark')).toHaveCount(1)

  // Captions: the words being spoken at 25 s (the cue 21.6–27.3 s).
  await player.getByRole('button', { name: 'Show captions' }).click()
  await expect(player.getByTestId('player-caption')).toHaveText(/^Knights of Infinaeon are taught three things/)
  await expect(playerAudio(page).locator('track[kind="captions"]')).toHaveCount(1)

  // Previous: to this chapter's start; again within 3 s: to the chapter before; next: chapter 2.
  await press('previoustrack')
  await expect.poll(time).toBeCloseTo(19.655, 1)
  await press('previoustrack')
  await expect.poll(time).toBe(0)
  await expect(chapters.nth(0)).toHaveAttribute('aria-current', 'true')
  await press('nexttrack')
  await expect.poll(time).toBeCloseTo(19.655, 1)
  await expect(spoken(page)).toHaveAttribute('id', 'c1-p3')
  // A chapter in the list is a tap away.
  await chapters.nth(0).click()
  await expect.poll(time).toBe(0)
})

test('offline after one visit, a downloaded narration still highlights the paragraph it speaks', async ({
  page,
  context,
  request,
}) => {
  const { id } = await storyByTitle(request, TITLE)
  const { timings } = (await (await request.get(`/api/stories/${id}`)).json()) as {
    timings: Array<{ kind: string; url: string }>
  }
  await page.goto(`/read/${id}?t=5`)
  await waitForServiceWorker(page)
  const player = page.getByRole('dialog')
  await player.getByRole('button', { name: 'Download for offline' }).click()
  await expect(player.getByText(/^Downloaded · /)).toBeVisible({ timeout: 20_000 })
  // The sync keeps every story's timings on the device.
  for (const { url } of timings)
    await expect.poll(() => hasLocalRow(page, 'timings', url), { timeout: 20_000 }).toBe(true)

  await context.setOffline(true)
  await page.goto('/')
  await page.goto(`/read/${id}?t=12`)
  await expect(player.getByRole('slider', { name: 'Position' })).toBeEnabled()
  await page.keyboard.press('Escape')
  await narrationAt(page, 12)
  await expect(spoken(page)).toHaveAttribute('id', 'c1-p2')
  await narrationAt(page, 36)
  await expect(spoken(page)).toHaveAttribute('id', 'c2-p4')
  await context.setOffline(false)
})
