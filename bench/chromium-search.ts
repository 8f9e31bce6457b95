// P8: searching the library of 10,000 stories in Chromium at phone size, with the search index
// built and saved (a returning visit): the time from typing a query to its result line, at the
// 95th percentile (from the input event to the next frame showing the result, measured in the
// page), against typing a 1-letter query, which searches nothing (the library starts at
// 2 letters) but goes through the same input, render and measurement.
import type { Page } from '@playwright/test'
import { firstPage, freshProfile } from './chromium-profile.ts'
import { overBaselineAtMost, type Row } from './report.ts'
import { COMMON_WORD, RARE_WORD, STORY_COUNT } from './seed.ts'

/** Texts arrive 50 to a call, then the worker indexes them: allow for both. */
const INDEX_LIMIT_MS = 240_000
const QUERIES = ['la', 'lan', 'lant', 'lante', 'lanter', COMMON_WORD, 'ka', 'kal', 'kalo', 'mi', 'mir', RARE_WORD]
const SINGLE_LETTERS = ['l', 'k', 'm', 'z', 'b', 'r', 't', 'a', 'e', 'o', 's', 'd']
/**
 * Each query is typed this many times: the 95th percentile of 12 keystrokes is their slowest one,
 * so one stall of the shared host decided the figure; of 60 it is the third slowest.
 */
const ROUNDS = 5

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!

async function hasSavedIndex(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('infinaeon-hub')
        // Not made by the app yet: nothing saved, and nothing made here either.
        open.onupgradeneeded = () => open.transaction?.abort()
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('searchIndex')) {
            db.close()
            return resolve(false)
          }
          const count = db.transaction('searchIndex').objectStore('searchIndex').count()
          count.onsuccess = () => {
            resolve(count.result > 0)
            db.close()
          }
        }
        open.onerror = () => resolve(false)
      }),
  )
}

/**
 * Milliseconds from the keystroke's input event until the result line names the query, on the next
 * frame: measured by the page itself, so the test driver's round trips do not count.
 */
async function typeAndWait(page: Page, query: string, narrows: boolean): Promise<number> {
  const line = narrows
    ? `^Showing \\d+ of ${STORY_COUNT} stories for "${query}"$`
    : `^Showing ${STORY_COUNT} of ${STORY_COUNT} stories$`
  await page.evaluate((source) => {
    const pattern = new RegExp(source)
    const shows = () => [...document.querySelectorAll('[role=status]')].some((el) => pattern.test(el.textContent ?? ''))
    Object.assign(window, {
      answered: new Promise<number>((resolve) => {
        let typedAt: number | undefined
        const check = () => {
          if (typedAt === undefined || !shows()) return
          observer.disconnect()
          requestAnimationFrame(() => resolve(performance.now() - typedAt!))
        }
        const observer = new MutationObserver(check)
        observer.observe(document.body, { subtree: true, childList: true, characterData: true })
        document.addEventListener(
          'input',
          (event) => {
            typedAt = event.timeStamp
            check()
          },
          { capture: true, once: true },
        )
      }),
    })
  }, line)
  await page.getByLabel('Search library').fill(query)
  return page.evaluate(() => Reflect.get(window, 'answered') as Promise<number>)
}

export async function chromiumSearchFigure(origin: string): Promise<Row> {
  const name = `P8 library search over ${STORY_COUNT.toLocaleString('en')} stories in Chromium, p95 per keystroke vs a keystroke that searches nothing`
  const { context, close } = await freshProfile({ viewport: { width: 390, height: 844 } })
  try {
    await context.addInitScript(() => localStorage.setItem('selectedFaction', 'knights'))
    const page = await firstPage(context)
    await page.goto(`${origin}/library`)
    const start = performance.now()
    while (!(await hasSavedIndex(page))) {
      if (performance.now() - start > INDEX_LIMIT_MS)
        return { name, reason: `the search index was not saved within ${INDEX_LIMIT_MS / 1000} s.` }
      await page.waitForTimeout(1000)
    }
    await page.reload()
    await page.getByText(new RegExp(`^Showing ${STORY_COUNT} of ${STORY_COUNT} stories$`)).waitFor({ timeout: 60_000 })
    await typeAndWait(page, RARE_WORD, true) // the worker loads the saved index once
    const searches: number[] = []
    const floor: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, query] of QUERIES.entries()) {
        searches.push(await typeAndWait(page, query, true))
        floor.push(await typeAndWait(page, SINGLE_LETTERS[i]!, false))
      }
    }
    return {
      name,
      unit: 'ms',
      goals: [overBaselineAtMost(30, 'ms')],
      ours: p95(searches),
      baseline: p95(floor),
      why: `the same search box, render and wait for the result line, with a 1-letter query the library does not search (it starts at 2): what every keystroke costs before any search. ${QUERIES.length} queries typed ${ROUNDS} times each, from 2 letters to whole words, common ("${COMMON_WORD}", in every story) and rare ("${RARE_WORD}"), with the index built and saved, after a reload.`,
    }
  } finally {
    await close()
  }
}
