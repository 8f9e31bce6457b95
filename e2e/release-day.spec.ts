// Release day (issue 61, docs/release-scheduling.md §5), at phone size, on a server whose clock the
// test moves (e2e/clocked-server.ts). The admin, in Paris and offline, schedules an episode for the
// next full hour: it waits on the Scheduled shelf with its countdown, is sent once online and stays
// there, scheduled. A returning reader with notifications on finds nothing of it: not on a screen,
// not in IndexedDB, not in Cache Storage. At its hour the server releases it and pushes once; the
// push reaches the reader's worker, and after a sync each device has it where a story belongs. Then
// a card's own buttons, on home and in the library's Scheduled filter: Unschedule (a draft, its text
// kept), Schedule… (Edit) and Publish now (asked first).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { devices } from '@playwright/test'
import { expect, test, type BrowserContext, type Page } from './test.ts'
import { FakePushService } from '../api/testing/fake-push-service.ts'
import { startClockedServer, type ClockedServer } from './clocked-server.ts'
import { E2E_ADMIN_PASSWORD } from './servers.ts'
import type { Story } from '../contract/story.ts'
import { stubSubscribe } from './push-stub.ts'
import {
  a11yViolations,
  asAdmin,
  asReturningReader,
  localRow,
  serviceWorkerRegistrationId,
  waitForServiceWorker,
} from './support.ts'

// A port no other test takes (e2e/servers.ts lists them); the push service takes any free one and
// the server is told which.
const PORT = Number(process.env.E2E_PORT ?? 8190) + 12
const origin = `http://127.0.0.1:${PORT}`
const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }
const HOUR = 60 * 60 * 1000
const TITLE = 'Zephyrine and the Tidecall'
const adminHeaders = { 'x-admin-password': E2E_ADMIN_PASSWORD }

// The release hour H is the last full hour (so nothing is dated after the real now once it is out);
// the server's clock and the admin's phone start half a minute after the hour before it, where the
// picker's first choice is H and its countdown reads "in 1 h" (then "in 59 min"). On the real clock,
// a minute before an hour, the first choice would be a minute away.
const H = new Date(Math.floor(Date.now() / HOUR) * HOUR)
const START = new Date(H.getTime() - HOUR + 30_000)

// The admin's phone: in Paris, its clock at START; axe is injected, so CSP is bypassed.
test.use({ timezoneId: 'Europe/Paris', baseURL: origin, bypassCSP: true })
test.setTimeout(240_000)

let work: string
let push: FakePushService
let server: ClockedServer

test.beforeAll(async () => {
  test.setTimeout(120_000)
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-e2e-release-'))
  push = await FakePushService.start()
  server = await startClockedServer({ port: PORT, dataDir: work, pushHost: push.host, start: START })
})
test.afterAll(async () => {
  await server?.stop()
  await push?.close()
  fs.rmSync(work, { recursive: true, force: true })
})

async function phone(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
  return page
}

/** A sync round of the page's device (what the app does on every start), after a reload. */
async function synced(page: Page): Promise<void> {
  const pulledAt = async () => (await localRow<{ value: string }>(page, 'syncState', 'lastPulledAt'))?.value
  const before = await pulledAt()
  await page.reload()
  await expect.poll(pulledAt, { timeout: 20_000 }).not.toBe(before)
}

