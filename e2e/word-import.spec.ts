// Word import that keeps the work (issue 26), on a phone: a .docx with a table and a camera photo
// becomes a story whose reader shows both (the photo stored without its EXIF, kept offline with
// the story); a picture that is not an image is left out, listed in the dialog, the story saved;
// a wide table scrolls inside its box; "Download EPUB" gives the book.
import fs from 'node:fs'
import JSZip from 'jszip'
import sharp from 'sharp'
import { expect, test, type Page } from './test.ts'
import { asAdmin, asReturningReader, fixture, publishStory, storyByTitle, waitForServiceWorker } from './support.ts'

test.beforeEach(async ({ page }) => {
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
})

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Upload New Story' })

async function openUpload(page: Page): Promise<void> {
  await page.goto('/library')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('button', { name: 'Upload Story' }).first().click()
  await expect(dialog(page)).toBeVisible()
}

/** mammoth's picture document with a paragraph, mammoth's table document's table, and `picture` as its picture. */
async function wordDocument(picture: Buffer): Promise<Buffer> {
  const zip = await JSZip.loadAsync(fs.readFileSync(fixture('docx', 'tiny-picture.docx')))
  const tables = await JSZip.loadAsync(fs.readFileSync(fixture('docx', 'tables.docx')))
  const table = /<w:tbl>[\s\S]*<\/w:tbl>/.exec(await tables.file('word/document.xml')!.async('string'))![0]
  const xml = await zip.file('word/document.xml')!.async('string')
  zip.file(
    'word/document.xml',
    xml
      .replace('<w:body>', '<w:body><w:p><w:r><w:t>The ledger, as Hesper kept it.</w:t></w:r></w:p>')
      .replace('<w:sectPr', `${table}<w:sectPr`),
  )
  zip.file('word/media/image1.png', picture)
  return zip.generateAsync({ type: 'nodebuffer' })
}

const naturalWidth = (page: Page, alt: string) =>
  page.getByRole('img', { name: alt }).evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))

test('a Word document keeps its table and its picture, shown in the reader and offline', async ({ page, request }) => {
  await asAdmin(page)
  await openUpload(page)
  const d = dialog(page)
  await d.getByLabel('Title').fill('The Ledger of Favours')
  const photo = fs.readFileSync(fixture('images', 'gps-DSCN0010.jpg'))
  await d.getByLabel('Story file').setInputFiles({
    name: 'ledger.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await wordDocument(photo),
  })
  await expect(page.getByText('File Loaded Successfully', { exact: true })).toBeVisible()
  await expect(d.getByLabel('Story text')).toHaveValue(
    'The ledger, as Hesper kept it.\n\n![Picture 1](picture:0)\n\n| Top left | Top right |\n| --- | --- |\n| Bottom left | Bottom right |',
  )
  await d.getByRole('button', { name: 'Publish Story' }).click()
  await expect(page.getByText('Story uploaded successfully!', { exact: true })).toBeVisible()

  const { id } = await storyByTitle(request, 'The Ledger of Favours')
  const { content } = await (await request.get(`/api/stories/${id}`)).json()
  const url = /!\[Picture 1\]\((\/api\/media\/images\/[a-f0-9]{64}\.jpg)\)/.exec(content)![1]!
  const stored = await sharp(await (await request.get(url)).body()).metadata()
  expect(stored.exif).toBeUndefined()

  await page.goto(`/read/${id}`)
  await waitForServiceWorker(page)
  await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible()
  await expect.poll(() => naturalWidth(page, 'Picture 1')).toBeGreaterThan(0)
  const table = page.getByRole('region', { name: 'Table' })
  await expect(table.getByRole('columnheader', { name: 'Top left' })).toBeVisible()
  await expect(table.getByRole('cell', { name: 'Bottom right' })).toBeVisible()

  await page.context().setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'The Ledger of Favours', level: 1 })).toBeVisible()
  await expect.poll(() => naturalWidth(page, 'Picture 1')).toBeGreaterThan(0)
  await page.context().setOffline(false)
})

test('a picture that is not an image is left out, listed in the dialog, and the story is saved', async ({
  page,
  request,
}) => {
  await asAdmin(page)
  await openUpload(page)
  const d = dialog(page)
  await d.getByLabel('Title').fill('A Drawing Word Could Not Keep')
  await d.getByLabel('Story file').setInputFiles({
    name: 'drawing.docx',
    mimeType: 'application/octet-stream',
    buffer: await wordDocument(Buffer.from('%!PS-Adobe-3.0 EPSF vector drawing')),
  })
  await expect(d.getByRole('status').filter({ hasText: 'Left out of the story' })).toContainText(
    'Picture 1 (image/png) is not a JPEG, PNG or WebP image, so it was left out.',
  )
  await expect(d.getByLabel('Story text')).not.toHaveValue(/picture:|data:|base64/)
  await d.getByRole('button', { name: 'Publish Story' }).click()
  await expect(page.getByText('Story uploaded successfully!', { exact: true })).toBeVisible()
  const { id } = await storyByTitle(request, 'A Drawing Word Could Not Keep')
  // A form sends its text's line ends as CRLF (HTML's multipart rule); the server keeps the text as sent.
  expect((await (await request.get(`/api/stories/${id}`)).json()).content.replaceAll('\r\n', '\n')).toBe(
    'The ledger, as Hesper kept it.\n\n| Top left | Top right |\n| --- | --- |\n| Bottom left | Bottom right |',
  )
})

test('a wide table scrolls inside its box; the page does not', async ({ page, request }) => {
  const header = `| ${['Station', 'Dockmaster', 'Favour owed', 'Since when', 'Repaid in', 'Witnessed by', 'Notes'].join(' | ')} |`
  const row = `| ${['Kessel Drift', 'Oru Tamsin-Vale', 'A berth and no questions', 'The long winter', 'Filters and silence', 'The relay twins', 'Never ask twice'].join(' | ')} |`
  const { id } = await publishStory(request, {
    title: 'Seven Columns',
    content: `Before.\n\n${header}\n| ${Array(7).fill('---').join(' | ')} |\n${row}\n\nAfter.`,
  })
  await page.goto(`/read/${id}`)
  const table = page.getByRole('region', { name: 'Table' })
  await expect(table).toBeVisible()
  const box = await table.evaluate((el) => ({ client: el.clientWidth, scroll: el.scrollWidth }))
  expect(box.scroll).toBeGreaterThan(box.client)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await table.evaluate((el) => el.scrollBy({ left: 400 }))
  await expect.poll(() => table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
})

test('Download EPUB gives the story as a book', async ({ page, request }) => {
  const { id } = await publishStory(request, {
    title: 'A Book to Keep',
    content: 'Chapter 1: Kept\n\nWords for an e-reader.',
  })
  await page.goto(`/read/${id}`)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download EPUB' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('A Book to Keep.epub')
  const book = fs.readFileSync((await download.path())!)
  expect(book.subarray(30, 58).toString('latin1')).toBe('mimetypeapplication/epub+zip')
})
