// Small wrongs a person saw (issue 23, item 14), each as the page shows it: the character a toast
// names, the empty library's upload button, the volumes, a reload during playback, the
// header's placeholder, the player's times and sleep label, the last chapter, Escape under a
// toast, a track played offline that was never downloaded, and a press whose code never arrives.
import { expect, test, type Page } from './test.ts'
import {
  hasLocalRow,
  asAdmin,
  asReturningReader,
  createCharacter,
  createTrack,
  playerAudio,
  publishStory,
  publishStoryWithAudio,
  waitForServiceWorker,
} from './support.ts'

test.beforeEach(async ({ page }) => {
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
})

const storyPlayer = (page: Page, title: string) => page.getByRole('dialog', { name: title })
const currentTime = (page: Page) => playerAudio(page).evaluate((a: HTMLAudioElement) => a.currentTime)

async function listen(page: Page, title: string): Promise<void> {
  await page.getByTestId('story-card').filter({ hasText: title }).getByRole('button', { name: 'Listen' }).click()
  await expect(storyPlayer(page, title)).toBeVisible()
}

/**
 * The empty library is shown once the first sync has answered, which a first visit asks for only
 * when its data worker has started: at CPU 6× that took 7 s, and a loaded two-core host has been slower.
 */
const FIRST_SYNC_MS = 30_000

/** The library as a device with no stories at all sees it: every sync answers "nothing". */
async function withNoStories(page: Page): Promise<void> {
  await page.route('**/api/sync?*', (route) => route.fulfill({ json: { cursor: '0', hasMore: false, changes: [] } }))
}

/**
 * This page learns of changes to the outbox late, as a busy phone may: Dexie tells each
 * context of another's commits on its BroadcastChannel (named in db/local/outside-writes.ts), and
 * here the outbox's part of each message is held back 3 s. The data worker removes a delivered
 * character before its outbox entry, so the list drops the character before the dialog hears that
 * the delete was delivered (seen unheld too, about one run in six).
 */
async function seeOutboxLate(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const onmessage = Object.getOwnPropertyDescriptor(BroadcastChannel.prototype, 'onmessage')!
    Object.defineProperty(BroadcastChannel.prototype, 'onmessage', {
      ...onmessage,
      set(this: BroadcastChannel, handler: ((event: MessageEvent) => void) | null) {
        if (this.name !== 'x-storagemutated-1' || !handler) return onmessage.set!.call(this, handler)
        onmessage.set!.call(this, (event: MessageEvent) => {
          const parts = Object.entries((event.data ?? {}) as Record<string, unknown>)
          const now = Object.fromEntries(parts.filter(([key]) => !key.includes('/outbox/')))
          const late = Object.fromEntries(parts.filter(([key]) => key.includes('/outbox/')))
          if (Object.keys(now).length > 0) handler(new MessageEvent('message', { data: now }))
          if (Object.keys(late).length > 0) setTimeout(() => handler(new MessageEvent('message', { data: late })), 3000)
        })
      },
    })
  })
}

/** Whether this device has finished a sync: until then its lists show what the server drew. */
const hasSynced = (page: Page) => hasLocalRow(page, 'syncState', 'lastPulledAt')

test('deleting a character says which one was deleted', async ({ page, request }) => {
  await createCharacter(request, { name: 'Orrin Dusk', bio: 'Keeper of the last lamp.' })
  await seeOutboxLate(page)
  await asAdmin(page)
  await page.goto('/characters')
  await expect.poll(() => hasSynced(page)).toBe(true)
  await page.getByTestId('character-card').filter({ hasText: 'Orrin Dusk' }).click()
  await page.getByRole('dialog', { name: 'Orrin Dusk' }).getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete Character' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByTestId('toast')).toContainText('Character deleted')
  await expect(page.getByTestId('toast')).toContainText('"Orrin Dusk" was deleted.')
  await expect(page.getByTestId('toast')).not.toContainText('undefined')
})

test("the empty library's Upload Your First Story opens Upload New Story for the admin", async ({ page }) => {
  await withNoStories(page)
  await asAdmin(page)
  await page.goto('/library')
  await expect(page.getByText('No stories found. Upload your first story to get started!')).toBeVisible({
    timeout: FIRST_SYNC_MS,
  })
  await page.getByRole('button', { name: 'Upload Your First Story' }).click()
  await expect(page.getByRole('dialog', { name: 'Upload New Story' })).toBeVisible()
  await expect(page.getByTestId('toast')).toHaveCount(0)
})

