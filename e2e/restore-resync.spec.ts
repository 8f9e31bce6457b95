// A device after a restore (issue 58, item 5): it synced before the site was restored from an
// older backup and holds queued comments; when it comes back (the network's return, no reload) it
// is answered CURSOR_AHEAD, pulls everything again, shows exactly the restored stories, delivers
// the comment whose story is still there, and refuses by name the one whose story is gone. What it
// keeps of its own for a story that still exists (a favourite, the reading place) stays.
// The server is its own (e2e/own-server.ts): a restore needs it stopped, and it starts again on the
// same port, so the origin, the service worker and the device's database stay.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test, type APIRequestContext, type Page } from './test.ts'
import { startServer, type RunningServer } from './own-server.ts'
import { E2E_ADMIN_PASSWORD } from './servers.ts'
import { RECENT_LIMIT } from '../contract/home-lists.ts'
import { asReturningReader, createLink, localCount, localRow, publishStory, storyByTitle } from './support.ts'

const ROOT = path.resolve(import.meta.dirname, '..')
// A port of the worker block's own (e2e/servers.ts) that no other test takes.
const PORT = Number(process.env.E2E_PORT ?? 8190) + 7
const origin = `http://127.0.0.1:${PORT}`
// Made by the worker that runs the test (the runner loads this file too, to list the tests).
let work: string
const dataDir = () => path.join(work, 'data')
const backupA = () => path.join(work, 'backup-a.tar')
const serverEnv = {
  ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
  SEED_DEMO: '1',
  BACKUP_INTERVAL_HOURS: '0',
  COMMENTS_PER_MINUTE: '60',
}
let server: RunningServer | undefined

const start = () =>
  startServer({
    port: PORT,
    dataDir: dataDir(),
    staticDir: process.env.BUILD_OUT_DIR ?? path.join(ROOT, 'dist'),
    env: serverEnv,
  })

/** `npm run backup` / `npm run restore`, from source, on the server's data folder. */
async function backupCommand(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['api/backup-command.ts', ...args],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir(), LOG_LEVEL: 'silent' },
    },
  )
  return stdout
}

const serverStories = async (request: APIRequestContext) =>
  ((await (await request.get('/api/stories')).json()) as Array<{ title: string }>).map((s) => s.title).sort()

/** The seq of the server's newest change, read through /api/sync from the start. */
async function serverSeq(request: APIRequestContext): Promise<number> {
  let since = '0'
  for (;;) {
    const res = await request.get(`/api/sync?since=${since}&limit=500`)
    expect(res.status()).toBe(200)
    const page = (await res.json()) as { cursor: string; hasMore: boolean }
    since = page.cursor
    if (!page.hasMore) return Number(since.slice(since.lastIndexOf('.') + 1))
  }
}

/** The titles of the story cards on screen. */
const cardTitles = async (page: Page) =>
  (await page.getByTestId('story-card').locator(':is(h3, h4) > a').allTextContents()).sort()

/** Every toast the page shows, in order (one shows for a few seconds only). */
async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new WeakSet<Element>()
    const told: string[] = []
    Object.assign(window, { e2eToasts: told })
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-testid="toast"]')) {
        if (seen.has(toast)) continue
        seen.add(toast)
        told.push((toast as HTMLElement).innerText.replace(/\s+/g, ' ').trim())
      }
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
}
const toasts = (page: Page) => page.evaluate(() => (window as unknown as { e2eToasts: string[] }).e2eToasts)

test.use({ baseURL: origin })
test.setTimeout(240_000)

test.beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-e2e-restore-'))
  server = await start()
})
test.afterAll(async () => {
  await server?.stop()
  fs.rmSync(work, { recursive: true, force: true })
})

