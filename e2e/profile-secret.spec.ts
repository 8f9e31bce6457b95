// Hostile test of the reader profile's secrets (issue 60, docs/reader-profiles.md §6), at phone size.
// Two phones, A and B, link by A's pairing link, share a favourite and a note, send one request
// with a wrong secret (401), then B unlinks and A forgets. The secrets are both devices' (read from
// IndexedDB while linked), the pairing secret (from the link), the wrong one, and the SHA-256 hex
// of each (what the server stores). None of them may appear in:
// (a) any request's URL of either context, the service worker's requests included (Chromium reports
//     them to context.on('request'); the test checks it saw some), nor in any request header but
//     Authorization (the Referer among them), which carries a device secret only to /api/profile;
//     no request body holds a device secret or hash, the pairing secret only the redeem's; nor in
//     either page's location.href, history.state or any entry of its history once paired;
// (b) the server's stdout and stderr at LOG_LEVEL=trace (its own server, on a port of the worker
//     block's that no other test takes), over pairing, pushes, pulls, the wrong secret, a 429,
//     unlink and Forget me;
// (c) the link as Slackbot and facebookexternalhit fetch it (GET /link: no fragment is sent, no
//     script runs): a generic head with noindex, nofollow, and Cache-Control: no-store;
// (d) the URL, headers and body of every Cache Storage entry, in both contexts, while linked and at
//     the end;
// (e) the Data Settings export and both notes exports (Markdown and JSON from /notes) of both
//     devices, local and session storage, the outbox rows and every other IndexedDB store (all but
//     the secret's own row while linked; everything once that row is gone), and every console
//     message and uncaught error of both contexts, their workers' included.
// Each would fail were a secret put in a query string, a header or a body, logged by the server
// or the page, cached, stored outside its row, or exported.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { devices, type APIRequestContext, type Request } from '@playwright/test'
import { expect, test, type BrowserContext, type Page } from './test.ts'
import { startServer, type RunningServer } from './own-server.ts'
import { E2E_ADMIN_PASSWORD } from './servers.ts'
import { asReturningReader, localCount, localRow, publishStory, waitForServiceWorker } from './support.ts'

// A port of the worker block's own (e2e/servers.ts) that no other test takes.
const PORT = Number(process.env.E2E_PORT ?? 8190) + 9
const origin = `http://127.0.0.1:${PORT}`
const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }
const SLACKBOT = 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)'
const FACEBOOK = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'

let work: string
let server: RunningServer | undefined
let serverOutput = ''

test.beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-e2e-secret-'))
  server = await startServer({
    port: PORT,
    dataDir: path.join(work, 'data'),
    staticDir: process.env.BUILD_OUT_DIR ?? path.resolve(import.meta.dirname, '../dist'),
    env: { LOG_LEVEL: 'trace', ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, SEED_DEMO: '0' },
    output: (text) => {
      serverOutput += text
    },
  })
})
test.afterAll(async () => {
  await server?.stop()
  fs.rmSync(work, { recursive: true, force: true })
})

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex')

/** What a context sent and said: its requests (its service worker's too) and every console line. */
interface Watched {
  name: string
  requests: Request[]
  console: string[]
}

function watch(context: BrowserContext, name: string): Watched {
  const watched: Watched = { name, requests: [], console: [] }
  const said = (where: string) => (message: { type: () => string; text: () => string }) =>
    watched.console.push(`${where} ${message.type()}: ${message.text()}`)
  context.on('request', (request) => watched.requests.push(request))
  context.on('console', said('context'))
  context.on('weberror', (error) => watched.console.push(`uncaught: ${error.error().stack ?? error.error().message}`))
  context.on('serviceworker', (worker) => worker.on('console', said('service worker')))
  context.on('page', (page) => page.on('worker', (worker) => worker.on('console', said('worker'))))
  return watched
}

async function phone(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
  return page
}