test('a visitor to the empty library has no upload button, only who uploads', async ({ page }) => {
  await withNoStories(page)
  await page.goto('/library')
  await expect(page.getByText('No stories found. Upload your first story to get started!')).toBeVisible({
    timeout: FIRST_SYNC_MS,
  })
  await expect(page.getByText('Only the admin can upload stories.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Upload Your First Story' })).toHaveCount(0)
})

test('at the default settings a track plays at volume 0.7', async ({ page, request }) => {
  await createTrack(request, {
    title: 'Quiet Orbit',
    albumTitle: 'Volume Check',
    trackNumber: 1,
    file: 'narration-long.mp3',
  })
  await page.goto('/music')
  await page.getByRole('button', { name: /Volume Check/ }).click()
  await page.getByRole('dialog', { name: 'Volume Check' }).getByRole('button', { name: 'Play Quiet Orbit' }).click()
  await expect(page.getByTestId('music-transport')).toHaveAttribute('data-status', 'playing')
  expect(await playerAudio(page).evaluate((a: HTMLAudioElement) => a.volume)).toBeCloseTo(0.7, 2)
})

test('a reload while a story plays comes back to the second it was at, not the last 10-second save', async ({
  page,
  request,
}) => {
  await publishStoryWithAudio(request, 'The Unbroken Watch')
  await page.goto('/library')
  await listen(page, 'The Unbroken Watch')
  await expect(page.getByTestId('audio-player')).toHaveAttribute('data-status', 'playing')
  // A seek saves its place; then it plays on for a few seconds, fewer than the 10 s between saves.
  await playerAudio(page).evaluate((a: HTMLAudioElement) => {
    a.currentTime = 60
  })
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(65)
  const leftAt = await currentTime(page)
  const readAt = Date.now()

  await page.reload()
  await expect(page.getByRole('region', { name: 'Now playing' })).toContainText('The Unbroken Watch')
  await expect.poll(() => currentTime(page)).toBeGreaterThan(leftAt - 1)
  // It plays on until the page goes and may play on after it comes back, but never past the wall-clock time since.
  const secondsSince = (Date.now() - readAt) / 1000
  expect(await currentTime(page)).toBeLessThan(leftAt + secondsSince + 0.5)
})

test('the header search box says "Search stories..."', async ({ page }) => {
  await page.goto('/library')
  // A phone opens the box from the header's search button.
  if ((page.viewportSize()?.width ?? 0) < 768) await page.getByRole('button', { name: 'Search stories' }).click()
  await expect(page.getByRole('searchbox', { name: 'Search stories' })).toHaveAttribute(
    'placeholder',
    'Search stories...',
  )
})

test('audio that cannot load shows no "-0:00" for the time left of an unknown length', async ({ page, request }) => {
  await publishStory(request, { title: 'Dead Channel', content: 'Static.', audioFileUrl: '/audio/never-uploaded' })
  await page.goto('/library')
  await listen(page, 'Dead Channel')
  const dialog = storyPlayer(page, 'Dead Channel')
  await expect(dialog.getByRole('alert')).toHaveText(
    'Failed to load audio. Please check the audio URL and try refreshing.',
  )
  await expect(dialog.getByTestId('position-time')).toHaveText('0:00')
  await expect(dialog).not.toContainText('-0:00')
})

