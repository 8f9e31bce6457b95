// Continue on another device (issue 60) in every engine, two devices each a browser of its own,
// after full page loads: A's Link dialog in Data Settings shows the link (what its QR code holds),
// B opens it (the secret leaves B's address at once) and joins on a tap, and A's dialog says a
// device joined. Then both favourite a story with the server stopped, each its own; once it is back
// and both have synced, both devices hold both favourites. The rest (follows, notes, places,
// Unlink, Forget me) is e2e/link-device.spec.ts.
import { expect, test } from './test.ts'
import type { EnginePage } from './engine-page.ts'
import {
  asReturningReader,
  localRows,
  tap,
  waitFor,
  waitForQuiet,
  waitForServiceWorker,
  waitForTexts,
} from './steps.ts'

const outboxEmpty = async (page: EnginePage) => (await localRows(page, 'outbox')).length === 0
const favourites = async (page: EnginePage) =>
  (await localRows<{ storyId: string }>(page, 'favourites')).map((row) => row.storyId).sort()

const says = (page: EnginePage, testId: string, words: string) =>
  waitFor(
    page,
    ({ testId, words }) => document.querySelector(`[data-testid="${testId}"]`)?.textContent?.includes(words),
    { testId, words },
    { what: `${testId} saying "${words}"` },
  )

/** With nothing answering: a full load of /library, and a tap of the story's card's Favourite. */
async function favourite(page: EnginePage, origin: string, story: { id: string; title: string }): Promise<void> {
  await page.goto(`${origin}/library`)
  await tap(page, 'button', `Favourite "${story.title}"`)
  await expect.poll(() => favourites(page)).toEqual([story.id])
}

test('a device linked by the link A shows, after full page loads, and both favourite with the server stopped: both end with both', async ({
  tab: a,
  otherTab: b,
  server,
}) => {
  test.setTimeout(180_000)
  const publish = (title: string) =>
    server.adminCall<{ id: string; title: string }>('POST', '/api/stories', {
      title,
      description: `${title}, a story.`,
      content: `${title} begins here.`,
      silent: true,
    })
  const [x, y] = [await publish(`Ember Road in ${a.engine}`), await publish(`Salt Tower in ${a.engine}`)]
  for (const page of [a, b]) {
    await asReturningReader(page, server.origin)
    await page.goto(`${server.origin}/`)
    await waitForServiceWorker(page)
    // Its first sync over before it is left: WebKit can keep a page left while its data worker's
    // transactions overlap, holding the next page's writes (docs/app.md, "How the data worker ends").
    await waitForTexts(page)
    await waitForQuiet(page)
  }

  await a.goto(`${server.origin}/data-settings#devices`)
  await tap(a, 'button', 'Link a device')
  const shown = () => document.querySelector('[data-testid="pairing-link"]')?.textContent?.trim() ?? ''
  const link = await waitFor(a, shown, undefined, { what: 'the pairing link' })
  expect(link).toMatch(new RegExp(`^${server.origin}/link#k=[A-Za-z0-9_-]{22}$`))
  await b.goto(link)
  expect(await b.url()).toBe(`${server.origin}/link`)
  await tap(b, 'button', 'Link this device')
  await says(b, 'link-result', 'Linked.')
  await says(a, 'pairing-joined', 'A device joined at')
  await tap(a, '[role="dialog"] button', 'Done')
  // What each had is sent once linked, and the round after it is over.
  for (const page of [a, b]) {
    await expect.poll(() => outboxEmpty(page), { timeout: 30_000 }).toBe(true)
    await waitForQuiet(page)
  }

  await server.stop()
  await favourite(a, server.origin, x)
  await favourite(b, server.origin, y)
  for (const page of [a, b])
    expect((await localRows<{ kind: string }>(page, 'outbox')).map((entry) => entry.kind)).toEqual(['profile.push'])

  await server.start()
  // Each sends its own on its next try; then a round of each (its start, on a reload) pulls the other's.
  for (const page of [a, b]) await expect.poll(() => outboxEmpty(page), { timeout: 30_000 }).toBe(true)
  for (const page of [a, b]) {
    await page.reload()
    await expect.poll(() => favourites(page), { timeout: 30_000 }).toEqual([x.id, y.id].sort())
  }
})
