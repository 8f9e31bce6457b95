// Honest audio errors (issue 55): the player names what happened to a story's narration, from what
// the element and a look at its file tell (app/player/audio-failure.ts): a file that cannot be
// reached, one the device cannot play. Neither leaves play or download enabled as if all were
// fine, nor offers to share a moment of it, and nothing is said once a playable file plays.
import fs from 'node:fs'
import { expect, test, type Page } from './test.ts'
import { asReturningReader, fixture, playerAudio, publishStory } from './support.ts'

// page.route sees the page's requests only where no service worker stands between (Playwright's
// "service workers" note); these tests are about the element, not offline.
test.use({ serviceWorkers: 'block' })
test.beforeEach(async ({ page }) => {
  await asReturningReader(page)
})

const player = (page: Page, title: string) => page.getByRole('dialog', { name: title })
const mediaErrorCode = (page: Page) => playerAudio(page).evaluate((a: HTMLAudioElement) => a.error?.code ?? null)

async function listen(page: Page, title: string): Promise<void> {
  await page.getByTestId('story-card').filter({ hasText: title }).getByRole('button', { name: 'Listen' }).click()
  await expect(player(page, title)).toBeVisible()
}

async function expectStoppedWith(page: Page, title: string, text: string): Promise<void> {
  const dialog = player(page, title)
  await expect(dialog.getByRole('alert')).toHaveText(text)
  await expect(dialog.getByTestId('audio-player')).toHaveAttribute('data-status', 'error')
  await expect(dialog.getByRole('button', { name: 'Play' })).toBeDisabled()
  await expect(dialog.getByRole('button', { name: 'Download for offline' })).toBeDisabled()
  await expect(dialog.getByRole('button', { name: 'Save audio file' })).toBeDisabled()
  // No moment to share in audio that does not play (issue 56: it offered "Share at 0:00").
  await expect(dialog.getByRole('button', { name: /^Share at/ })).toHaveCount(0)
  // MEDIA_ERR_SRC_NOT_SUPPORTED: what Chromium says of a lost connection and of an unplayable file alike.
  expect(await mediaErrorCode(page)).toBe(4)
}

test('a narration whose connection drops says it could not be reached, with play and download disabled', async ({
  page,
  request,
}) => {
  await publishStory(request, { title: 'Signal Lost', content: 'Static.', audioFileUrl: '/audio/signal-lost' })
  await page.route('**/audio/signal-lost', (route) => route.abort('connectionreset'))
  await page.goto('/library')
  await listen(page, 'Signal Lost')
  await expectStoppedWith(
    page,
    'Signal Lost',
    "This story's audio could not be reached. Check your connection and try again.",
  )
})

test('a narration the device cannot play says so; once the file is fixed, Listen plays it with nothing said', async ({
  page,
  request,
}) => {
  await publishStory(request, { title: 'Garbled Relay', content: 'Noise.', audioFileUrl: '/audio/garbled-relay' })
  // Bytes that are no audio at all, served as MP3.
  let body = Buffer.alloc(64 * 1024, 0x5a)
  await page.route('**/audio/garbled-relay', (route) => route.fulfill({ status: 200, contentType: 'audio/mpeg', body }))
  await page.goto('/library')
  await listen(page, 'Garbled Relay')
  await expectStoppedWith(
    page,
    'Garbled Relay',
    "This device cannot play this story's audio: its format is not supported here, or the file is damaged.",
  )

  // The file is fixed; Listen loads a failed story again.
  body = fs.readFileSync(fixture('audio', 'notags.mp3'))
  await player(page, 'Garbled Relay').getByRole('button', { name: 'Close' }).click()
  await listen(page, 'Garbled Relay')
  const dialog = player(page, 'Garbled Relay')
  await expect(dialog.getByTestId('audio-player')).toHaveAttribute('data-status', /playing|ended/)
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  expect(await mediaErrorCode(page)).toBe(null)
})
