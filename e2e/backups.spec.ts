// The admin's Backups screen (issue 58) on a phone: the admin signs in from the app, opens Backups
// from Data Settings, presses Back up now and sees its progress, the new backup is listed as
// checked, and Download gives the archive (a tar whose first entry is the manifest), past the
// service worker and into no cache. A reader's requests to the same routes are refused with 401
// and never learn a name; the reader's screen says so. The test has a server of its own: the demo
// universe with a 27 MB narration added, so the backup takes long enough for its progress to come
// back from the server, and the shared server's library stays as the other tests expect it.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from './test.ts'
import { startServer, type RunningServer } from './own-server.ts'
import { E2E_ADMIN_PASSWORD } from './servers.ts'
import { a11yViolations, asReturningReader, fixture, waitForServiceWorker } from './support.ts'

test.use({ bypassCSP: true }) // only so axe can be injected

// A port of the worker block's own (e2e/servers.ts) that no other test takes.
const PORT = Number(process.env.E2E_PORT ?? 8190) + 8
const origin = `http://127.0.0.1:${PORT}`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-e2e-backups-'))
const ADMIN = { 'x-admin-password': E2E_ADMIN_PASSWORD }
const NAME = /infinaeon-backup-\d{8}T\d{6}\.\d{3}Z\.tar/
const PHASE = /^(Reading tables|Copying media \d+%|Checking \d+%)$/
let server: RunningServer

test.beforeAll(async () => {
  server = await startServer({
    port: PORT,
    dataDir,
    staticDir: process.env.BUILD_OUT_DIR ?? path.resolve(import.meta.dirname, '../dist'),
    env: { ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, SEED_DEMO: '1', BACKUP_INTERVAL_HOURS: '0' },
  })
})
test.afterAll(async () => {
  await server?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** Records, from before the press, every state of the progress bar the page draws, however brief. */
async function recordProgress(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { progressSeen: string[] }).progressSeen = seen
    const note = () => {
      for (const bar of document.querySelectorAll('[role="progressbar"][aria-label="Backup progress"]')) {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Backing up…')
        const state = `${bar.getAttribute('aria-valuetext')}|${bar.getAttribute('aria-valuenow')}|${button?.disabled}`
        if (seen.at(-1) !== state) seen.push(state)
      }
    }
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true })
  })
  return () => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen)
}

