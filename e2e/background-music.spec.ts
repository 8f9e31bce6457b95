// Background music: the admin uploads a track from the app; the floating
// toggle plays it looped at volume 0.3 (the defaults); a new upload replaces it while playing.
// A track activated elsewhere arrives through /api/sync (every 30 s while the page is visible):
// the app never asks GET /api/background-music/active.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from './test.ts'
import { asReturningReader, openMusicUpload, waitForServiceWorker } from './support.ts'
import { E2E_ADMIN_PASSWORD } from './servers.ts'

const fixture = (name: string) => path.join(import.meta.dirname, '../api/testing/fixtures/audio', name)
const background = (page: Page) => page.locator('audio[data-player="background"]')

async function upload(page: Page, title: string, file?: string): Promise<void> {
  await openMusicUpload(page, 'Upload background music')
  const dialog = page.getByRole('dialog', { name: 'Upload Background Music' })
  await dialog.getByLabel('Title').fill(title)
  if (file) await dialog.getByLabel('Audio File').setInputFiles(fixture(file))
  await dialog.getByRole('button', { name: 'Upload' }).click()
}

test('the admin uploads background music, the toggle plays it looped, and a new upload replaces it', async ({
  page,
}) => {
  await asReturningReader(page)
  await page.goto('/')
  expect((await page.request.post('/api/auth/login', { data: { password: E2E_ADMIN_PASSWORD } })).status()).toBe(200)
  await page.evaluate(() => localStorage.setItem('icu_admin_auth', 'true'))
  await page.reload()

  await upload(page, 'Nothing Attached')
  await expect(page.getByText('Missing Information', { exact: true })).toBeVisible()
  await page.getByRole('dialog', { name: 'Upload Background Music' }).getByRole('button', { name: 'Cancel' }).click()

  await upload(page, 'Hum of the Gate', 'id3v2.4.mp3')
  await expect(page.getByText('Background music uploaded successfully', { exact: true })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Upload Background Music' })).toHaveCount(0)
  const toggle = page.getByRole('button', { name: 'Background music: Hum of the Gate' })
  await expect(toggle).toBeEnabled()

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  const playing = () =>
    background(page).evaluate((a: HTMLAudioElement) => ({
      paused: a.paused,
      loop: a.loop,
      volume: a.volume,
      src: a.currentSrc,
    }))
  await expect.poll(async () => (await playing()).paused).toBe(false)
  const first = await playing()
  expect(first).toMatchObject({ loop: true })
  // Background music plays at 0.3 (the default master and background volume).
  expect(first.volume).toBeCloseTo(0.3, 2)
  expect(first.src).toMatch(/\/api\/background-music\/stream\/[0-9a-f-]{36}$/)

  await upload(page, 'Curve Lullaby', 'notags.mp3')
  await expect(page.getByRole('button', { name: 'Background music: Curve Lullaby' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect.poll(async () => (await playing()).src).not.toBe(first.src)
  await expect.poll(async () => (await playing()).paused).toBe(false)

  await page.getByRole('button', { name: 'Background music: Curve Lullaby' }).click()
  await expect.poll(async () => (await playing()).paused).toBe(true)
})

test('the active track travels in the sync: no request of its own, and the 30 s check asks for a sync', async ({
  page,
  request,
}) => {
  const asked: string[] = []
  // The context sees the page's, its workers' and the service worker's requests.
  page.context().on('request', (req) => {
    const { pathname } = new URL(req.url())
    if (pathname === '/api/sync' || pathname === '/api/background-music/active') asked.push(pathname)
  })
  await page.clock.install()
  await asReturningReader(page)
  await page.goto('/')
  // The first visit's syncs (on start, and when the worker takes control) are over.
  await waitForServiceWorker(page)
  const toggle = page.getByRole('button', { name: /^Background music: / })
  await expect(toggle).toBeEnabled()
  await expect
    .poll(async () => {
      const count = asked.length
      await page.waitForTimeout(1_000)
      return asked.length === count
    })
    .toBe(true)
  const before = await toggle.getAttribute('aria-label')

  // The admin activates a new track elsewhere: this page hears of it at the next sync, not before.
  const upload = await request.post('/api/background-music/upload', {
    headers: { 'x-admin-password': E2E_ADMIN_PASSWORD },
    multipart: {
      title: 'Tide of the Sync',
      audio: { name: 'notags.mp3', mimeType: 'audio/mpeg', buffer: fs.readFileSync(fixture('notags.mp3')) },
    },
  })
  expect(upload.status()).toBe(201)
  await page.waitForTimeout(1_500)
  await expect(toggle).toHaveAttribute('aria-label', before!)
  const syncsBefore = asked.length

  await page.clock.fastForward(30_000)
  await expect(page.getByRole('button', { name: 'Background music: Tide of the Sync' })).toBeEnabled()
  expect(asked.length).toBeGreaterThan(syncsBefore)
  expect(asked).not.toContain('/api/background-music/active')
})
