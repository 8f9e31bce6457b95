// Albums offline (issue: music): "Download album" keeps every track on this device with its
// progress; in airplane mode the album, its cover and its tracks are still there, and a track plays,
// skips to the next and seeks (the worker answers Range from its cache). Cancel stops a download
// under way; Remove frees the device again; Audio Settings lists the album's tracks.
import { expect, test, type Page } from './test.ts'
import { asReturningReader, createTrack, playerAudio, waitForServiceWorker } from './support.ts'

test.beforeEach(async ({ page }) => {
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
})

const albumDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title })
const audioState = (page: Page) =>
  playerAudio(page).evaluate((a: HTMLAudioElement) => ({
    time: a.currentTime,
    duration: a.duration,
    paused: a.paused,
    src: a.src,
  }))

/** Holds the worker's fetch of each track's audio until released, so a download stays under way. */
async function holdStreams(page: Page): Promise<() => Promise<void>> {
  const held: Array<() => Promise<void>> = []
  const pattern = '**/api/tracks/*/stream'
  await page.context().route(pattern, (route) => {
    held.push(() => route.continue().catch(() => undefined))
  })
  return async () => {
    await page.context().unroute(pattern)
    await Promise.all(held.map((release) => release()))
  }
}

test('a downloaded album plays, skips and seeks in airplane mode, with its cover', async ({
  page,
  context,
  request,
}) => {
  const first = await createTrack(request, {
    title: 'Outbound',
    albumTitle: 'Far Side',
    trackNumber: 1,
    file: 'narration-long.mp3',
    cover: 'gps-DSCN0010.jpg',
  })
  const second = await createTrack(request, {
    title: 'Homebound',
    albumTitle: 'Far Side',
    trackNumber: 2,
    file: 'narration-long.mp3',
  })
  await page.goto('/music')
  await waitForServiceWorker(page)
  const card = page.getByRole('button', { name: /Far Side/ })
  const cover = card.locator('img')
  await expect(cover).toHaveAttribute('src', /\/api\/media\//)

  await card.click()
  const dialog = albumDialog(page, 'Far Side')
  // Held, so the progress is on screen for as long as it takes to see it (two tracks from this
  // machine's own server can finish before one look).
  const release = await holdStreams(page)
  await dialog.getByRole('button', { name: 'Download album' }).click()
  await expect(dialog.getByRole('status')).toContainText(/Downloading 0\/2/)
  await release()
  await expect(dialog.getByRole('button', { name: 'Remove the album download' })).toBeVisible({ timeout: 30_000 })
  await dialog.getByRole('button', { name: 'Close' }).click()
  // The album's cover was kept by the worker with the other covers.
  const coverUrl = (await cover.getAttribute('src'))!
  await expect
    .poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, coverUrl), { timeout: 15_000 })
    .toBe(true)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Music Library' })).toBeVisible()
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await card.click()
  await expect(dialog.getByRole('button', { name: 'Remove the album download' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Play Outbound' }).click()
  await expect(dialog.getByTestId('music-transport')).toHaveAttribute('data-status', 'playing')
  await playerAudio(page).evaluate((a: HTMLAudioElement) => {
    a.currentTime = a.duration * 0.8
  })
  await expect
    .poll(async () => {
      const s = await audioState(page)
      return !s.paused && s.time > s.duration * 0.8 + 0.5
    })
    .toBe(true)
  expect(new URL((await audioState(page)).src).pathname).toBe(`/api/tracks/${first.id}/stream`)

  await dialog.getByTestId('music-transport').getByRole('button', { name: 'Next track' }).click()
  await expect(dialog.locator('[aria-current="true"]')).toContainText('Homebound')
  await expect.poll(async () => new URL((await audioState(page)).src).pathname).toBe(`/api/tracks/${second.id}/stream`)
  await playerAudio(page).evaluate((a: HTMLAudioElement) => {
    a.currentTime = 120
  })
  await expect
    .poll(async () => {
      const s = await audioState(page)
      return !s.paused && s.time > 120.5
    })
    .toBe(true)
})

test('an album download shows its progress, can be cancelled, and is listed and removed', async ({ page, request }) => {
  await createTrack(request, { title: 'Slow One', albumTitle: 'Long Haul', trackNumber: 1, file: 'narration-long.mp3' })
  await createTrack(request, { title: 'Slow Two', albumTitle: 'Long Haul', trackNumber: 2, file: 'notags.mp3' })
  await page.goto('/music')
  await waitForServiceWorker(page)
  await page.getByRole('button', { name: /Long Haul/ }).click()
  const dialog = albumDialog(page, 'Long Haul')

  const release = await holdStreams(page)
  await dialog.getByRole('button', { name: 'Download album' }).click()
  const progress = dialog.getByRole('status')
  await expect(progress).toContainText('Downloading 0/2')
  await dialog.getByRole('button', { name: 'Cancel the album download' }).click()
  await expect(progress).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Download album' })).toBeVisible()
  await release()
  await page.waitForTimeout(500) // a released fetch of a cancelled download must not finish it
  await expect(dialog.getByRole('button', { name: 'Download album' })).toBeVisible()

  await dialog.getByRole('button', { name: /^Download album/ }).click()
  await expect(dialog.getByRole('button', { name: 'Remove the album download' })).toBeVisible({ timeout: 30_000 })
  await dialog.getByRole('button', { name: 'Close' }).click()

  // Audio Settings counts them: one row per track, with the album's name.
  await page.getByRole('button', { name: 'Audio Settings' }).click()
  const list = page.getByRole('list', { name: 'Downloaded audio' })
  await expect(list.getByRole('listitem').filter({ hasText: 'Long Haul' })).toHaveCount(2)
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: /Long Haul/ }).click()
  await dialog.getByRole('button', { name: 'Remove the album download' }).click()
  await expect(dialog.getByRole('button', { name: 'Download album' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: 'Audio Settings' }).click()
  await expect(page.getByText(/Long Haul ·/)).toHaveCount(0)
})