/** Each forbidden value found in the text, by name ("A's secret", "SHA-256 of the pairing secret"…). */
function found(text: string, forbidden: Map<string, string>): string[] {
  return [...forbidden].filter(([, value]) => text.includes(value)).map(([name]) => name)
}

/** A's Link dialog; answers the link it shows (the QR code holds the same). */
async function pairingLink(page: Page): Promise<string> {
  await page.goto('/data-settings#devices')
  await page.getByRole('button', { name: 'Link a device' }).click()
  const dialog = page.getByRole('dialog', { name: 'Link a device' })
  await expect(dialog.getByTestId('pairing-qr')).toBeVisible()
  return (await dialog.getByTestId('pairing-link').textContent())!.trim()
}

/** A sync round of this page (what the app does on start, on focus, when back online), after a reload. */
async function synced(page: Page): Promise<void> {
  const pulledAt = async () => (await localRow<{ value: string }>(page, 'syncState', 'lastPulledAt'))?.value
  const before = await pulledAt()
  await page.reload()
  await expect.poll(pulledAt, { timeout: 20_000 }).not.toBe(before)
  await expect.poll(pulledAt).toBeDefined()
}

async function deviceSecret(page: Page): Promise<string> {
  const link = await localRow<{ secret: string; state: string }>(page, 'profile', 'current')
  expect(link?.state).toBe('linked')
  expect(link?.secret).toMatch(/^icp_[A-Za-z0-9_-]{43}$/)
  return link!.secret
}

/** The address, history state and every history entry of the page (entries through DevTools). */
async function addresses(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page)
  const { entries } = await cdp.send('Page.getNavigationHistory')
  await cdp.detach()
  const here = await page.evaluate(() => ({ href: location.href, state: JSON.stringify(history.state) }))
  expect(entries.length).toBeGreaterThan(0)
  return JSON.stringify({ ...here, url: page.url(), entries: entries.map(({ url, title }) => ({ url, title })) })
}

/**
 * Every Cache Storage entry of the page's origin (URL, request and answer headers, body) searched
 * in the page; answers how many entries there are and where a forbidden value was found.
 */
async function cacheHits(page: Page, forbidden: Map<string, string>): Promise<{ entries: number; hits: string[] }> {
  return page.evaluate(
    async (values) => {
      const hits: string[] = []
      let entries = 0
      const check = (where: string, text: string) => {
        for (const [name, value] of values) if (text.includes(value)) hits.push(`${name} in ${where}`)
      }
      for (const cacheName of await caches.keys()) {
        const cache = await caches.open(cacheName)
        for (const request of await cache.keys()) {
          entries++
          const where = `${cacheName} ${request.url}`
          check(`${where} (its URL)`, request.url)
          check(`${where} (its request's headers)`, JSON.stringify([...request.headers]))
          const response = await cache.match(request)
          if (!response) continue
          check(`${where} (its answer's URL)`, response.url)
          check(`${where} (its answer's headers)`, JSON.stringify([...response.headers]))
          check(`${where} (its body)`, await response.text().catch(() => ''))
        }
      }
      return { entries, hits }
    },
    [...forbidden],
  )
}

/** Local and session storage, whole. */
const storageDump = (page: Page): Promise<string> =>
  page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }))

/**
 * Every row of every IndexedDB store of the origin, as JSON, by `database/store`; `skip` leaves out
 * one store (the secret's own, while the device is linked).
 */
async function indexedDbDump(page: Page, skip?: string): Promise<Record<string, string>> {
  return page.evaluate(async (left) => {
    const dump: Record<string, string> = {}
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const open = indexedDB.open(name)
      const idb: IDBDatabase = await new Promise((resolve, reject) => {
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      for (const store of [...idb.objectStoreNames]) {
        if (`${name}/${store}` === left) continue
        const rows: unknown[] = await new Promise((resolve) => {
          const req = idb.transaction(store).objectStore(store).getAll()
          req.onsuccess = () => resolve(req.result)
        })
        dump[`${name}/${store}`] = JSON.stringify(rows)
      }
      idb.close()
    }
    return dump
  }, skip)
}

async function downloaded(page: Page, button: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()])
  return fs.readFileSync((await file.path())!, 'utf8')
}

