// Pages kept in the back/forward cache (WebKit keeps a page that was left, frozen, with its data
// worker): after a full page load a guest comment reaches the server exactly once, within 30 s of
// the server answering, with no reload; the page that was left comes back from the cache as it
// was and syncs again. In every engine, Chromium included (its cache on).
import { expect, test } from './test.ts'
import { asReturningReader, waitFor, waitForQuiet, waitForServiceWorker, waitForText, waitForTexts } from './steps.ts'
import { commentsOnServer, deliveredOnce, documentMark, markDocument, postComment } from './page-marks.ts'

test('@every-engine after a full page load a comment is delivered once, and the page left comes back from the cache and syncs', async ({
  tab: page,
  server,
}) => {
  const content = `Past the cache in ${page.engine}`
  await asReturningReader(page, server.origin)
  await page.goto(`${server.origin}/`)
  await waitForServiceWorker(page)
  await waitForTexts(page)
  // A returning reader opens the app again: the page that will be left has nothing in flight
  // (Firefox keeps no page fetching something).
  await page.goto(`${server.origin}/`)
  await waitFor(page, () => document.querySelectorAll('[data-testid="story-card"]').length > 0)
  await waitForQuiet(page)
  await markDocument(page, 'home')

  await page.goto(`${server.origin}/library`)
  await postComment(page, content)
  await deliveredOnce(() => commentsOnServer(server, content))
  expect(await documentMark(page)).toBeNull()

  // Published while the home page was away: back from the cache, it pulls it, with no reload.
  await server.adminCall('POST', '/api/stories', {
    title: `Told After the Cache ${page.engine}`,
    description: 'Pulled by a page restored from the cache.',
    content: 'It arrived.',
    silent: true,
  })
  await page.back()
  await waitFor(page, () => (window as unknown as { e2eRestored?: boolean }).e2eRestored === true, undefined, {
    what: 'the home page restored from the back/forward cache',
  })
  expect(await documentMark(page)).toBe('home')
  await waitForText(page, `Told After the Cache ${page.engine}`, { timeout: 30_000 })
  expect(await documentMark(page)).toBe('home')
})

test('@every-engine a comment posted with the server down, after full page loads, is delivered once when it is back, with no reload', async ({
  tab: page,
  server,
}) => {
  const content = `Through the outage in ${page.engine}`
  await asReturningReader(page, server.origin)
  await page.goto(`${server.origin}/`)
  await waitForServiceWorker(page)
  await waitFor(page, () => document.querySelectorAll('[data-testid="story-card"]').length > 0)
  await page.goto(`${server.origin}/favourites`)
  await server.stop()

  await page.goto(`${server.origin}/library`) // from the service worker: nothing answers
  await markDocument(page, 'library')
  await postComment(page, content)
  await waitFor(
    page,
    () => document.querySelector('[role="status"][aria-label*="waiting to be sent"]') !== null,
    undefined,
    { what: 'the comment saying it waits' },
  )
  await page.back() // a page from the cache, or loaded again from the service worker
  await waitFor(page, () => location.pathname === '/favourites' && document.readyState === 'complete')
  await page.goto(`${server.origin}/library`)
  await markDocument(page, 'library again')

  await server.start()
  await deliveredOnce(() => commentsOnServer(server, content))
  expect(await documentMark(page)).toBe('library again')
})
