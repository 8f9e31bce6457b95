// Pages kept in the back/forward cache (WebKit keeps a page that was left, frozen, with its data
// worker): after a full page load a guest comment reaches the server exactly once, within 30 s of
// the server answering, with no reload; the page that was left comes back from the cache as it
// was and syncs again. In every engine, Chromium included (its cache on).
import { expect, test, type AppServer } from './test.ts'
import type { EnginePage } from './engine-page.ts'
import { localRows, asReturningReader, fill, tap, waitFor, waitForQuiet, waitForServiceWorker, waitForText, waitForTexts } from './steps.ts'

/** How many comments with exactly this text the server holds, over every story. */
async function onServer(server: AppServer, content: string): Promise<number> {
  const stories = await server.adminCall<Array<{ id: string }>>('GET', '/api/stories')
  const lists = await Promise.all(stories.map((story) => server.adminCall<Array<{ content: string }>>('GET', `/api/stories/${story.id}/comments`)))
  return lists.flat().filter((comment) => comment.content === content).length
}

/** Opens the first card's comments and posts one. */
async function postComment(page: EnginePage, content: string): Promise<void> {
  await tap(page, '[data-testid="story-card"] button', 'Comments (')
  await fill(page, 'Your comment', content)
  await tap(page, '[data-testid="story-card"] button[type="submit"]', 'Post')
}

/** Marks this document, to tell a page restored from the cache (the mark is there) from a new load. */
const markDocument = (page: EnginePage, name: string) => page.evaluate((name) => {
  Object.assign(window, { e2eDocument: name })
  addEventListener('pageshow', (event) => { if ((event as PageTransitionEvent).persisted) Object.assign(window, { e2eRestored: true }) })
}, name)
const documentMark = (page: EnginePage) => page.evaluate(() => (window as unknown as { e2eDocument?: string }).e2eDocument ?? null)

/** Delivered once, within 30 s, and still once a while later (no second copy on its way). */
async function deliveredOnce(server: AppServer, content: string): Promise<void> {
  await expect.poll(() => onServer(server, content), { timeout: 30_000, intervals: [500] }).toBe(1)
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  expect(await onServer(server, content)).toBe(1)
}

test('@every-engine after a full page load a comment is delivered once, and the page left comes back from the cache and syncs', async ({ tab: page, server }) => {
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
  await deliveredOnce(server, content)
  expect(await documentMark(page)).toBeNull()

  // Published while the home page was away: back from the cache, it pulls it, with no reload.
  await server.adminCall('POST', '/api/stories', { title: `Told After the Cache ${page.engine}`, description: 'Pulled by a page restored from the cache.', content: 'It arrived.', silent: true })
  await page.back()
  await waitFor(page, () => (window as unknown as { e2eRestored?: boolean }).e2eRestored === true, undefined, { what: 'the home page restored from the back/forward cache' })
  expect(await documentMark(page)).toBe('home')
  for (let i = 0; i < 6; i++) { console.log('X', JSON.stringify((await localRows<{ title: string }>(page, 'stories')).map((s) => s.title).filter((t) => t.startsWith('Told'))), await page.evaluate(() => document.body.innerText.includes('Told After')), await page.evaluate(() => document.querySelector('header')?.innerText.replace(/\s+/g, ' '))); await new Promise(r => setTimeout(r, 2000)) }
  await waitForText(page, `Told After the Cache ${page.engine}`, { timeout: 30_000 })
  expect(await documentMark(page)).toBe('home')
})

test('@every-engine a comment posted with the server down, after full page loads, is delivered once when it is back, with no reload', async ({ tab: page, server }) => {
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
  await waitFor(page, () => document.querySelector('[role="status"][aria-label*="waiting to be sent"]') !== null, undefined, { what: 'the comment saying it waits' })
  await page.back() // a page from the cache, or loaded again from the service worker
  await waitFor(page, () => location.pathname === '/favourites' && document.readyState === 'complete')
  await page.goto(`${server.origin}/library`)
  await markDocument(page, 'library again')

  await server.start()
  await deliveredOnce(server, content)
  expect(await documentMark(page)).toBe('library again')
})