/** On the reader: a highlight of the first words of the first passage, with a note. */
async function note(page: Page, story: { id: string }, text: string): Promise<void> {
  await page.goto(`/read/${story.id}`)
  await page
    .locator('[data-passage]')
    .first()
    .evaluate((element) => {
      const node = [...element.childNodes].find((child) => (child.textContent ?? '').trim().length > 8)!
      const range = document.createRange()
      range.setStart(node, 0)
      range.setEnd(node, 8)
      document.getSelection()!.removeAllRanges()
      document.getSelection()!.addRange(range)
    })
  await page.getByRole('group', { name: 'Selected text' }).getByRole('button', { name: 'Note' }).tap()
  const dialog = page.getByRole('dialog', { name: 'Note' })
  await dialog.getByLabel('Note').fill(text)
  await dialog.getByRole('button', { name: 'Save' }).tap()
  await expect(dialog).toBeHidden()
}

test('no reader profile secret, nor its hash, reaches an address, a log, a preview, a cache, an export or the console', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(240_000)
  const api: APIRequestContext = await playwright.request.newContext({ baseURL: origin })
  const contextA = await browser.newContext({ ...PHONE, baseURL: origin })
  const contextB = await browser.newContext({ ...PHONE, baseURL: origin })
  const watched = [watch(contextA, 'A'), watch(contextB, 'B')]
  const [a, b] = [await phone(contextA), await phone(contextB)]
  const story = await publishStory(api, { title: 'The Quiet Key', content: 'The quiet key turned twice in the lock.' })

  // Both are returning readers: their service workers are in the way of every request.
  await a.goto('/')
  await waitForServiceWorker(a)
  await b.goto('/')
  await waitForServiceWorker(b)

  // Pairing: B opens A's link and joins on a tap; the secret leaves its address before the tap.
  const link = await pairingLink(a)
  expect(link).toMatch(new RegExp(`^${origin}/link#k=[A-Za-z0-9_-]{22}$`))
  const pairingSecret = link.split('#k=')[1]!
  await b.goto(link)
  await expect(b.getByRole('heading', { name: 'Link this device' })).toBeVisible()
  const addressesAtLink = await addresses(b)
  expect(b.url()).toBe(`${origin}/link`)
  await b.getByRole('button', { name: 'Link this device' }).click()
  await expect(b.getByTestId('link-result')).toContainText('Linked.')
  await expect(a.getByTestId('pairing-joined')).toContainText('A device joined at', { timeout: 15_000 })
  await a.getByRole('button', { name: 'Done' }).click()
  const secretA = await deviceSecret(a)
  const secretB = await deviceSecret(b)
  expect(secretA).not.toBe(secretB)
  const wrongSecret = `icp_${crypto.randomBytes(32).toString('base64url')}`
  const secrets = new Map([
    ["A's device secret", secretA],
    ["B's device secret", secretB],
    ['the pairing secret', pairingSecret],
    ['the wrong secret', wrongSecret],
  ])
  const forbidden = new Map<string, string>([
    ...secrets,
    ...[...secrets].map(([name, value]): [string, string] => [`SHA-256 of ${name}`, sha256(value)]),
  ])
  const deviceSecrets = [secretA, secretB, wrongSecret]
  // (a) The addresses, once paired: the joining page's as it was shown, then both pages' now.
  expect(found(addressesAtLink, forbidden), addressesAtLink).toEqual([])
  for (const page of [a, b]) {
    const now = await addresses(page)
    expect(found(now, forbidden), now).toEqual([])
  }

  // A favourite and a note on A, sent, and on B after both synced.
  await a.goto('/library')
  await a
    .getByRole('button', { name: `Favourite "${story.title}"` })
    .first()
    .click()
  await expect.poll(() => localRow(a, 'favourites', story.id)).toBeDefined()
  await note(a, story, 'Ask Mara about the key.')
  await expect.poll(() => localCount(a, 'outbox'), { timeout: 20_000 }).toBe(0)
  await b.goto('/notes')
  await synced(b)
  await expect(b.getByTestId('note-item')).toContainText('Ask Mara about the key.')
  expect(await localRow(b, 'favourites', story.id)).toBeDefined()
  await a.goto('/notes')
  await synced(a)

  // One request with a wrong secret, from A's page: refused like any unknown device.
  const refused = await a.evaluate(
    async (secret) => (await fetch('/api/profile', { headers: { authorization: `Bearer ${secret}` } })).status,
    wrongSecret,
  )
  expect(refused).toBe(401)

  // (d), (e) While linked: caches, storage, the database but the secret's row, exports.
  const exports: Array<[string, string]> = []
  for (const [name, page] of [
    ['A', a],
    ['B', b],
  ] as const) {
    await page.goto('/notes')
    await expect(page.getByTestId('note-item')).toContainText('Ask Mara about the key.')
    exports.push([`${name}'s notes as Markdown`, await downloaded(page, 'Export Markdown')])
    exports.push([`${name}'s notes as JSON`, await downloaded(page, 'Export JSON')])
    await page.goto('/data-settings')
    exports.push([`${name}'s Data Settings export`, await downloaded(page, 'Export My Data')])
    await expect(page.getByText('Data Exported', { exact: true })).toBeVisible()
  }
  expect(exports.find(([name]) => name === "A's notes as Markdown")?.[1]).toContain('Ask Mara about the key.')
  expect(exports.find(([name]) => name === "B's Data Settings export")?.[1]).toContain(story.id)
  for (const [name, text] of exports) expect(found(text, forbidden), name).toEqual([])
  for (const page of [a, b]) {
    const cached = await cacheHits(page, forbidden)
    expect(cached.entries).toBeGreaterThan(0)
    expect(cached.hits).toEqual([])
    expect(found(await storageDump(page), forbidden), 'local and session storage').toEqual([])
    const stores = await indexedDbDump(page, 'infinaeon-hub/profile')
    expect(stores['infinaeon-hub/outbox'], 'the outbox is read').toBeDefined()
    expect(found(stores['infinaeon-hub/outbox']!, forbidden), 'outbox rows').toEqual([])
    for (const [store, rows] of Object.entries(stores)) expect(found(rows, forbidden), store).toEqual([])
  }

  // Unlink on B, Forget me everywhere on A; each drops its secret.
  await b.goto('/data-settings#devices')
  await b.getByRole('button', { name: 'Unlink this device' }).click()
  await b.getByRole('dialog', { name: 'Unlink this device' }).getByRole('button', { name: 'Unlink' }).click()
  await expect(b.getByTestId('devices-state')).toContainText('Continue on another device')
  await a.goto('/data-settings#devices')
  await a.getByRole('button', { name: 'Forget me everywhere' }).click()
  await a
    .getByRole('dialog', { name: 'Forget me everywhere' })
    .getByRole('button', { name: 'Forget me everywhere' })
    .click()
  await expect(a.getByTestId('devices-state')).toContainText('Continue on another device')

  // Then both: caches, storage, and now every store whole (the secret's row is gone).
  for (const page of [a, b]) {
    expect(await localRow(page, 'profile', 'current')).toBeUndefined()
    expect((await cacheHits(page, forbidden)).hits).toEqual([])
    expect(found(await storageDump(page), forbidden), 'local and session storage').toEqual([])
    const stores = await indexedDbDump(page)
    expect(stores['infinaeon-hub/profile']).toBe('[]')
    for (const [store, rows] of Object.entries(stores)) expect(found(rows, forbidden), store).toEqual([])
  }

  // (a) Every request of both contexts, the service worker's included.
  let fromWorker = 0
  const sent = new Set<string>()
  for (const { name, requests } of watched) {
    for (const request of requests) {
      const url = request.url()
      const what = `${name}: ${request.method()} ${url}`
      if (request.serviceWorker()) fromWorker++
      expect(found(url, forbidden), `${what} (its URL)`).toEqual([])
      const headers = await Promise.race([
        request.allHeaders(),
        new Promise<Record<string, string>>((resolve) => setTimeout(() => resolve(request.headers()), 2000)),
      ])
      const { authorization, ...others } = headers
      expect(found(JSON.stringify(others), forbidden), `${what} (its headers but Authorization)`).toEqual([])
      if (authorization !== undefined) {
        expect(authorization, what).toMatch(/^Bearer icp_[A-Za-z0-9_-]{43}$/)
        expect(deviceSecrets, what).toContain(authorization.slice('Bearer '.length))
        sent.add(authorization.slice('Bearer '.length))
        expect(url, what).toMatch(new RegExp(`^${origin}/api/profile([/?]|$)`))
      }
      const body = request.postData() ?? ''
      const inBody = found(body, forbidden)
      const isRedeem = name === 'B' && url === `${origin}/api/profile/pairings/redeem`
      expect(inBody, `${what} (its body)`).toEqual(isRedeem ? ['the pairing secret'] : [])
    }
  }
  expect(fromWorker, "the service workers' requests are seen").toBeGreaterThan(0)
  // The device secrets did travel, in that header (so the checks above saw them go).
  expect([...sent].sort()).toEqual([...deviceSecrets].sort())

  // (e) Every console line of both contexts.
  for (const { name, console: lines } of watched)
    for (const line of lines) expect(found(line, forbidden), `${name}'s console: ${line}`).toEqual([])

  // (c) The link as chat apps' previewers fetch it (no script runs; fetch, as HTTP, sends no fragment).
  for (const agent of [SLACKBOT, FACEBOOK]) {
    const res = await fetch(link, { headers: { 'user-agent': agent } })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const html = await res.text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<meta name="robots" content="noindex, nofollow" />')
    expect(head).toContain('<title>Link a device · Infinaeon Hub</title>')
    expect(head).toContain(`<meta property="og:url" content="${origin}/link" />`)
    expect(head).not.toMatch(/[?#]k=/)
    expect(found(html, forbidden), agent).toEqual([])
  }

  // (b) The server's output at trace: after a 429 for wrong secrets too, and once it has written
  // the end of every request.
  let status = 0
  for (let i = 0; i < 25 && status !== 429; i++)
    status = (await api.get('/api/profile', { headers: { authorization: `Bearer ${wrongSecret}` } })).status()
  expect(status).toBe(429)
  await contextA.close()
  await contextB.close()
  // The end of a last request written: every earlier answer's line is there.
  const marker = '/api/profile/end-of-the-hostile-test'
  await api.get(marker)
  const markerDone = () => {
    const lines = serverOutput.split('\n')
    const reqId = lines.find((line) => line.includes(`"url":"${marker}"`))?.match(/"reqId":"([^"]+)"/)?.[1]
    return reqId !== undefined && lines.some((line) => line.includes(`"reqId":"${reqId}"`) && line.includes('"res":'))
  }
  await expect.poll(markerDone).toBe(true)
  const lines = serverOutput.split('\n')
  for (const url of ['/api/profile/pairings/redeem', '/api/profile/changes', '/api/profile/device']) {
    expect(serverOutput, `the log holds ${url}`).toContain(`"url":"${url}`)
  }
  expect(serverOutput).toContain('"statusCode":401')
  expect(serverOutput).toContain('"statusCode":429')
  for (const line of lines) expect(found(line, forbidden), line).toEqual([])
  expect(found(serverOutput, forbidden), "the server's output").toEqual([])
  const requests = watched.flatMap((w) => w.requests).length
  test.info().annotations.push({
    type: 'seen',
    description: `${requests} requests (${fromWorker} by the service workers), ${lines.length} lines of server output, ${watched.flatMap((w) => w.console).length} console lines`,
  })
  await api.dispose()
})
