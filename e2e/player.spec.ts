// The story player on a phone: Listen opens it over the page, it closes on ×
// or an outside click while the story plays on in the mini player on every route; the position
// reaches the server and comes back after a reload; speed is remembered per story; load failures
// say so with the controls disabled; "Download" saves {title}.mp3.
import { expect, test, type Page } from './test.ts'
import { asReturningReader, publishStory, publishStoryWithAudio, playerAudio } from './support.ts'

test.beforeEach(async ({ page }) => {
  await asReturningReader(page)
})

const player = (page: Page, title: string) => page.getByRole('dialog', { name: title })
const status = (page: Page) => page.getByTestId('audio-player')
const miniPlayer = (page: Page) => page.getByRole('region', { name: 'Now playing' })
const currentTime = (page: Page) => playerAudio(page).evaluate((a: HTMLAudioElement) => a.currentTime)

async function listen(page: Page, title: string): Promise<void> {
  await page.getByTestId('story-card').filter({ hasText: title }).getByRole('button', { name: 'Listen' }).click()
  await expect(player(page, title)).toBeVisible()
}

/** Clicks the position slider's track at a fraction of its width (a tap on a phone). */
async function seekTrack(page: Page, fraction: number): Promise<void> {
  const box = (await page.getByRole('slider', { name: 'Position' }).locator('..').locator('..').boundingBox())!
  await page.mouse.click(box.x + box.width * fraction, box.y + box.height / 2)
}

test('Listen opens the player; × and an outside click close it; the mini player plays on across routes', async ({
  page,
  request,
}) => {
  await publishStoryWithAudio(request, 'Echoes of the Watch')
  await page.goto('/library')
  await listen(page, 'Echoes of the Watch')
  await expect(status(page)).toHaveAttribute('data-status', 'playing')

  await player(page, 'Echoes of the Watch').getByRole('button', { name: 'Close' }).click()
  await expect(player(page, 'Echoes of the Watch')).toBeHidden()
  await expect(miniPlayer(page)).toContainText('Echoes of the Watch')

  await page.getByRole('contentinfo').getByRole('link', { name: 'Favourites' }).click()
  await expect(page).toHaveURL(/\/favourites$/)
  const before = await currentTime(page)
  await expect.poll(() => currentTime(page)).toBeGreaterThan(before + 0.5)
  await expect(miniPlayer(page).getByRole('button', { name: 'Pause' })).toBeVisible()

  await miniPlayer(page)
    .getByRole('button', { name: /Open the player/ })
    .click()
  await expect(player(page, 'Echoes of the Watch')).toBeVisible()
  await page.mouse.click(8, 8)
  await expect(player(page, 'Echoes of the Watch')).toBeHidden()

  await miniPlayer(page).getByRole('button', { name: 'Close the player' }).click()
  await expect(miniPlayer(page)).toHaveCount(0)
  expect(await playerAudio(page).evaluate((a: HTMLAudioElement) => a.paused)).toBe(true)
})

test('the position reaches the server and a reload comes back to the same second', async ({ page, request }) => {
  const story = await publishStoryWithAudio(request, 'The Long Vigil')
  await page.goto('/library')
  await listen(page, 'The Long Vigil')
  await expect(status(page)).toHaveAttribute('data-status', 'playing')
  await seekTrack(page, 0.4)
  await expect.poll(() => currentTime(page)).toBeGreaterThan(60)
  await player(page, 'The Long Vigil').getByRole('button', { name: 'Pause' }).click()
  await expect(status(page)).toHaveAttribute('data-status', 'paused')
  const stoppedAt = await currentTime(page)

  const userId = await page.evaluate(() => localStorage.getItem('icu_user_id'))
  await expect
    .poll(
      async () =>
        (await (await request.get(`/api/audio-progress/${story.id}?userId=${userId}`)).json())?.currentPosition ?? 0,
    )
    .toBeCloseTo(stoppedAt, 0)

  await page.reload()
  await expect(miniPlayer(page)).toContainText('The Long Vigil')
  await expect.poll(() => currentTime(page)).toBeCloseTo(stoppedAt, 0)
  await miniPlayer(page)
    .getByRole('button', { name: /Open the player/ })
    .click()
  await expect(status(page)).toHaveAttribute('data-status', 'ready')
  await expect(player(page, 'The Long Vigil')).toContainText(/Paused · 1:\d\d \/ 2:4\d/)
})

