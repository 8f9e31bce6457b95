// Publishing with a bad connection: on a train with no network the story waits on the device
// ("Waiting to publish") with its cover and audio, and is published exactly once when the network
// is back; an upload cut off midway starts again cleanly; a publish whose answer was lost and is
// sent again is still one story; readers get one push, or none when it is silent.
import { expect, test, type Page } from './test.ts'
import { FakePushService } from '../api/testing/fake-push-service.ts'
import { asAdmin, asReturningReader, fixture, waitForServiceWorker } from './support.ts'

test.beforeEach(async ({ page }) => {
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
  await asAdmin(page)
})

async function fillStory(
  page: Page,
  title: string,
  options: { audio?: boolean; silent?: boolean } = {},
): Promise<void> {
  if ((page.viewportSize()?.width ?? 0) < 640) await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('button', { name: 'Upload Story' }).first().click()
  const d = page.getByRole('dialog', { name: 'Upload New Story' })
  await d.getByLabel('Title').fill(title)
  await d.getByLabel('Story text').fill(`${title}: the words of it.`)
  await d.getByLabel('Cover image').setInputFiles(fixture('images', 'orientation-portrait_6.jpg'))
  await expect(d.getByRole('img', { name: 'Cover preview' })).toBeVisible()
  if (options.audio) {
    await d.getByLabel('Audio file').setInputFiles(fixture('audio', 'id3v2.4.mp3'))
    await expect(d.getByText(/id3v2\.4\.mp3 · /)).toBeVisible()
  }
  if (options.silent) await d.getByLabel('Publish silently').check()
  await d.getByRole('button', { name: 'Publish Story' }).click()
}

type Listed = { id: string; title: string; coverImageUrl: string | null; audioFileUrl: string | null }
const published = async (page: Page, title: string): Promise<Listed[]> =>
  ((await (await page.request.get('/api/stories')).json()) as Listed[]).filter((s) => s.title === title)

test('published with no network, it waits on the device and is sent exactly once when the network is back', async ({
  page,
  context,
}) => {
  await page.goto('/library')
  await waitForServiceWorker(page)
  await context.setOffline(true)
  await fillStory(page, 'Written on the Train', { audio: true, silent: true })
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible()
  const card = page.getByTestId('story-card').filter({ hasText: 'Written on the Train' })
  await expect(card.getByText('Waiting to publish')).toBeVisible()
  // It shows the cover it will have: the picture chosen, from this device.
  await expect(card.locator('img').first()).toHaveAttribute('src', /^blob:/)
  await expect
    .poll(() =>
      card
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true)
  await page.getByRole('button', { name: /^Sync status/ }).click()
  await expect(page.getByRole('list', { name: 'Changes on their way' })).toContainText('Publish "Written on the Train"')
  await page.keyboard.press('Escape')

  await context.setOffline(false)
  await expect.poll(async () => (await published(page, 'Written on the Train')).length, { timeout: 20_000 }).toBe(1)
  await expect(card.getByText('Waiting to publish')).toHaveCount(0)
  const [story] = await published(page, 'Written on the Train')
  expect((await page.request.get(story!.coverImageUrl!)).status()).toBe(200)
  expect((await page.request.get(story!.audioFileUrl!)).status()).toBe(200)
})

test('a Word document chosen with no network becomes the story text: the worker kept the Word reader', async ({
  page,
  context,
}) => {
  await page.goto('/library')
  await waitForServiceWorker(page)
  // Readers never download it; the admin's app fetched it while online.
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('word-reader')).keys()).length), {
      timeout: 20_000,
    })
    .toBe(1)
  await context.setOffline(true)
  await page.reload()
  if ((page.viewportSize()?.width ?? 0) < 640) await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('button', { name: 'Upload Story' }).first().click()
  const d = page.getByRole('dialog', { name: 'Upload New Story' })
  await d.getByLabel('Story file').setInputFiles(fixture('docx', 'single-paragraph.docx'))
  await expect(page.getByText('File Loaded Successfully', { exact: true })).toBeVisible()
  await expect(d.getByLabel('Story text')).toHaveValue(/\S/)
})

test('an audio upload cut off midway starts again cleanly and the story is published once', async ({
  page,
  context,
}) => {
  let cut = 0
  await context.route('**/api/uploads/*', async (route) => {
    if (cut++ === 0) return route.abort('connectionreset')
    return route.continue()
  })
  await page.goto('/library')
  await fillStory(page, 'Interrupted Signal', { audio: true, silent: true })
  await expect.poll(async () => (await published(page, 'Interrupted Signal')).length, { timeout: 30_000 }).toBe(1)
  expect(cut).toBeGreaterThanOrEqual(2)
  const [story] = await published(page, 'Interrupted Signal')
  expect((await page.request.get(story!.audioFileUrl!)).status()).toBe(200)
})

test('a publish whose answer was lost is sent again and is still one story, pushed once', async ({
  page,
  context,
  server,
}) => {
  const push = await FakePushService.start(server.pushPort)
  try {
    const reader = push.subscribe()
    expect(
      (await page.request.post('/api/push-subscriptions', { data: { ...reader, userAgent: 'e2e' } })).status(),
    ).toBe(201)
    let lost = 0
    await context.route('**/api/stories', async (route) => {
      if (route.request().method() !== 'POST' || lost++ > 0) return route.continue()
      await route.fetch() // the server publishes it…
      return route.abort('connectionreset') // …and the answer never arrives
    })
    await page.goto('/library')
    await fillStory(page, 'Echo Without Answer')
    await expect.poll(async () => (await published(page, 'Echo Without Answer')).length, { timeout: 30_000 }).toBe(1)
    await expect.poll(() => lost, { timeout: 30_000 }).toBeGreaterThanOrEqual(2)
    await push.waitFor(() => push.deliveredTo(reader.endpoint).length >= 1)
    expect(push.deliveredTo(reader.endpoint).map((p) => (p.payload as { title: string }).title)).toEqual([
      'New story: Echo Without Answer',
    ])

    await fillStory(page, 'Quietly Published', { silent: true })
    await expect.poll(async () => (await published(page, 'Quietly Published')).length, { timeout: 30_000 }).toBe(1)
    expect(push.deliveredTo(reader.endpoint)).toHaveLength(1)
  } finally {
    await push.close()
  }
})