test('a two-chapter story read to 100% is on its last chapter: Next Chapter is disabled', async ({ page, request }) => {
  const story = await publishStory(request, {
    title: 'Two Short Watches',
    content: '**Chapter 1: Dawn**\n\nThe gate opened.\n\n**Chapter 2: Dusk**\n\nThe gate closed.',
  })
  await page.goto(`/read/${story.id}`)
  await expect(page.getByRole('heading', { name: 'Chapter 2: Dusk' })).toBeVisible()
  await expect(page.getByTestId('reader-percent')).toHaveText('100%')
  await expect(page.getByRole('button', { name: 'Next Chapter' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Previous Chapter' })).toBeEnabled()
})

test('Escape closes the dialog a toast appeared over, and the toast stays', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('button', { name: 'Reading Settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reading Settings' })
  await dialog.getByRole('button', { name: 'Reset' }).click()
  await expect(page.getByTestId('toast')).toContainText('Settings Reset')

  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(page.getByTestId('toast')).toContainText('Settings Reset')
  // With no dialog left, Escape is the toast's.
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('toast')).toHaveCount(0)
})

test('a track never downloaded, played offline, says it is not downloaded instead of blaming its address', async ({
  page,
  context,
  request,
}) => {
  const created = await createTrack(request, { title: 'Far Beacon', albumTitle: 'Not Kept Here', trackNumber: 1 })
  await page.goto('/music')
  const track = { url: new URL(`/api/tracks/${created.id}/stream`, page.url()).href }
  await waitForServiceWorker(page)
  await expect(page.getByRole('button', { name: /Not Kept Here/ })).toBeVisible()

  await context.setOffline(true)
  await page.getByRole('button', { name: /Not Kept Here/ }).click()
  const album = page.getByRole('dialog', { name: 'Not Kept Here' })
  await album.getByRole('button', { name: 'Play Far Beacon' }).click()
  await expect(album.getByTestId('music-transport')).toHaveAttribute('data-status', 'error')
  await expect(album.getByRole('alert')).toHaveText(
    'This track is not downloaded. Connect to play it, or download it for offline listening.',
  )

  // It offers the download, which waits for the network and says so, then happens (issue 56).
  await album.getByRole('button', { name: 'Download when back online' }).click()
  await expect(
    album.getByRole('status').filter({ hasText: '"Far Beacon" will download when you are back online.' }),
  ).toBeVisible()
  expect(await hasLocalRow(page, 'downloads', track.url)).toBe(false)
  await context.setOffline(false)
  await expect.poll(() => hasLocalRow(page, 'downloads', track.url), { timeout: 20_000 }).toBe(true)
  await expect(album.getByRole('button', { name: 'Remove the album download' })).toBeVisible()
})

test('a dialog or popover whose code cannot be fetched says so at each press, and opens after a reload', async ({
  page,
}) => {
  // The code of the dialogs and of the sync popover (parts loaded after the first screen) does not
  // arrive: a network that drops it.
  let blocked = true
  await page.route(/\/assets\/(dialog-radix|sync-popover)-/, (route) => (blocked ? route.abort() : route.fallback()))
  await page.goto('/characters')
  const ilen = page.getByTestId('character-card').filter({ hasText: 'Ilen Marr' })
  const syncStatus = page.getByRole('button', { name: /^Sync status/ })
  const toast = page
    .getByTestId('toast')
    .filter({ hasText: 'Part of the app did not load. Check your connection, then reload the page.' })
  for (const press of [() => ilen.click(), () => ilen.click(), () => syncStatus.click()]) {
    await press()
    await expect(toast).toBeVisible()
    await toast.getByRole('button', { name: 'Dismiss notification' }).click()
    await expect(toast).toHaveCount(0)
  }
  await expect(page.getByRole('dialog')).toHaveCount(0)

  blocked = false
  await page.reload()
  await ilen.click()
  await expect(page.getByRole('dialog', { name: 'Ilen Marr' })).toBeVisible()
  await page.keyboard.press('Escape')
  await syncStatus.click()
  await expect(page.getByRole('dialog', { name: 'Sync status' })).toBeVisible()
})

test("on a phone a character's picture fills its card's height, and the search box's words read in full (issue 56)", async ({
  page,
}) => {
  await page.goto('/characters')
  const cards = page.getByTestId('character-card')
  await expect(cards.first()).toBeVisible()
  // No empty strip under the picture: it is as tall as the card's text beside it.
  const gaps = await cards.evaluateAll((all) =>
    all.map((card) => {
      const picture = card.firstElementChild!.getBoundingClientRect()
      return Math.round(
        card.getBoundingClientRect().bottom - parseFloat(getComputedStyle(card).borderBottomWidth) - picture.bottom,
      )
    }),
  )
  expect(gaps.every((gap) => Math.abs(gap) <= 1)).toBe(true)
  // The placeholder fits its field (the browser cuts a placeholder without an ellipsis).
  const fits = await page.getByRole('searchbox').evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input)
    const context = document.createElement('canvas').getContext('2d')!
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    return (
      context.measureText(input.placeholder).width <=
      input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    )
  })
  expect(fits).toBe(true)
})
