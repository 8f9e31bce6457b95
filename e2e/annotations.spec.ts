// Highlights and notes (issue 59), at phone size with touch (hasTouch; the bar's buttons are tapped).
// Words are selected by setting the page's selection, as a long press leaves it (the page hears
// selectionchange by itself): headless Chromium on Linux makes no selection from a long press (a
// press held through DevTools, touch events or a tap gesture, was tried: it selects nothing). A
// phone's tap may clear the selection before the bar hears it: the bar keeps what was selected.
// A note is refused whole past 2,000 characters. Both are there after an offline reload.
// The admin's edits of other paragraphs leave the highlight on its words; an edit of the noted words
// says "Passage changed" and keeps the quote. The exports hold each quote with a link that opens
// its paragraph, and the JSON is W3C Web Annotations. Where the CSS Custom Highlight API is missing,
// highlights are drawn as rectangles behind the text, and a character's name in them still opens.
import fs from 'node:fs'
import { expect, test, type Page } from './test.ts'
import {
  asReturningReader,
  hasLocalText,
  localCount,
  publishStory,
  showReadingTools,
  storyByTitle,
  waitForServiceWorker,
} from './support.ts'
import { E2E_ADMIN_PASSWORD } from './servers.ts'

const STORY = `**Chapter 1: The Watch**

The first paragraph stays as it is.

Ilen Marr kept the lamp lit through the long night.

The gate hummed at the third hour.

**Chapter 2: After**

She wrote it down before dawn.`

/** What the test reads of an exported Web Annotation (the unit tests check the rest). */
interface ExportedAnnotation {
  '@context': string
  type: string
  motivation: string
  body?: Record<string, string>
  target: { source: string; selector: Array<{ type: string; exact?: string }> }
}

const bar = (page: Page) => page.getByRole('group', { name: 'Selected text' })

/** The words each custom highlight of a colour covers, and the paragraph each starts in. */
const drawn = (page: Page, colour: string) =>
  page.evaluate(
    (name) =>
      [...(CSS.highlights.get(name) ?? [])].map((range) => ({
        words: range.toString(),
        paragraph: (range as Range).startContainer.parentElement?.closest('[data-passage]')?.id,
      })),
    `reader-highlight-${colour}`,
  )

/** Selects words of a paragraph as a script would (the page hears selectionchange by itself). */
async function select(page: Page, paragraph: string, words: string): Promise<void> {
  await page.locator(paragraph).evaluate((element, text) => {
    const node = [...element.childNodes].find((child) => child.textContent?.includes(text))!
    const range = document.createRange()
    range.setStart(node, node.textContent!.indexOf(text))
    range.setEnd(node, node.textContent!.indexOf(text) + text.length)
    document.getSelection()!.removeAllRanges()
    document.getSelection()!.addRange(range)
  }, words)
}

/** The admin changes the story's text (the API with the admin's password, as the Edit dialog sends it). */
async function editStory(page: Page, id: string, content: string): Promise<void> {
  const response = await page.request.put(`/api/stories/${id}`, {
    headers: { 'x-admin-password': E2E_ADMIN_PASSWORD },
    data: { content },
  })
  expect(response.status()).toBe(200)
}

/** Opens the reader until the device has the story's new text (the next pull brings it). */
async function readEdited(page: Page, id: string, words: string): Promise<void> {
  await expect(async () => {
    await page.goto(`/read/${id}`)
    await expect(page.getByText(words)).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
}

async function openStoryNotes(page: Page) {
  await showReadingTools(page)
  await page.getByRole('button', { name: 'Highlights & notes' }).click()
  return page.getByRole('dialog', { name: 'Highlights & notes' })
}

async function download(page: Page, button: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()])
  return fs.readFileSync((await file.path())!, 'utf8')
}

test.beforeEach(async ({ page }) => {
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
})