test('speed is remembered per story', async ({ page, request }) => {
  await publishStoryWithAudio(request, 'Fast Courier')
  await publishStoryWithAudio(request, 'Slow Drift')
  await page.goto('/library')
  await listen(page, 'Fast Courier')
  await player(page, 'Fast Courier').getByRole('combobox', { name: 'Speed' }).click()
  await page.getByRole('option', { name: '1.5×' }).click()
  await expect.poll(() => playerAudio(page).evaluate((a: HTMLAudioElement) => a.playbackRate)).toBe(1.5)
  await player(page, 'Fast Courier').getByRole('button', { name: 'Close' }).click()

  await listen(page, 'Slow Drift')
  await expect(player(page, 'Slow Drift').getByRole('combobox', { name: 'Speed' })).toHaveText(/1\.0×/)
  await player(page, 'Slow Drift').getByRole('button', { name: 'Close' }).click()

  await listen(page, 'Fast Courier')
  await expect(player(page, 'Fast Courier').getByRole('combobox', { name: 'Speed' })).toHaveText(/1\.5×/)
  await expect.poll(() => playerAudio(page).evaluate((a: HTMLAudioElement) => a.playbackRate)).toBe(1.5)
})

test('audio that cannot load says so, with play and download disabled', async ({ page, request }) => {
  await publishStory(request, { title: 'Lost Transmission', content: 'Static.', audioFileUrl: '/audio/never-uploaded' })
  await page.goto('/library')
  await listen(page, 'Lost Transmission')
  const dialog = player(page, 'Lost Transmission')
  await expect(dialog.getByRole('alert')).toHaveText(
    'Failed to load audio. Please check the audio URL and try refreshing.',
  )
  await expect(dialog.getByRole('button', { name: 'Play' })).toBeDisabled()
  await expect(dialog.getByRole('button', { name: 'Download for offline' })).toBeDisabled()
  await expect(dialog.getByRole('button', { name: 'Save audio file' })).toBeDisabled()
})

test('Download saves the audio as {title}.mp3', async ({ page, request }) => {
  await publishStoryWithAudio(request, 'Song of the Relay', 'notags.mp3')
  await page.goto('/library')
  await listen(page, 'Song of the Relay')
  const download = page.waitForEvent('download')
  await player(page, 'Song of the Relay').getByRole('button', { name: 'Save audio file' }).click()
  expect((await download).suggestedFilename()).toBe('Song of the Relay.mp3')
})

test('a story played to its end starts again from 0, and 0 is saved', async ({ page, request }) => {
  const story = await publishStoryWithAudio(request, 'Short Hail', 'notags.mp3')
  await page.goto('/library')
  await listen(page, 'Short Hail')
  await expect(status(page)).toHaveAttribute('data-status', 'ended', { timeout: 15_000 })
  expect(await currentTime(page)).toBe(0)
  await expect(player(page, 'Short Hail')).toContainText('Finished · 0:00')
  const userId = await page.evaluate(() => localStorage.getItem('icu_user_id'))
  await expect
    .poll(
      async () =>
        (await (await request.get(`/api/audio-progress/${story.id}?userId=${userId}`)).json())?.currentPosition,
    )
    .toBe(0)
  await player(page, 'Short Hail').getByRole('button', { name: 'Play' }).click()
  await expect(status(page)).toHaveAttribute('data-status', /playing|ended/)
})
