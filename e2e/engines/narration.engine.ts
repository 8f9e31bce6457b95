// Narration kept for offline, in WebKit and Firefox: downloaded from the player, then with the server
// stopped and the page loaded again, it plays from the device and seeks to 80% (the service worker
// answers the byte ranges from the whole file it keeps).
import { expect, test } from './test.ts'
import type { EnginePage } from './engine-page.ts'
import { asReturningReader, tap, waitFor, waitForServiceWorker } from './steps.ts'

const NARRATED = 'The Gatekeeper of Vessa'

const audioState = (page: EnginePage) =>
  page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('audio[data-player="main"]')
    return audio
      ? { time: audio.currentTime, duration: audio.duration, paused: audio.paused, error: audio.error?.code ?? null }
      : null
  })

test('narration downloaded for offline plays and seeks with the server stopped', async ({ tab: page, server }) => {
  await asReturningReader(page, server.origin)
  await page.goto(`${server.origin}/library`)
  await waitForServiceWorker(page)
  // The card's own Listen, not the first card's.
  await waitFor(
    page,
    (title) => {
      const card = [...document.querySelectorAll('[data-testid="story-card"]')].find((el) =>
        (el as HTMLElement).innerText.includes(title),
      )
      card?.setAttribute('data-e2e-card', '')
      return card !== undefined
    },
    NARRATED,
  )
  await tap(page, '[data-e2e-card] button', 'Listen')
  await tap(page, '[role="dialog"] button', 'Download for offline', { timeout: 30_000 })
  await waitFor(
    page,
    () => /Downloaded · /.test(document.querySelector('[role="dialog"]')?.textContent ?? ''),
    undefined,
    { timeout: 60_000, what: 'the narration downloaded' },
  )

  await server.stop()
  await page.reload()
  await tap(page, '[role="region"][aria-label="Now playing"] button', 'Open the player', { timeout: 30_000 })
  await tap(page, '[role="dialog"] button[aria-label="Play"]')
  await waitFor(
    page,
    () => {
      const audio = document.querySelector<HTMLAudioElement>('audio[data-player="main"]')
      return audio !== null && !audio.paused && audio.duration > 0
    },
    undefined,
    { what: 'the narration playing offline' },
  )
  const { duration } = (await audioState(page))!
  await page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('audio[data-player="main"]')!
    audio.currentTime = audio.duration * 0.8
  })
  await expect
    .poll(async () => (await audioState(page))?.time ?? 0, { timeout: 20_000 })
    .toBeGreaterThan(duration * 0.8 + 1)
  expect(await audioState(page)).toMatchObject({ paused: false })
  // The player says it plays (Firefox on a machine with no sound card keeps an error on the element
  // while it plays on: the player names that, and still shows playing).
  expect(
    await page.evaluate(() => document.querySelector('[data-testid="audio-player"]')?.getAttribute('data-status')),
  ).toBe('playing')
})