test('a highlight from a touch selection and a note stay offline, follow edits elsewhere, say when their words changed, and export', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000)
  const story = await publishStory(page.request, { title: 'The Lamp Keeper', content: STORY })
  await page.goto(`/read/${story.id}`)
  await expect(page.locator('#c1-p2')).toContainText('kept the lamp lit')

  // A word selected; the bar at the screen's foot highlights it, even when the tap on it cleared
  // the selection first (as a phone's tap outside the selection does).
  await select(page, '#c1-p2', 'lamp')
  await expect(bar(page)).toBeVisible()
  await page.evaluate(() => document.getSelection()!.removeAllRanges())
  await bar(page).getByRole('button', { name: 'Highlight green' }).tap()
  await expect.poll(() => drawn(page, 'green')).toEqual([{ words: 'lamp', paragraph: 'c1-p2' }])
  await expect(bar(page)).toBeHidden()

  // A note past 2,000 characters is refused whole: nothing is kept, not even the highlight.
  await select(page, '#c2-p1', 'wrote it down')
  await bar(page).getByRole('button', { name: 'Note' }).tap()
  const dialog = page.getByRole('dialog', { name: 'Note' })
  await expect(dialog.getByText('wrote it down')).toBeVisible()
  await dialog.getByLabel('Note').fill('x'.repeat(2001))
  await expect(dialog.getByText('2,001 / 2,000')).toBeVisible()
  await expect(dialog.getByRole('alert')).toHaveText(
    'A note can be up to 2,000 characters. This one has 2,001: shorten it by 1.',
  )
  await dialog.getByRole('button', { name: 'Save' }).tap()
  await expect(dialog).toBeVisible()
  expect(await localCount(page, 'annotations')).toBe(1)
  await dialog.getByLabel('Note').fill('Her oath, kept.')
  await expect(dialog.getByRole('alert')).toHaveText('')
  await dialog.getByRole('button', { name: 'Save' }).tap()
  await expect(dialog).toBeHidden()
  await expect.poll(() => drawn(page, 'yellow')).toEqual([{ words: 'wrote it down', paragraph: 'c2-p1' }])

  // Offline, after a reload: both are drawn and listed.
  await waitForServiceWorker(page)
  await expect.poll(() => hasLocalText(page, story.id), { timeout: 20_000 }).toBe(true)
  await context.setOffline(true)
  await page.reload()
  await expect.poll(() => drawn(page, 'green')).toEqual([{ words: 'lamp', paragraph: 'c1-p2' }])
  await expect.poll(() => drawn(page, 'yellow')).toEqual([{ words: 'wrote it down', paragraph: 'c2-p1' }])
  const list = await openStoryNotes(page)
  await expect(list.getByTestId('note-item')).toHaveCount(2)
  await expect(list.getByTestId('note-item').nth(1)).toContainText('Her oath, kept.')
  await page.keyboard.press('Escape')
  await context.setOffline(false)

  // The admin edits other paragraphs: one added before the highlight, another's words changed.
  const elsewhere = STORY.replace('The first paragraph', 'A new opening line.\n\nThe first paragraph').replace(
    'The gate hummed at the third hour.',
    'The gate sang at the fourth hour.',
  )
  await editStory(page, story.id, elsewhere)
  await readEdited(page, story.id, 'The gate sang at the fourth hour.')
  await expect.poll(() => drawn(page, 'green')).toEqual([{ words: 'lamp', paragraph: 'c1-p3' }])
  await expect.poll(() => drawn(page, 'yellow')).toEqual([{ words: 'wrote it down', paragraph: 'c2-p1' }])

  // The Notes screen: newest first, searched by note, exported.
  await page.goto('/notes')
  const items = page.getByTestId('note-item')
  await expect(items).toHaveCount(2)
  await expect(items.first()).toContainText('wrote it down')
  await expect(items.first()).toContainText('The Lamp Keeper')
  await page.getByRole('searchbox', { name: 'Search notes' }).fill('oath')
  await expect(items).toHaveCount(1)
  await page.getByRole('searchbox', { name: 'Search notes' }).fill('')
  const origin = new URL(page.url()).origin
  const markdown = await download(page, 'Export Markdown')
  expect(markdown).toContain('## The Lamp Keeper')
  expect(markdown).toContain(`> lamp\n\n[Read the passage](<${origin}/read/${story.id}#c1-p3>)`)
  expect(markdown).toContain(
    `> wrote it down\n\n[Read the passage](<${origin}/read/${story.id}#c2-p1>)\n\n**Note:** Her oath, kept.`,
  )
  const annotations = JSON.parse(await download(page, 'Export JSON')) as ExportedAnnotation[]
  expect(annotations).toHaveLength(2)
  for (const annotation of annotations) {
    expect(annotation).toMatchObject({ '@context': 'http://www.w3.org/ns/anno.jsonld', type: 'Annotation' })
    expect(annotation.target.source).toBe(`${origin}/read/${story.id}`)
    expect(annotation.target.selector).toContainEqual(expect.objectContaining({ type: 'TextQuoteSelector' }))
  }
  expect(annotations.map((annotation) => annotation.target.selector[0]?.exact).sort()).toEqual([
    'lamp',
    'wrote it down',
  ])
  expect(annotations.find((annotation) => annotation.motivation === 'commenting')?.body).toEqual({
    type: 'TextualBody',
    value: 'Her oath, kept.',
    format: 'text/plain',
    purpose: 'commenting',
  })
  // A quote on the Notes screen, and the exported link, open the reader at the highlighted paragraph.
  await items.filter({ hasText: '“lamp”' }).getByRole('link').click()
  await expect(page.locator('#c1-p3')).toHaveAttribute('aria-current', 'true')
  await expect(page.locator('#c1-p3')).toContainText('lamp')
  const link = /\[Read the passage\]\(<([^>]+)>\)/.exec(markdown.slice(markdown.indexOf('> lamp')))![1]!
  await page.goto('/notes')
  await page.goto(link)
  await expect(page.locator('#c1-p3')).toHaveAttribute('aria-current', 'true')
  await expect(page.locator('#c1-p3')).toContainText('lamp')
  await expect(page.locator('#c1-p3')).toBeInViewport()

  // The admin edits the noted words: the note stays, with its quote, and says its passage changed.
  await editStory(page, story.id, elsewhere.replace('She wrote it down', 'She set it down'))
  await readEdited(page, story.id, 'She set it down before dawn.')
  await expect.poll(() => drawn(page, 'yellow')).toEqual([])
  await expect.poll(() => drawn(page, 'green')).toEqual([{ words: 'lamp', paragraph: 'c1-p3' }])
  const changed = (await openStoryNotes(page)).getByTestId('note-item').filter({ hasText: 'Her oath, kept.' })
  await expect(changed).toContainText('Passage changed')
  await expect(changed).toContainText('“wrote it down”')
  // Its quote leads to the nearest paragraph, where its words were.
  await changed.getByRole('link').click()
  await expect(page.locator('#c2-p1')).toHaveAttribute('aria-current', 'true')
  await page.goto('/notes')
  await expect(items.filter({ hasText: 'Her oath, kept.' })).toContainText('Passage changed')
})

