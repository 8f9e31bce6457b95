// Listening away from the network and the page: a story downloaded for offline plays and seeks
// anywhere in airplane mode (answered by the worker from its cache), the lock screen's controls
// drive the player (Media Session), and the sleep timer stops it on the media clock.
import { expect, test, type Page } from './test.ts'
import { asReturningReader, publishStoryWithAudio, playerAudio, waitForServiceWorker } from './support.ts'

test.beforeEach(async ({ page }) => {
  await asReturningReader(page)
})

const player = (page: Page, title: string) => page.getByRole('dialog', { name: title })
const audioState = (page: Page) =>
  playerAudio(page).evaluate((a: HTMLAudioElement) => ({
    time: a.currentTime,
    duration: a.duration,
    paused: a.paused,
    ready: a.readyState,
    volume: a.volume,
  }))

async function listen(page: Page, title: string): Promise<void> {
  await page.getByTestId('story-card').filter({ hasText: title }).getByRole('button', { name: 'Listen' }).click()
  await expect(player(page, title)).toBeVisible()
}

test('a downloaded story plays and seeks to 80% in airplane mode', async ({ page, context, request }) => {
  await publishStoryWithAudio(request, 'Signal in the Dark')
  await page.goto('/library')
  await waitForServiceWorker(page)
  await listen(page, 'Signal in the Dark')
  const dialog = player(page, 'Signal in the Dark')
  await dialog.getByRole('button', { name: 'Pause' }).click()
  await dialog.getByRole('button', { name: 'Download for offline' }).click()
  await expect(dialog.getByText(/^Downloaded · 1\.3 MB$/)).toBeVisible({ timeout: 20_000 })
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(
    page.getByTestId('story-card').filter({ hasText: 'Signal in the Dark' }).getByText('Downloaded'),
  ).toBeVisible()

  await page.getByLabel('Filter').selectOption('downloaded')
  await expect(page.getByTestId('story-card')).toHaveCount(1)

  await context.setOffline(true)
  await page.reload()
  await page
    .getByRole('region', { name: 'Now playing' })
    .getByRole('button', { name: /Open the player/ })
    .click()
  await dialog.getByRole('button', { name: 'Play' }).click()
  const { duration } = await audioState(page)
  await playerAudio(page).evaluate((a: HTMLAudioElement) => {
    a.currentTime = a.duration * 0.8
  })
  await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(duration * 0.8 + 1)
  const state = await audioState(page)
  expect(state.paused).toBe(false)
  await expect(page.getByTestId('audio-player')).toHaveAttribute('data-status', 'playing')

  await context.setOffline(false)
  await dialog.getByRole('button', { name: /Remove the download/ }).click()
  await expect(dialog.getByRole('button', { name: 'Download for offline' })).toBeVisible()
})

test('the lock screen controls drive the player (Media Session)', async ({ page, request }) => {
  // Headless Chromium has no lock screen: record the handlers the app gives the browser and call
  // them as the system would. Everything else is the real API.
  await page.addInitScript(() => {
    const handlers: Record<string, (details: MediaSessionActionDetails) => void> = {}
    Object.assign(window, { mediaHandlers: handlers })
    const original = MediaSession.prototype.setActionHandler
    MediaSession.prototype.setActionHandler = function (action, handler) {
      if (handler) handlers[action] = handler
      return original.call(this, action, handler)
    }
  })
  await publishStoryWithAudio(request, 'Night Shift')
  await page.goto('/library')
  await listen(page, 'Night Shift')
  await expect(page.getByTestId('audio-player')).toHaveAttribute('data-status', 'playing')
  const session = () =>
    page.evaluate(() => ({
      title: navigator.mediaSession.metadata?.title,
      artist: navigator.mediaSession.metadata?.artist,
      state: navigator.mediaSession.playbackState,
    }))
  expect(await session()).toMatchObject({ title: 'Night Shift', artist: 'Infinaeon Hub' })
  const press = (action: string, details: object = {}) =>
    page.evaluate(
      ([a, d]) =>
        (window as unknown as { mediaHandlers: Record<string, (x: object) => void> }).mediaHandlers[a as string]!({
          action: a,
          ...(d as object),
        }),
      [action, details] as const,
    )

  await press('pause')
  await expect.poll(async () => (await audioState(page)).paused).toBe(true)
  await expect.poll(async () => (await session()).state).toBe('paused')
  await press('seekto', { seekTime: 100 })
  await expect.poll(async () => Math.round((await audioState(page)).time)).toBe(100)
  await press('seekforward')
  await expect.poll(async () => Math.round((await audioState(page)).time)).toBe(130)
  await press('seekbackward')
  await expect.poll(async () => Math.round((await audioState(page)).time)).toBe(115)
  await press('play')
  await expect.poll(async () => (await audioState(page)).paused).toBe(false)
  await press('stop')
  await expect(page.getByRole('region', { name: 'Now playing' })).toHaveCount(0)
  await expect(player(page, 'Night Shift')).toHaveCount(0)
})

test('the sleep timer stops the story on the media clock, and play gives it its time again', async ({
  page,
  request,
}) => {
  await page.clock.install()
  await publishStoryWithAudio(request, 'Lullaby for the Watch')
  await page.goto('/library')
  await listen(page, 'Lullaby for the Watch')
  const dialog = player(page, 'Lullaby for the Watch')
  await expect(page.getByTestId('audio-player')).toHaveAttribute('data-status', 'playing')
  await dialog.getByRole('combobox', { name: 'Sleep timer' }).click()
  await page.getByRole('option', { name: '5 minutes', exact: true }).click()
  await expect(page.getByTestId('sleep-left')).toHaveText('Stops in 5 min')

  // Five minutes pass on the clock; the audio's next timeupdate notices and stops the story.
  await page.clock.fastForward('05:00')
  await expect(page.getByTestId('audio-player')).toHaveAttribute('data-status', 'paused')
  expect((await audioState(page)).paused).toBe(true)
  // A spent timer says nothing (it once read "Stops in 0 min").
  await expect(page.getByTestId('sleep-left')).toHaveCount(0)
  await expect(dialog).not.toContainText('Stops in 0 min')

  await dialog.getByRole('button', { name: 'Play' }).click()
  await expect(page.getByTestId('audio-player')).toHaveAttribute('data-status', 'playing')
  await expect(page.getByTestId('sleep-left')).toHaveText('Stops in 5 min')
  await expect.poll(async () => (await audioState(page)).volume).toBeGreaterThan(0.5)
})

test('a first visit is controlled by the worker at once, so it can download without a reload', async ({ page }) => {
  await page.goto('/')
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true)
})
