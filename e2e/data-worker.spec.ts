// The data worker (app/sync/data.worker.ts): each tab's worker syncs for its page, one round at a
// time across tabs (db/outbox/sync-lock.ts); a tab that never lets go of the lock holds back no other.
import { expect, test, type Page } from './test.ts'
import { asReturningReader, localCount, publishStory } from './support.ts'
import { WORKER_START_MS } from '../app/sync/engine.ts'
import { LOCK_WAIT_MS } from '../db/outbox/sync-lock.ts'

const askForSync = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('online')))

test('a tab that holds the sync lock for good (frozen in the back/forward cache) holds back another tab only for LOCK_WAIT_MS', async ({
  context,
  request,
}) => {
  const first = await context.newPage()
  await asReturningReader(first)
  await first.goto('/library')
  await expect(first.getByTestId('story-card').first()).toBeVisible()
  // As a tab frozen in the middle of a round would: the lock is taken and never given back.
  await first.evaluate(() => {
    void navigator.locks.request('infinaeon-sync', () => new Promise(() => {}))
  })

  const second = await context.newPage()
  await second.goto('/library')
  const card = second.getByTestId('story-card').first()
  await card.getByRole('button', { name: /^Comments/ }).click()
  await card.getByLabel('Your comment').fill('Past a frozen tab')
  await card.getByRole('button', { name: 'Post' }).click()
  const onServer = async () => {
    const stories = (await (await request.get('/api/stories')).json()) as Array<{ id: string }>
    const comments = await Promise.all(
      stories.map(
        async (story) =>
          (await (await request.get(`/api/stories/${story.id}/comments`)).json()) as Array<{ content: string }>,
      ),
    )
    return comments.flat().filter((comment) => comment.content === 'Past a frozen tab').length
  }
  await expect.poll(onServer, { timeout: LOCK_WAIT_MS + 20_000 }).toBe(1)
  // The tab that took the lock goes on syncing: it pulls a new story and fetches its text.
  const story = await publishStory(request, {
    title: 'Taken Over',
    description: 'Pulled by the second tab.',
    content: 'It arrived.',
  })
  await askForSync(second)
  await expect
    .poll(
      async () =>
        await second.evaluate(
          (id) =>
            new Promise<string | undefined>((resolve) => {
              const open = indexedDB.open('infinaeon-hub')
              open.onsuccess = () => {
                const get = open.result.transaction('storyContent').objectStore('storyContent').get(id)
                get.onsuccess = () => {
                  resolve((get.result as { content?: string } | undefined)?.content)
                  open.result.close()
                }
              }
            }),
          story.id,
        ),
      { timeout: 20_000 },
    )
    .toBe('It arrived.')
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

test('a data worker whose script never arrives leaves the work to the page: the stories and their texts come all the same', async ({
  page,
}) => {
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