/** Where in the device's IndexedDB (`database/store`) and Cache Storage (`cache url`) a value is found. */
async function deviceHits(page: Page, values: string[]): Promise<string[]> {
  return page.evaluate(async (wanted) => {
    const hits: string[] = []
    const check = (where: string, text: string) => {
      for (const value of wanted) if (text.includes(value)) hits.push(`${value} in ${where}`)
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const open = indexedDB.open(name)
      const idb: IDBDatabase = await new Promise((resolve, reject) => {
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      for (const store of [...idb.objectStoreNames]) {
        const rows: unknown[] = await new Promise((resolve) => {
          const request = idb.transaction(store).objectStore(store).getAll()
          request.onsuccess = () => resolve(request.result)
        })
        check(`${name}/${store}`, JSON.stringify(rows))
      }
      idb.close()
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName)
      for (const request of await cache.keys()) {
        const response = await cache.match(request)
        check(`${cacheName} ${request.url}`, `${request.url} ${await response?.text().catch(() => '')}`)
      }
    }
    return hits
  }, values)
}

/** The admin's phone: offline, an episode scheduled for the picker's first choice (H). */
async function scheduleOffline(page: Page, context: BrowserContext): Promise<void> {
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('button', { name: 'Upload Story' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Upload New Story' })
  await dialog.getByLabel('Title').fill(TITLE)
  await dialog.getByLabel('Story text').fill(`${TITLE}: the tide called her name at the hour.`)
  await dialog.getByLabel('Category').selectOption('series')
  await dialog.getByLabel('Episode', { exact: true }).fill('7')
  const when = dialog.getByRole('radiogroup', { name: 'When' })
  await expect(when.getByRole('radio', { name: 'Publish now' })).toBeChecked()
  await when.getByRole('radio', { name: 'Publish on…' }).check()
  const releaseTime = dialog.getByLabel('Release time')
  await expect(releaseTime).toHaveAttribute('type', 'datetime-local')
  // H in Paris, which is UTC+01:00 in winter and UTC+02:00 in summer.
  const paris = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Paris',
    dateStyle: 'short',
    timeStyle: 'short',
  })
  await expect(releaseTime).toHaveValue(paris.format(H).replace(' ', 'T'))
  await expect(dialog.getByText(/Europe\/Paris · UTC\+0[12]:00/)).toBeVisible()
  expect(await a11yViolations(page)).toEqual([])
  await dialog.getByRole('button', { name: 'Schedule Story' }).click()
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible()
}

test('an episode scheduled offline reaches no reader before its hour, then every device, pushed once', async ({
  page: adminPage,
  context: admin,
  browser,
  request,
}) => {
  // The reader: a returning reader with notifications on, synced before anything is scheduled.
  const readers = await browser.newContext({ ...PHONE, baseURL: origin, bypassCSP: true })
  const subscription = push.subscribe()
  await readers.grantPermissions(['notifications'])
  const reader = await phone(readers)
  await stubSubscribe(reader, subscription)
  await reader.goto('/')
  await waitForServiceWorker(reader)
  await reader.getByRole('button', { name: 'Open menu' }).click()
  await reader.getByRole('button', { name: 'Enable notifications' }).click()
  await reader
    .getByRole('dialog', { name: 'Turn on notifications' })
    .getByRole('button', { name: /^Everything new/ })
    .click()
  await expect(reader.getByText('Notifications enabled!', { exact: true })).toBeVisible()
  await reader.getByRole('button', { name: 'Close menu' }).click()

  // The admin schedules it, offline; it waits on the shelf, then is sent and stays there.
  await admin.clock.install({ time: START }) // its pages' clock only: it runs on from START
  await asReturningReader(adminPage)
  await adminPage.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
  await asAdmin(adminPage)
  await adminPage.goto('/')
  await waitForServiceWorker(adminPage)
  await scheduleOffline(adminPage, admin)
  const card = adminPage
    .getByRole('region', { name: 'Scheduled' })
    .getByTestId('scheduled-card')
    .filter({ hasText: TITLE })
  await expect(card.getByText('Waiting to schedule')).toBeVisible()
  // The device's copy says H with Paris's offset; the server's, in UTC.
  const releaseShown = async () => new Date((await card.locator('time').getAttribute('datetime'))!).getTime()
  expect(await releaseShown()).toBe(H.getTime())
  await expect(card.getByText(/^in (1 h|5\d min)$/)).toBeVisible()

  await admin.setOffline(false)
  await expect(card.getByText('Waiting to schedule')).toHaveCount(0, { timeout: 30_000 })
  expect(await releaseShown()).toBe(H.getTime())
  await expect(card.getByText(/^in (1 h|5\d min)$/)).toBeVisible()
  for (const name of ['Edit', 'Publish now', 'Unschedule', 'Delete'])
    await expect(card.getByRole('button', { name })).toBeVisible()
  expect(await a11yViolations(adminPage)).toEqual([])
  const listed = (await (await request.get('/api/stories?limit=100', { headers: adminHeaders })).json()) as Array<{
    id: string
    title: string
  }>
  const id = listed.find((story) => story.title === TITLE)!.id
  const scheduled = await request.get(`/api/stories/${id}`, { headers: adminHeaders })
  expect(await scheduled.json()).toMatchObject({ status: 'scheduled', publishAt: H.toISOString() })

  // The reader, synced since, finds nothing of it anywhere.
  await synced(reader)
  const recent = reader.getByRole('region', { name: 'Recently Added' })
  await expect(recent.getByTestId('story-card').first()).toBeVisible()
  await expect(reader.getByText(TITLE)).toHaveCount(0)
  await reader.getByRole('button', { name: 'Search stories' }).click()
  await reader.getByRole('searchbox', { name: 'Search stories' }).fill('Zephyrine')
  await expect(reader.getByText('No stories match "Zephyrine".', { exact: true })).toBeVisible()
  await reader.goto('/library')
  await expect(reader.getByText(/^Showing \d+ of \d+ stories$/)).toBeVisible()
  await expect(reader.getByText(TITLE)).toHaveCount(0)
  await reader.goto(`/read/${id}`)
  await expect(reader.getByRole('heading', { name: 'Story not found' })).toBeVisible()
  expect(await deviceHits(reader, [id, TITLE])).toEqual([])

  // A second before its hour, nothing is due; at its hour it is released, and pushed once.
  await server.set(new Date(H.getTime() - 1000))
  expect(await server.tick()).toBe(0)
  expect(push.received).toEqual([])
  await server.set(H)
  // Not its count: the server's own worker, which looks every 30 s, may have released it just before.
  await server.tick()
  expect((await request.get(`/api/stories/${id}`)).status()).toBe(200)
  await push.waitFor(() => push.deliveredTo(subscription.endpoint).length === 1)
  const [received] = push.deliveredTo(subscription.endpoint)
  expect(received!.payload).toMatchObject({ type: 'story', id, url: `/read/${id}`, title: `New story: ${TITLE}` })

  const cdp = await readers.newCDPSession(reader)
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await serviceWorkerRegistrationId(cdp, origin),
    data: JSON.stringify(received!.payload),
  })
  await expect
    .poll(() =>
      reader.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title)),
    )
    .toContain(`New story: ${TITLE}`)

  // After the next sync, each device has it where a story belongs.
  await reader.goto('/')
  await synced(reader)
  await expect(recent.getByTestId('story-card').filter({ hasText: TITLE })).toBeVisible()
  // The same look finds it now: it found nothing before because nothing was there.
  await expect.poll(async () => (await deviceHits(reader, [id])).length).toBeGreaterThan(0)
  await synced(adminPage)
  await expect(adminPage.getByRole('region', { name: 'Recently Added' }).getByText(TITLE)).toBeVisible()
  await expect(card).toHaveCount(0)
  // One push for it in all.
  expect(push.received.filter((sent) => (sent.payload as { id?: string } | undefined)?.id === id)).toHaveLength(1)
  await readers.close()
})

