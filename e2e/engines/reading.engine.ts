// Reading in every engine: the library and its search, the home's search, and, after one visit,
// with the server stopped (nothing answers), a story never opened reads from the device and the
// library's search still finds by a word of a story's text.
import { expect, test } from './test.ts'
import { asReturningReader, fill, tap, waitFor, waitForServiceWorker, waitForText, waitForTexts } from './steps.ts'

const cardTitles = () =>
  [...document.querySelectorAll('[data-testid="story-card"] h3, [data-testid="story-card"] a')].map(
    (el) => el.textContent?.trim() ?? '',
  )

test("the library lists every story and its search finds by title; the home's search too", async ({
  tab: page,
  server,
}) => {
  const served = await server.adminCall<unknown[]>('GET', '/api/stories')
  await asReturningReader(page, server.origin)
  await page.goto(`${server.origin}/library`)
  await waitForText(page, `Showing ${served.length} of ${served.length} stories`, { timeout: 30_000 })
  await fill(page, 'Search library', 'lighthouse')
  await waitForText(page, `Showing 1 of ${served.length} stories`)
  expect((await page.evaluate(cardTitles)).some((title) => title.includes('The Lighthouse at the End of Time'))).toBe(
    true,
  )

  await page.goto(`${server.origin}/`)
  await tap(page, 'header button[aria-label="Search stories"]') // a phone's header opens its search field first
  await fill(page, 'Search stories', 'Gatekeeper')
  await waitFor(
    page,
    (title) =>
      [...document.querySelectorAll('[data-testid="story-card"]')].some((card) =>
        (card as HTMLElement).innerText.includes(title),
      ),
    'The Gatekeeper of Vessa',
    { what: "the home's search results" },
  )
})

test('after one visit, with the server stopped, a story never opened reads and the search finds a word of its text', async ({
  tab: page,
  server,
}) => {
  const story = await server.adminCall<{ id: string }>('POST', '/api/stories', {
    title: 'Read Without a Server',
    description: 'Never opened online.',
    silent: true,
    content: '**Chapter 1: Dark Relay**\n\nThe quinquireme drifted past the unlit relay.',
  })
  await asReturningReader(page, server.origin)
  await page.goto(`${server.origin}/`)
  await waitForServiceWorker(page)
  await waitForTexts(page)
  await server.stop()

  await page.goto(`${server.origin}/read/${story.id}`)
  await waitForText(page, 'The quinquireme drifted past the unlit relay.', { timeout: 30_000 })
  await waitForText(page, 'Chapter 1: Dark Relay')

  await page.goto(`${server.origin}/library`)
  await fill(page, 'Search library', 'quinquireme')
  await waitFor(
    page,
    () =>
      [...document.querySelectorAll('[data-testid="story-card"]')]
        .map((card) => (card as HTMLElement).innerText)
        .some((text) => text.includes('Read Without a Server')),
    undefined,
    { timeout: 30_000, what: 'the offline search finding the story by a word of its text' },
  )
})
