// Publishing from the installed app: the admin's upload dialog with a real camera
// JPEG and a real MP3 whose upload shows its progress, a real .docx read into the text, the
// spec's validation, a draft that survives a reload (also one made the moment before), Escape that
// never closes it, and an edit.
import fs from 'node:fs'
import sharp from 'sharp'
import { expect, test, type Page } from './test.ts'
import { asAdmin, asReturningReader, fixture, localRow, publishStoryWithAudio } from './support.ts'

test.beforeEach(async ({ page }) => {
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
  await asAdmin(page)
})

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Upload New Story' })

async function openUpload(page: Page): Promise<void> {
  await page.goto('/library')
  // On a phone the button is in the drawer.
  if ((page.viewportSize()?.width ?? 0) < 640) await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('button', { name: 'Upload Story' }).first().click()
  await expect(dialog(page)).toBeVisible()
}

test("publishes with a camera JPEG and a real MP3, showing the upload's progress", async ({ page, request }) => {
  await openUpload(page)
  const d = dialog(page)
  await d.getByLabel('Title').fill('The Mapmaker of Brindle Reach')
  await d.getByLabel('Story text').fill('Chapter 1: Lines\n\nShe drew the **edge** of the map again.')
  await d.getByLabel('Cover image').setInputFiles(fixture('images', 'gps-DSCN0010.jpg'))
  await expect(page.getByText('Image Compressed', { exact: true })).toBeVisible()
  await expect(d.getByRole('img', { name: 'Cover preview' })).toBeVisible()
  await d.getByLabel('Audio file').setInputFiles(fixture('audio', 'narration-long.mp3'))
  await expect(d.getByText(/narration-long\.mp3 · 1\.3 MB · 2:4\d/)).toBeVisible()

  // A slow uplink, so the upload's progress can be seen.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  })
  await d.getByRole('button', { name: 'Publish Story' }).click()
  await expect(d.getByRole('button', { name: 'Publishing...' })).toBeDisabled()
  await expect(d.getByText(/^Uploading audio: \d+% \(/)).toBeVisible()
  await expect(page.getByText('Story uploaded successfully!', { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(dialog(page)).toHaveCount(0)

  const stories = (await (await request.get('/api/stories?search=Brindle')).json()) as Array<{
    id: string
    coverImageUrl: string
    audioFileUrl: string
    audioDuration: number
  }>
  expect(stories).toHaveLength(1)
  const [story] = stories
  expect(story!.audioFileUrl).toMatch(/^\/api\/audio\/[a-f0-9]{64}\.mp3$/)
  expect(story!.audioDuration).toBeGreaterThan(160)
  const cover = await sharp(await (await request.get(story!.coverImageUrl)).body()).metadata()
  expect(cover.format).toBe('jpeg')
  expect(cover.exif).toBeUndefined()
  expect(cover.height).toBeLessThanOrEqual(600)
  await expect(page.getByTestId('story-card').filter({ hasText: 'The Mapmaker of Brindle Reach' })).toBeVisible()
})

test("an audio file's length reads the same in Upload and in Edit: rounded once, to the nearest second (issue 56)", async ({
  page,
  request,
}) => {
  await openUpload(page)
  const d = dialog(page)
  await d.getByLabel('Title').fill('A Breath Long')
  await d.getByLabel('Story text').fill('One breath.')
  await d.getByLabel('Audio file').setInputFiles(fixture('audio', 'id3v2.4.mp3')) // 0.78 s
  await expect(d.getByText('id3v2.4.mp3 · ', { exact: false })).toContainText(
    ' · 0:01 · uploaded when the story is sent',
  )
  await d.getByRole('button', { name: 'Publish Story' }).click()
  await expect(page.getByText('Story uploaded successfully!', { exact: true })).toBeVisible({ timeout: 30_000 })
  const [story] = (await (await request.get('/api/stories?search=Breath')).json()) as Array<{
    id: string
    audioDuration: number
  }>
  expect(story!.audioDuration).toBe(1)
  await page
    .getByTestId('story-card')
    .filter({ hasText: 'A Breath Long' })
    .getByRole('button', { name: 'Edit', exact: true })
    .click()
  await expect(
    page.getByRole('dialog', { name: 'Edit Story' }).getByText(/The story's audio now: an uploaded file · 0:01\./),
  ).toBeVisible()
})

test("a .docx becomes the story text, and the spec's checks stop an empty story", async ({ page }) => {
  await openUpload(page)
  const d = dialog(page)
  await d.getByLabel('Title').fill('Ledger')
  await d.getByRole('button', { name: 'Publish Story' }).click()
  await expect(page.getByText('Content Required', { exact: true })).toBeVisible()
  await expect(page.getByText('Please either upload a story file or provide content text.').first()).toBeVisible()

  await d.getByLabel('Story file').setInputFiles(fixture('docx', 'single-paragraph.docx'))
  await expect(page.getByText('File Loaded Successfully', { exact: true })).toBeVisible()
  await expect(d.getByLabel('Story text')).toHaveValue(/\S/)
  await d
    .getByLabel('Cover image')
    .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') })
  await expect(page.getByText('Invalid File Type', { exact: true })).toBeVisible()
})

test('the form is kept as a draft through a reload, and Escape never closes it', async ({ page }) => {
  await openUpload(page)
  await dialog(page).getByLabel('Title').fill('Half Written')
  await dialog(page).getByLabel('Story text').fill('The first lines of something long.')
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeVisible()
  await page.mouse.click(3, 3)
  await expect(dialog(page)).toBeVisible()
  // Saved a moment after the last change: the reload comes once the draft holds the text too (a
  // busy host once saved the title alone first, and the reload came before the text's save).
  await expect
    .poll(async () => (await localRow<{ fields: Record<string, string> }>(page, 'drafts', 'new'))?.fields)
    .toMatchObject({
      title: 'Half Written',
      content: 'The first lines of something long.',
    })
  await page.reload()
  await openUpload(page)
  await expect(dialog(page).getByLabel('Title')).toHaveValue('Half Written')
  await expect(dialog(page).getByLabel('Story text')).toHaveValue('The first lines of something long.')
  await dialog(page).getByRole('button', { name: 'Clear form' }).click()
  await expect(dialog(page).getByLabel('Title')).toHaveValue('')
})

test('what was typed just before a reload, or just before Cancel, is in the draft', async ({ page }) => {
  // The draft is saved a moment after the last change; these leave within that moment.
  await openUpload(page)
  await dialog(page).getByLabel('Title').fill('Typed in a Hurry')
  await dialog(page).getByLabel('Story text').fill('The last words before the reload.')
  await page.reload()
  await openUpload(page)
  await expect(dialog(page).getByLabel('Title')).toHaveValue('Typed in a Hurry')
  await expect(dialog(page).getByLabel('Story text')).toHaveValue('The last words before the reload.')
  // Saved into the stored draft once the form has it again.
  await expect
    .poll(async () => (await localRow<{ fields: Record<string, string> }>(page, 'drafts', 'new'))?.fields.content)
    .toBe('The last words before the reload.')

  await dialog(page).getByLabel('Story text').fill('The last words before Cancel.')
  await dialog(page).getByRole('button', { name: 'Cancel', exact: true }).click()
  await expect(dialog(page)).toBeHidden()
  await expect
    .poll(async () => (await localRow<{ fields: Record<string, string> }>(page, 'drafts', 'new'))?.fields.content)
    .toBe('The last words before Cancel.')
  // Kept in the stored draft itself: the copy kept for the reload is gone once that has landed.
  expect(await page.evaluate(() => localStorage.getItem('draft-left:new'))).toBeNull()
})

test('an edit fills the form from the story and saves the change', async ({ page, request }) => {
  const { id } = await (
    await request.post('/api/stories', {
      headers: { 'x-admin-password': 'e2e-admin-password' },
      data: { title: 'Before the Edit', content: 'Original words.', silent: true },
    })
  ).json()
  await page.goto('/library')
  await page
    .getByTestId('story-card')
    .filter({ hasText: 'Before the Edit' })
    .getByRole('button', { name: 'Edit', exact: true })
    .click()
  const d = page.getByRole('dialog', { name: 'Edit Story' })
  await expect(d.getByLabel('Title')).toHaveValue('Before the Edit')
  await expect(d.getByLabel('Story text')).toHaveValue('Original words.')
  await d.getByLabel('Title').fill('After the Edit')
  await d.getByLabel('Category').selectOption('series')
  await d.getByLabel('Season').selectOption('5')
  await d.getByLabel('Episode').fill('3')
  await d.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Story updated successfully!', { exact: true })).toBeVisible()
  const story = await (await request.get(`/api/stories/${id}`)).json()
  expect(story).toMatchObject({
    title: 'After the Edit',
    content: 'Original words.',
    category: 'series',
    seasonNumber: 1,
    episodeNumber: 3,
  })
  await expect(page.getByTestId('story-card').filter({ hasText: 'After the Edit' })).toBeVisible()
})

test("an edit shows the story's cover and audio now; Remove Cover takes the cover away; a chosen file stays named", async ({
  page,
  request,
}) => {
  const story = await publishStoryWithAudio(request, 'Cover and Voice')
  const cover = fs.readFileSync(fixture('images', 'gps-DSCN0010.jpg'))
  const put = await request.put(`/api/stories/${story.id}`, {
    headers: { 'x-admin-password': 'e2e-admin-password' },
    multipart: { coverImage: { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: cover } },
  })
  expect(put.status()).toBe(200)
  await page.goto('/library')
  const card = page.getByTestId('story-card').filter({ hasText: 'Cover and Voice' })
  await expect(card.locator('img').first()).toHaveAttribute('src', /\/api\/media\/covers\//)
  await card.getByRole('button', { name: 'Edit', exact: true }).click()
  const d = page.getByRole('dialog', { name: 'Edit Story' })
  await expect(d.getByRole('img', { name: 'Current cover' })).toBeVisible()
  await expect(d.getByText(/The story's audio now: an uploaded file/)).toBeVisible()
  await expect(d.getByLabel('Or an audio link')).toHaveValue('')
  // A file picked for the audio is named in its field, not only in the hint.
  await d.getByLabel('Audio file').setInputFiles(fixture('audio', 'notags.mp3'))
  expect(await d.getByLabel('Audio file').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(
    'notags.mp3',
  )
  await d.getByRole('button', { name: 'Remove Audio' }).click()
  expect(await d.getByLabel('Audio file').evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0)
  await d.getByRole('button', { name: 'Remove Cover' }).click()
  await expect(d.getByRole('img', { name: 'Current cover' })).toHaveCount(0)
  await d.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Story updated successfully!', { exact: true })).toBeVisible()
  expect(await (await request.get(`/api/stories/${story.id}`)).json()).toMatchObject({
    coverImageUrl: null,
    audioFileUrl: null,
  })
})

test('Cancel upload stops a publish under way, keeps the form, and publishes nothing', async ({ page, request }) => {
  await openUpload(page)
  const d = dialog(page)
  await d.getByLabel('Title').fill('Second Thoughts')
  await d.getByLabel('Story text').fill('Maybe later.')
  await d.getByLabel('Audio file').setInputFiles(fixture('audio', 'narration-long.mp3'))
  await expect(d.getByText(/narration-long\.mp3 · 1\.3 MB/)).toBeVisible()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 64 * 1024,
  })
  await d.getByRole('button', { name: 'Publish Story' }).click()
  await expect(d.getByText(/^Uploading audio/)).toBeVisible()
  await d.getByRole('button', { name: 'Cancel upload' }).click()
  await expect(page.getByText('Upload was aborted').first()).toBeVisible()
  await expect(d.getByRole('button', { name: 'Publish Story' })).toBeEnabled()
  await expect(d.getByLabel('Title')).toHaveValue('Second Thoughts')
  await expect(d.getByText(/narration-long\.mp3 · 1\.3 MB/)).toBeVisible()
  expect(
    (await (await request.get('/api/stories?search=Second%20Thoughts')).json()).filter(
      (s: { title: string }) => s.title === 'Second Thoughts',
    ),
  ).toEqual([])
  await expect(page.getByTestId('story-card').filter({ hasText: 'Second Thoughts' })).toHaveCount(0)
})
