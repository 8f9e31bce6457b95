// Narration timings from the admin's dialogs (issue 25): a WebVTT file the server would refuse is
// refused when chosen, naming the line, and the field is emptied; good captions and chapters are
// sent with the story; an edit shows the timings the story has now and Remove takes one away.
import { expect, test, type Page } from './test.ts'
import { asAdmin, asReturningReader, fixture, publishStoryWithAudio } from './support.ts'

test.beforeEach(async ({ page }) => {
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
  await asAdmin(page)
})

const vtt = (name: string, text: string) => ({ name, mimeType: 'text/vtt', buffer: Buffer.from(text) })
const CAPTIONS = vtt(
  'captions.vtt',
  'WEBVTT\n\n00:00.000 --> 00:04.000\nShe drew the edge of the map again.\n\n00:04.000 --> 00:09.000\nThe river had moved.\n',
)
const CHAPTERS = vtt('chapters.vtt', 'WEBVTT\n\n00:00.000 --> 00:09.000\nLines\n')
const fileCount = (page: Page, label: string) =>
  page
    .getByRole('dialog')
    .getByLabel(label)
    .evaluate((input: HTMLInputElement) => input.files?.length ?? 0)

test('a bad timings file is refused when chosen; good ones are published with the story', async ({ page, request }) => {
  await page.goto('/library')
  if ((page.viewportSize()?.width ?? 0) < 640) await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('button', { name: 'Upload Story' }).first().click()
  const d = page.getByRole('dialog', { name: 'Upload New Story' })
  const title = `The Timed Map ${crypto.randomUUID().slice(0, 8)}`
  await d.getByLabel('Title').fill(title)
  await d.getByLabel('Story text').fill('She drew the edge of the map again.\n\nThe river had moved.')
  await d.getByLabel('Audio file').setInputFiles(fixture('audio', 'notags.mp3'))

  await d
    .getByLabel('Narration captions (WebVTT)')
    .setInputFiles(vtt('broken.vtt', 'WEBVTT\n\n00:00.000 --> 00:0x.000\nBroken.\n'))
  await expect(
    page.getByTestId('toast').getByText('The captions file is not valid WebVTT: line 3: Must be exactly two digits.'),
  ).toBeVisible()
  expect(await fileCount(page, 'Narration captions (WebVTT)')).toBe(0)

  await d.getByLabel('Narration captions (WebVTT)').setInputFiles(CAPTIONS)
  await expect(d.getByText('captions.vtt · 2 cues · sent with the story')).toBeVisible()
  await d.getByLabel('Narration chapters (WebVTT)').setInputFiles(CHAPTERS)
  await expect(d.getByText('chapters.vtt · 1 cue · sent with the story')).toBeVisible()
  await d.getByRole('button', { name: 'Publish Story' }).click()
  await expect(page.getByText('Story uploaded successfully!', { exact: true })).toBeVisible({ timeout: 30_000 })

  const found = (await (await request.get(`/api/stories?search=${encodeURIComponent(title)}`)).json()) as Array<{
    title: string
    timings: Array<{ kind: string; url: string }>
  }>
  const story = found.find((candidate) => candidate.title === title)
  expect(story!.timings.map((timing) => timing.kind)).toEqual(['captions', 'chapters'])
  expect(await (await request.get(story!.timings[0]!.url)).text()).toBe(CAPTIONS.buffer.toString())
})

test('an edit names the timings the story has now, and Remove Chapters takes them away', async ({ page, request }) => {
  const title = `Chaptered Voice ${crypto.randomUUID().slice(0, 8)}`
  const story = await publishStoryWithAudio(request, title)
  const put = await request.put(`/api/stories/${story.id}`, {
    headers: { 'x-admin-password': 'e2e-admin-password' },
    multipart: { captionsFile: CAPTIONS, chaptersFile: CHAPTERS },
  })
  expect(put.status()).toBe(200)
  await page.goto('/library')
  await page
    .getByTestId('story-card')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Edit', exact: true })
    .click()
  const d = page.getByRole('dialog', { name: 'Edit Story' })
  await expect(d.getByText('The story has captions now. Choose a file to replace them.')).toBeVisible()
  await expect(d.getByText('The story has chapters now. Choose a file to replace them.')).toBeVisible()
  await d.getByRole('button', { name: 'Remove Chapters' }).click()
  await expect(d.getByText('The story has chapters now.', { exact: false })).toHaveCount(0)
  await d.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Story updated successfully!', { exact: true })).toBeVisible()
  const after = (await (await request.get(`/api/stories/${story.id}`)).json()) as { timings: Array<{ kind: string }> }
  expect(after.timings.map((timing) => timing.kind)).toEqual(['captions'])
})
