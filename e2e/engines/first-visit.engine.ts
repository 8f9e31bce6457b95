// A first visit in every engine: the faction choice comes up over the stories, picking one themes
// the app and Apply Theme closes it; the choice is kept across a reload; the service worker takes
// the page and the stories reach the device. The header's title is whole at the phone's width
// (Firefox's scrollbar took the few pixels it had to spare, and it read "Infinaeon H…").
import { expect, test } from './test.ts'
import { localRows, tap, waitFor, waitForServiceWorker } from './steps.ts'

test('a first visit: the faction choice themes the app and is kept; the stories reach the device', async ({
  tab: page,
  server,
}) => {
  await page.goto(`${server.origin}/`)
  await waitFor(page, () => document.querySelectorAll('[data-testid="story-card"]').length > 0, undefined, {
    what: 'story cards',
  })
  await tap(page, 'dialog[open] [role="radio"]', 'Neutral', { timeout: 30_000 })
  await tap(page, 'dialog[open] button', 'Apply Theme')
  await waitFor(
    page,
    () => document.querySelector('dialog[open]') === null && document.documentElement.dataset.faction === 'neutral',
    undefined,
    { what: 'the picker closed on the neutral theme' },
  )

  await waitForServiceWorker(page)
  await page.reload()
  await waitFor(page, () => document.querySelectorAll('[data-testid="story-card"]').length > 0)
  expect(
    await page.evaluate(() => ({
      faction: document.documentElement.dataset.faction,
      picker: document.querySelector('dialog[open]') !== null,
    })),
  ).toEqual({ faction: 'neutral', picker: false })
  expect(
    await page.evaluate(() => {
      const title = [...document.querySelectorAll('header span')].find((span) => span.textContent === 'Infinaeon Hub')
      return title ? title.scrollWidth <= title.clientWidth : 'no title'
    }),
  ).toBe(true)
  const served = await server.adminCall<unknown[]>('GET', '/api/stories')
  await expect.poll(async () => (await localRows(page, 'stories')).length, { timeout: 30_000 }).toBe(served.length)
})
