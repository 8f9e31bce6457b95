// The data worker (app/sync/data.worker.ts): with two tabs open, one tab's worker syncs and the
// other passes its requests to it; when the syncing tab closes, the other takes over.
import { expect, test, type Page } from './test.ts'
import { asReturningReader, localCount, publishStory } from './support.ts'
import { WORKER_START_MS } from '../app/sync/engine.ts'

/** Counts the /api/sync calls made by this tab (its page and its workers) from now on. */
function countSyncCalls(page: Page): () => number {
  let calls = 0
  page.on('request', (request) => { if (new URL(request.url()).pathname === '/api/sync') calls++ })
  return () => calls
}

const askForSync = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('online')))

test('one tab syncs for both; when it closes, the other takes over', async ({ context, request }) => {
  const first = await context.newPage()
  await asReturningReader(first)
  await first.goto('/library')
  await expect(first.getByTestId('story-card').first()).toBeVisible()
  const second = await context.newPage()
  await second.goto('/library')
  await expect(second.getByTestId('story-card').first()).toBeVisible()
  await first.waitForTimeout(1_000) // both tabs' start-up syncs are over

  const [byFirst, bySecond] = [countSyncCalls(first), countSyncCalls(second)]
  await askForSync(second)
  await expect.poll(byFirst).toBeGreaterThan(0)
  expect(bySecond()).toBe(0)

  await first.close()
  await askForSync(second)
  await expect.poll(bySecond).toBeGreaterThan(0)
  // The worker that took over also fetches the texts of what it pulls.
  const story = await publishStory(request, { title: 'Taken Over', description: 'Pulled by the second tab.', content: 'It arrived.' })
  await askForSync(second)
  await expect.poll(async () => (await second.evaluate((id) => new Promise<string | undefined>((resolve) => {
    const open = indexedDB.open('infinaeon-hub')
    open.onsuccess = () => {
      const get = open.result.transaction('storyContent').objectStore('storyContent').get(id)
      get.onsuccess = () => { resolve((get.result as { content?: string } | undefined)?.content); open.result.close() }
    }
  }), story.id)), { timeout: 15_000 }).toBe('It arrived.')
})

test('no write to the database happens on the page during a first sync', async ({ page }) => {
  // The page's thread only reads: the pull, the texts and the outbox are the worker's.
  await page.addInitScript(() => {
    const writes: string[] = []
    Object.assign(window, { pageWrites: writes })
    const put = IDBObjectStore.prototype.put
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<typeof put>) {
      writes.push(this.name)
      return put.apply(this, args)
    }
  })
  await asReturningReader(page)
  await page.goto('/')
  await expect(page.getByTestId('story-card').first()).toBeVisible()
  await expect.poll(() => localCount(page, 'storyContent'), { timeout: 20_000 }).toBeGreaterThan(0)
  const writes = await page.evaluate(() => (window as unknown as { pageWrites: string[] }).pageWrites)
  expect(writes.filter((store) => ['stories', 'storyContent', 'syncState'].includes(store))).toEqual([])
})

test('a data worker whose script never arrives leaves the work to the page: the stories and their texts come all the same', async ({ page }) => {
  // The worker's script is held back and never answered, as Chromium can do behind a waiting
  // service worker update.
  await page.route('**/assets/data.worker-*.js', () => {})
  await asReturningReader(page)
  await page.goto('/library')
  // The grid shows the device's stories, and there are none until the page has taken over (after
  // WORKER_START_MS) and synced: on a loaded host that sync alone took over 10 s.
  await expect(page.getByTestId('story-card').first()).toBeVisible({ timeout: WORKER_START_MS + 30_000 })
  await expect.poll(() => localCount(page, 'storyContent'), { timeout: 30_000 }).toBeGreaterThan(0)
  expect(page.workers()).toEqual([])
})
