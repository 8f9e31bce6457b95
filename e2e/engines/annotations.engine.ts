// Highlights and notes (issue 59) in every engine, after full page loads: words selected in the
// reader (set as a long press leaves them; the page hears selectionchange by itself) are
// highlighted from the bar at the screen's foot, another passage gets a note typed for real; with
// the server stopped, a full load of the reader draws both and lists them; once the admin edits the
// noted words, the Notes screen says "Passage changed" and keeps the quote. Drawn with the CSS
// Custom Highlight API where the engine has it, else as rectangles behind the text.
import { expect, test } from './test.ts'
import type { EnginePage } from './engine-page.ts'
import {
  asReturningReader,
  fill,
  localRows,
  tap,
  waitFor,
  waitForServiceWorker,
  waitForText,
  waitForTexts,
} from './steps.ts'

const STORY = `**Chapter 1: The Watch**

Ilen Marr kept the lamp lit through the long night.

**Chapter 2: After**

She wrote it down before dawn.`

/** Selects `words` in the paragraph `paragraph` (its first text holding them). */
const select = (page: EnginePage, paragraph: string, words: string) =>
  page.evaluate(
    ({ paragraph, words }) => {
      const element = document.querySelector(paragraph)!
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      let node = walker.nextNode()
      while (node && !node.textContent!.includes(words)) node = walker.nextNode()
      const range = document.createRange()
      range.setStart(node!, node!.textContent!.indexOf(words))
      range.setEnd(node!, node!.textContent!.indexOf(words) + words.length)
      document.getSelection()!.removeAllRanges()
      document.getSelection()!.addRange(range)
    },
    { paragraph, words },
  )

/** What is drawn of a colour: its words (the Highlight API), or '(rectangles)' (the fallback). */
const drawn = (page: EnginePage, colour: string) =>
  page.evaluate((colour) => {
    if (typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight === 'function')
      return [...(CSS.highlights.get(`reader-highlight-${colour}`) ?? [])].map((range) => range.toString())
    return document.querySelector(`[data-highlight-rect="${colour}"]`) ? ['(rectangles)'] : []
  }, colour)

const waitForDrawn = (page: EnginePage, colour: string, words: string) =>
  waitFor(
    page,
    ({ colour, words }) => {
      if (typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight === 'function')
        return [...(CSS.highlights.get(`reader-highlight-${colour}`) ?? [])].some((r) => r.toString() === words)
      return document.querySelector(`[data-highlight-rect="${colour}"]`) !== null
    },
    { colour, words },
    { what: `"${words}" highlighted ${colour}` },
  )

test('a highlight and a note made after full page loads are drawn and listed with the server stopped, and say when their words changed', async ({
  tab: page,
  server,
}) => {
  const story = await server.adminCall<{ id: string }>('POST', '/api/stories', {
    title: `The Lamp Keeper in ${page.engine}`,
    description: 'A watch kept.',
    silent: true,
    content: STORY,
  })
  await asReturningReader(page, server.origin)
  await page.goto(`${server.origin}/read/${story.id}`)
  await waitForText(page, 'kept the lamp lit')
  await waitForServiceWorker(page)

  await select(page, '#c1-p1', 'lamp')
  await tap(page, '[role="group"][aria-label="Selected text"] button', 'Highlight green')
  await waitForDrawn(page, 'green', 'lamp')

  await select(page, '#c2-p1', 'wrote it down')
  await tap(page, '[role="group"][aria-label="Selected text"] button', 'Note')
  await fill(page, 'Note', 'Her oath, kept.')
  await tap(page, '[role="dialog"] button', 'Save')
  await waitForDrawn(page, 'yellow', 'wrote it down')
  const kept = await localRows<{ note: string; selector: { exact: string } }>(page, 'annotations')
  expect(kept.map((row) => [row.selector.exact, row.note]).sort()).toEqual([
    ['lamp', ''],
    ['wrote it down', 'Her oath, kept.'],
  ])

  await waitForTexts(page)
  await server.stop()
  await page.goto(`${server.origin}/read/${story.id}`) // a full load, from the service worker
  await waitForDrawn(page, 'green', 'lamp')
  await waitForDrawn(page, 'yellow', 'wrote it down')
  expect(await drawn(page, 'pink')).toEqual([])
  await tap(page, 'button[aria-label="Reading tools"]')
  await tap(page, 'button', 'Highlights & notes')
  await waitForText(page, 'Her oath, kept.')

  await server.start()
  await server.adminCall('PUT', `/api/stories/${story.id}`, {
    content: STORY.replace('She wrote it down before dawn.', 'She told no one before dawn.'),
  })
  // The device takes the new text on a later start (its pull, then the text's fetch).
  const hasNewText = async () =>
    (await localRows<{ content: string }>(page, 'storyContent')).some((row) => row.content.includes('told no one'))
  for (let tries = 0; tries < 20 && !(await hasNewText()); tries++) {
    await page.goto(`${server.origin}/read/${story.id}`)
    await new Promise((resolve) => setTimeout(resolve, 3_000))
  }
  expect(await hasNewText()).toBe(true)
  await page.goto(`${server.origin}/notes`)
  await waitForText(page, 'Passage changed')
  await waitForText(page, 'wrote it down')
  await waitForText(page, 'Her oath, kept.')
})