test('on its card a scheduled story goes back to a draft the admin keeps, is scheduled again, then published now', async ({
  page,
  request,
}) => {
  const TITLE2 = 'The Lantern Fleet Returns'
  const later = new Date(Date.now() + 3 * HOUR).toISOString()
  const made = await request.post('/api/stories', {
    headers: adminHeaders,
    data: { title: TITLE2, content: 'They came back one lantern at a time.', publishAt: later },
  })
  expect(made.status()).toBe(201)
  const { id } = (await made.json()) as { id: string }
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
  await asAdmin(page)
  await page.goto('/')
  const card = page.getByTestId('scheduled-card').filter({ hasText: TITLE2 })

  await card.getByRole('button', { name: 'Unschedule' }).click()
  await expect(page.getByText('Story unscheduled', { exact: true })).toBeVisible()
  await expect(card.getByText('Draft: not scheduled')).toBeVisible()
  expect(await (await request.get(`/api/stories/${id}`, { headers: adminHeaders })).json()).toMatchObject({
    status: 'draft',
    publishAt: null,
    content: 'They came back one lantern at a time.',
  })

  await card.getByRole('button', { name: 'Schedule…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Story' })
  await expect(dialog.getByRole('radio', { name: 'Keep as draft' })).toBeChecked()
  await dialog.getByRole('radio', { name: 'Publish on…' }).check()
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Story updated successfully!', { exact: true })).toBeVisible()
  await expect(card.locator('time')).toHaveCount(1)
  expect(((await (await request.get(`/api/stories/${id}`, { headers: adminHeaders })).json()) as Story).status).toBe(
    'scheduled',
  )
  expect((await request.get(`/api/stories/${id}`)).status()).toBe(404)

  // The library's Scheduled filter lists the same cards.
  await page.goto('/library')
  await page.getByLabel('Filter').selectOption('Scheduled')
  await expect(page.getByText('Showing 1 of 1 scheduled stories', { exact: true })).toBeVisible()
  // Publish now asks first: it cannot be taken back, and subscribers are told at once.
  await card.getByRole('button', { name: 'Publish now' }).click()
  const confirm = page.getByRole('dialog', { name: 'Publish now?' })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toHaveCount(0)
  expect((await request.get(`/api/stories/${id}`)).status()).toBe(404)
  await card.getByRole('button', { name: 'Publish now' }).click()
  await confirm.getByRole('button', { name: 'Publish now' }).click()
  await expect(page.getByText('Story published', { exact: true })).toBeVisible()
  await expect(page.getByText('No stories are scheduled.', { exact: true })).toBeVisible()
  await page.goto('/')
  await expect(page.getByRole('region', { name: 'Recently Added' }).getByText(TITLE2)).toBeVisible()
  await expect(card).toHaveCount(0)
  expect((await request.get(`/api/stories/${id}`)).status()).toBe(200)
})