test('the admin backs up from the phone, sees its progress and downloads it; a reader is refused', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000)
  // A narration of 27 MB (one recording twenty times over), told by a story, so the backup copies it.
  const narration = fs.readFileSync(fixture('audio', 'narration-long.mp3'))
  const { uploadURL } = await (await request.post(`${origin}/api/audio/upload`, { headers: ADMIN })).json()
  const uploaded = await request.put(`${origin}${uploadURL}`, {
    data: Buffer.concat(Array.from({ length: 20 }, () => narration)),
    headers: { 'content-type': 'audio/mpeg' },
  })
  expect(uploaded.status()).toBe(200)
  const published = await request.post(`${origin}/api/stories`, {
    headers: ADMIN,
    data: {
      title: 'The Long Telling',
      content: 'Told aloud, at length.',
      audioFileUrl: (await uploaded.json()).audioFileUrl,
      silent: true,
    },
  })
  expect(published.status()).toBe(201)

  // The admin signs in from the phone's header, with the service worker in charge of the page.
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
  await page.goto(`${origin}/`)
  await waitForServiceWorker(page)
  await page.getByRole('button', { name: 'Admin login' }).click()
  const login = page.getByRole('dialog', { name: 'Admin Login' })
  await login.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD)
  await login.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText('Admin Access Granted', { exact: true })).toBeVisible()

  // Data Settings (the footer's) leads the admin to Backups.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Data Settings' }).click()
  await page.getByRole('link', { name: 'Backups', exact: true }).click()
  await expect(page).toHaveURL(`${origin}/backups`)
  await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible()
  await expect(page.getByTestId('backup-schedule')).toHaveText(
    'Scheduled backups are off (BACKUP_INTERVAL_HOURS=0); the newest 7 are kept.',
  )
  await expect(page.getByText('No backups yet. Back up now takes the first one.')).toBeVisible()

  // Back up now: the bar shows the server's phases while the button waits, then the backup is listed, checked.
  const progressSeen = await recordProgress(page)
  await page.getByRole('button', { name: 'Back up now' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Backup taken and checked: / })).toBeVisible({
    timeout: 30_000,
  })
  const seen = await progressSeen()
  const phases = seen.map((state) => state.split('|'))
  expect(
    phases.some(([words]) => PHASE.test(words!)),
    `the bar showed a phase of the server's job: ${JSON.stringify(seen)}`,
  ).toBe(true)
  // Every state drawn had its button disabled, and the server's phases their percentage for assistive technology.
  for (const [words, percent, disabled] of phases) {
    expect(disabled, words).toBe('true')
    if (PHASE.test(words!)) expect(Number(percent), words).toBeGreaterThanOrEqual(0)
    if (PHASE.test(words!)) expect(Number(percent), words).toBeLessThanOrEqual(100)
  }
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Back up now' })).toBeEnabled()

  const row = page.getByTestId('backup-row')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Checked ✓')
  await expect(row).toContainText(/\d+\.\d MB · 10 stories · \d+ tracks? · \d+ files?/)
  const name = (await row.getByText(NAME).textContent())!
  const listed = (await (await page.request.get(`${origin}/api/backups`)).json()) as {
    backups: Array<{ name: string; bytes: number; checkedAt: string | null }>
    job: unknown
  }
  expect(listed.job).toBeNull()
  expect(listed.backups).toEqual([expect.objectContaining({ name, checkedAt: expect.any(String) })])

  // Download: the browser fetches the archive itself; the first entry of the tar is the manifest.
  const link = row.getByRole('link', { name: /^Download/ })
  await expect(link).toHaveAttribute('href', `/api/backups/${name}`)
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toBe(name)
  const file = fs.readFileSync((await download.path())!)
  expect(file.subarray(0, 13).toString('latin1')).toBe('manifest.json')
  expect(file.length).toBe(listed.backups[0]!.bytes)
  // The service worker left it to the network: no cache of the page's origin holds it.
  expect(
    await page.evaluate(async (url) => {
      for (const key of await caches.keys()) if (await (await caches.open(key)).match(url)) return key
      return null
    }, `${origin}/api/backups/${name}`),
  ).toBeNull()

  expect(await a11yViolations(page), 'the Backups screen').toEqual([])

  // A reader (a fresh browser, never signed in) is refused every backup route, and never told a name.
  const reader = await browser.newContext({ bypassCSP: true })
  await reader.addInitScript(() => {
    localStorage.setItem('selectedFaction', 'knights')
    localStorage.setItem('pwa-install-dismissed', 'true')
  })
  try {
    for (const [method, url] of [
      ['GET', '/api/backups'],
      ['POST', '/api/backups'],
      ['GET', `/api/backups/${name}`],
    ] as const) {
      const res = await reader.request.fetch(`${origin}${url}`, { method })
      expect(res.status(), `${method} ${url}`).toBe(401)
      expect(await res.text(), `${method} ${url}`).not.toContain(name)
    }
    // The reader's POST started nothing.
    const after = await (await page.request.get(`${origin}/api/backups`)).json()
    expect(after).toMatchObject({ job: null, backups: [{ name }] })

    // The reader who opens the screen is told it is the admin's, and offered the login.
    const readerPage = await reader.newPage()
    await readerPage.goto(`${origin}/backups`)
    await expect(readerPage.getByRole('alert').filter({ hasText: 'Your admin session has ended.' })).toBeVisible()
    await expect(readerPage.getByRole('alert').getByRole('button', { name: 'Sign in again' })).toBeVisible()
    await expect(readerPage.getByRole('button', { name: 'Back up now' })).toHaveCount(0)
    await expect(readerPage.getByText(NAME)).toHaveCount(0)
    expect(await a11yViolations(readerPage), "the reader's Backups screen").toEqual([])
  } finally {
    await reader.close()
  }
})