test('a device synced before a restore of an older backup resyncs without a reload, shows exactly the restored stories, and delivers or refuses by name its queued comments', async ({
  page,
  context,
  request,
}) => {
  // Backup A: the demo universe, taken while the server runs.
  const storiesOfA = await serverStories(request)
  expect(storiesOfA.length).toBeGreaterThan(0)
  expect(await backupCommand('backup', '--out', backupA())).toContain('(checked)')

  // After A: a story the restore will take away.
  const newcomer = await publishStory(request, {
    title: 'Published After The Backup',
    description: 'Gone once the older copy is back.',
    content: 'This story was never in backup A.',
  })
  const kept = await storyByTitle(request, 'The Gatekeeper of Vessa')
  expect(storiesOfA).toContain(kept.title)

  // The device: it syncs everything, reads a little of a demo story, and favourites both stories.
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
  await recordToasts(page)
  await page.goto(`/read/${kept.id}`)
  await expect(page.getByRole('heading', { name: kept.title, level: 1 })).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 300))
  await expect.poll(() => localRow(page, 'readingProgress', kept.id)).toBeDefined()

  await page.goto('/library')
  await expect.poll(() => cardTitles(page)).toEqual([...storiesOfA, newcomer.title].sort())
  // Read once the reader has saved its place as it was left.
  const progressBefore = await localRow(page, 'readingProgress', kept.id)
  const keptCard = page.getByTestId('story-card').filter({ has: page.getByRole('link', { name: kept.title }) })
  const newCard = page.getByTestId('story-card').filter({ has: page.getByRole('link', { name: newcomer.title }) })
  for (const [card, title] of [
    [keptCard, kept.title],
    [newCard, newcomer.title],
  ] as const) {
    const favourite = card.getByRole('button', { name: `Favourite "${title}"` })
    await favourite.click()
    await expect(favourite).toHaveAttribute('aria-pressed', 'true')
    await card.getByRole('button', { name: /^Comments/ }).click()
    await expect(card.getByLabel('Your comment')).toBeVisible()
  }
  await expect.poll(() => localCount(page, 'favourites')).toBe(2)
  // Synced to the end: the cursor names the server's newest change.
  const cursorBefore = (await localRow<{ value: string }>(page, 'syncState', 'cursor'))!.value
  expect(Number(cursorBefore)).toBe(await serverSeq(request))

  // From here on the page is never loaded again.
  let loads = 0
  page.on('load', () => loads++)

  // Offline, a comment on each story waits in the outbox.
  await context.setOffline(true)
  const comments = [
    [keptCard, kept.title, 'Still here after the restore'],
    [newCard, newcomer.title, 'Written on a story that will be gone'],
  ] as const
  for (const [card, title, text] of comments) {
    await card.getByLabel('Your comment').fill(text)
    await card.getByRole('button', { name: 'Post' }).click()
    await expect(
      card.getByRole('status', { name: new RegExp(`^Comment on "${title}": waiting to be sent`) }),
    ).toBeVisible()
  }
  await expect.poll(() => localCount(page, 'outbox')).toBe(2)

  // The site is restored from A (the server stopped for it), and starts again on the same port.
  await server!.stop()
  server = undefined
  expect(await backupCommand('restore', backupA(), '--force')).toContain('Restored')
  server = await start()
  expect(await serverStories(request)).toEqual(storiesOfA)
  // The restored site lives on: its log passes the number the device holds, so only the history
  // the cursor names tells the device that its data is from another life of the site.
  while ((await serverSeq(request)) <= Number(cursorBefore))
    await createLink(request, { title: `After the restore ${Date.now()}`, url: 'https://example.com/after' })

  // The network comes back: the app's own trigger syncs, with no reload.
  await context.setOffline(false)

  await expect.poll(() => cardTitles(page), { timeout: 30_000 }).toEqual(storiesOfA)
  expect(await cardTitles(page)).toEqual(await serverStories(request))
  await expect(newCard).toHaveCount(0)

  // The comment on the story that is still there is delivered, once.
  const delivered = async () =>
    ((await (await request.get(`/api/stories/${kept.id}/comments`)).json()) as Array<{ content: string }>).filter(
      (c) => c.content === comments[0][2],
    ).length
  await expect.poll(delivered, { timeout: 30_000 }).toBe(1)
  await expect(keptCard.getByRole('status', { name: /^Comment on/ })).toHaveCount(0)
  await expect(keptCard.getByTestId('comment').filter({ hasText: comments[0][2] })).toBeVisible()

  // The one on the story that is gone is refused, by name, in the outbox (the sync details), and
  // waits there for the person's decision: never lost in silence.
  await expect
    .poll(async () => (await toasts(page)).filter((t) => t.includes('Failed to post comment')), { timeout: 15_000 })
    .toHaveLength(1)
  await page.getByTestId('sync-indicator').click()
  const details = page.getByRole('dialog', { name: 'Sync status' })
  const refused = details
    .getByRole('list', { name: 'Changes on their way' })
    .getByRole('listitem')
    .filter({ hasText: `Comment on "${newcomer.title}"` })
  await expect(refused).toContainText(/refused\. (Story not found|This story is no longer on the server)\./)
  await expect(refused.getByRole('button', { name: 'Discard' })).toBeVisible()
  await expect(details.getByRole('list', { name: 'Changes on their way' }).getByRole('listitem')).toHaveCount(1)
  expect(await localCount(page, 'outbox')).toBe(1)
  await page.keyboard.press('Escape')

  // What the device keeps of its own: kept for the story still there, gone with the story that is not.
  await expect(keptCard.getByRole('button', { name: `Favourite "${kept.title}"` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  expect(await localRow(page, 'favourites', kept.id)).toBeDefined()
  expect(await localRow(page, 'favourites', newcomer.id)).toBeUndefined()
  expect(await localRow(page, 'readingProgress', kept.id)).toEqual(progressBefore)

  // Home (reached inside the app): its newest stories are the restored ones.
  await page.locator('header a[href="/"]').first().click()
  const recent = page.getByRole('region', { name: 'Recently Added' })
  await expect(recent.getByTestId('story-card')).toHaveCount(Math.min(RECENT_LIMIT, storiesOfA.length))
  expect((await cardTitles(page)).filter((title) => !storiesOfA.includes(title))).toEqual([])
  expect(loads).toBe(0)
  expect(await delivered()).toBe(1)
})