test('without the CSS Custom Highlight API, highlights are drawn behind the words, and a name in them still opens its character', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => Object.defineProperty(window, 'Highlight', { value: undefined }))
  const { id } = await storyByTitle(request, 'The Gatekeeper of Vessa')
  await page.goto(`/read/${id}`)
  const mention = page.locator('#c1-p1 [data-mention]').first()
  await expect(mention).toBeVisible()
  await select(page, '#c1-p1', 'had been told that the gate of Vessa never spoke')
  await page.locator('#c1-p1').evaluate((paragraph) => {
    // From the mention's name to the words after it: a selection across the button.
    const selection = document.getSelection()!
    const range = selection.getRangeAt(0)
    range.setStart(paragraph.querySelector('[data-mention]')!.firstChild!, 0)
    selection.removeAllRanges()
    selection.addRange(range)
  })
  await bar(page).getByRole('button', { name: 'Highlight pink' }).tap()
  const rects = page.locator('[data-highlight-rect="pink"]')
  await expect(rects.first()).toBeAttached()
  // The first rectangle sits behind the name (they are drawn again as the page settles), and takes no taps.
  const behindName = async () => {
    const [name, first] = await Promise.all([mention.boundingBox(), rects.first().boundingBox()])
    return Boolean(
      name &&
      first &&
      Math.abs(first.x - name.x) < 2 &&
      Math.abs(first.y + first.height / 2 - (name.y + name.height / 2)) < 4,
    )
  }
  await expect.poll(behindName).toBe(true)
  await mention.tap()
  await expect(page.getByRole('dialog', { name: await mention.innerText() })).toBeVisible()
  await page.keyboard.press('Escape')
  // A larger font moves the words: the rectangles follow them.
  const top = async () => (await rects.last().boundingBox())?.y
  const before = await top()
  await page.evaluate(() => document.documentElement.style.setProperty('--reader-font-size', '24px'))
  await expect.poll(top).not.toBe(before)
  await expect.poll(behindName).toBe(true)
})
