// Sharing music: a shared track link opens its album, plays the track 500 ms
// later with a toast for 3000 ms, and leaves a clean address; without a share sheet the album and
// track links are copied with the spec's toasts.
import { expect, test } from './test.ts'
import { asReturningReader, createAlbum, playerAudio } from './support.ts'

test.beforeEach(async ({ page }) => {
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
})

test('a shared track link opens its album, plays the track after 500 ms and clears the address', async ({
  page,
  request,
}) => {
  const tracks = await createAlbum(
    request,
    'Echoes of Brindle',
    ['Harbour', 'Lantern', 'Tide'],
    ['notags.mp3', 'narration-long.mp3', 'notags.mp3'],
  )
  // When the album's dialog first appears and when the player first plays, on the page's clock.
  await page.addInitScript(() => {
    const times = { dialog: 0, playing: 0 }
    ;(window as unknown as { times: typeof times }).times = times
    new MutationObserver(() => {
      if (!times.dialog && document.querySelector('[role="dialog"]')) times.dialog = performance.now()
    }).observe(document, { childList: true, subtree: true })
    document.addEventListener(
      'playing',
      () => {
        times.playing ||= performance.now()
      },
      true,
    )
  })
  // A slow phone: the dialog's code arrives well after the link was followed, and the 500 ms
  // count from the album being shown, not from the asking.
  await page.route('**/assets/dialog-radix-*.js', async (route) => {
    await page.waitForURL(/\/music$/)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await route.continue()
  })
  await page.goto(`/share/track/${tracks[1]!.id}`)
  const dialog = page.getByRole('dialog', { name: 'Echoes of Brindle' })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\/music$/)
  await expect(page.getByText('Playing shared track', { exact: true })).toBeVisible()
  await expect(page.getByText('"Lantern" by The Test Ensemble', { exact: true })).toBeVisible()
  await expect.poll(() => playerAudio(page).evaluate((a: HTMLAudioElement) => !a.paused)).toBe(true)
  expect(new URL(await playerAudio(page).evaluate((a: HTMLAudioElement) => a.src)).pathname).toBe(
    `/api/tracks/${tracks[1]!.id}/stream`,
  )
  // The track started 500 ms after the album was shown.
  const times = await page.evaluate(() => (window as unknown as { times: { dialog: number; playing: number } }).times)
  expect(times.playing - times.dialog).toBeGreaterThanOrEqual(450)
  await expect(dialog.locator('[aria-current="true"]')).toContainText('Lantern')
  // The toast goes after its 3000 ms.
  await expect(page.getByText('Playing shared track', { exact: true })).toHaveCount(0, { timeout: 4_500 })

  // A reload plays nothing again by itself: the address no longer asks for it.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Music Library' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('an album link opens the album; sharing without a share sheet copies the links', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const [track] = await createAlbum(request, 'Copied Constellations', ['Pole Star'])
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined })
  })
  await page.goto(`/share/album/${track!.albumId}`)
  const dialog = page.getByRole('dialog', { name: 'Copied Constellations' })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\/music$/)
  expect(await playerAudio(page).count()).toBe(0)

  await dialog.getByRole('button', { name: 'Share "Copied Constellations"' }).click()
  await expect(page.getByText('Link copied!', { exact: true })).toBeVisible()
  await expect(page.getByText('Album link copied to clipboard', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/share/album/${track!.albumId}`)

  await dialog.getByRole('button', { name: 'Share "Pole Star"' }).click()
  await expect(page.getByText('Track link copied to clipboard', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/share/track/${track!.id}`)
})
