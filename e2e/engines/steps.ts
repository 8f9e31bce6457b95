// What the journeys do in a page, in any engine: wait until something holds, find a control by its
// words and use it with the engine's real input, and read the device's database. Each failure says
// which engine it was.
import type { EnginePage } from './engine-page.ts'

export interface WaitOptions {
  timeout?: number
  /** What was awaited, for the failure's message. */
  what?: string
}

/** Polls `fn` in the page until it answers something truthy; answers that. */
export async function waitFor<T, A = undefined>(
  page: EnginePage,
  fn: (arg: A) => T | Promise<T>,
  arg?: A,
  options: WaitOptions = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeout ?? 20_000)
  let last: unknown
  for (;;) {
    try {
      const value = await page.evaluate(fn, arg)
      if (value) return value
      last = value
    } catch (error) {
      last = error // a navigation under way: the page's script context went away
    }
    if (Date.now() > deadline)
      throw new Error(
        `[${page.engine}] waited ${options.timeout ?? 20_000} ms for ${options.what ?? fn.toString()}; last answer: ${String(last)}`,
      )
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

let marks = 0

/**
 * Finds the first visible element among `selector` whose text (or aria-label) contains `text`,
 * waiting for it, and marks it so the engine's own input can reach it. Answers its selector.
 */
export async function find(
  page: EnginePage,
  selector: string,
  text: string | undefined,
  options: WaitOptions = {},
): Promise<string> {
  const mark = `m${++marks}`
  // No named functions inside: tsx (the benchmarks) would name them with a helper the page lacks.
  await waitFor(
    page,
    ({ selector, text, mark }) => {
      const found = [...document.querySelectorAll(selector)].find((el) => {
        const box = el.getBoundingClientRect()
        const words = `${el.getAttribute('aria-label') ?? ''} ${(el as HTMLElement).innerText ?? el.textContent ?? ''}`
        return (
          box.width > 0 &&
          box.height > 0 &&
          getComputedStyle(el).visibility !== 'hidden' &&
          (text === null || words.includes(text))
        )
      })
      found?.setAttribute('data-e2e', mark)
      return found !== undefined
    },
    { selector, text: text ?? null, mark },
    { what: `${selector} with "${text ?? ''}"`, ...options },
  )
  return `[data-e2e="${mark}"]`
}

/**
 * A real tap on what `find` finds, once it has stopped moving (a list that fills in above it moves
 * it, and the engine's click lands where it was: on a card's link, say).
 */
export async function tap(page: EnginePage, selector: string, text?: string, options?: WaitOptions): Promise<void> {
  const target = await find(page, selector, text, options)
  const boxOf = () =>
    page.evaluate((target) => {
      const box = document.querySelector(target)?.getBoundingClientRect()
      return box ? [box.x, box.y, box.width, box.height].join() : ''
    }, target)
  let before = await boxOf()
  for (let tries = 0; tries < 20; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 150))
    const now = await boxOf()
    if (now === before) break
    before = now
  }
  await page.click(target)
}

/** Types into the visible field whose label (a <label>, aria-label or placeholder) is `label`. */
export async function fill(page: EnginePage, label: string, value: string): Promise<void> {
  const mark = `m${++marks}`
  await waitFor(
    page,
    ({ label, mark }) => {
      const fields = [...document.querySelectorAll('input, textarea')] as HTMLInputElement[]
      const found = fields.find(
        (field) =>
          field.getBoundingClientRect().width > 0 &&
          (field.getAttribute('aria-label') === label ||
            field.placeholder === label ||
            [...(field.labels ?? [])].some((l) => l.textContent?.trim() === label)),
      )
      found?.setAttribute('data-e2e', mark)
      return found !== undefined
    },
    { label, mark },
    { what: `the field "${label}"` },
  )
  await page.type(`[data-e2e="${mark}"]`, value)
}

/** Whether the page's text shows `text` now. */
export const shows = (page: EnginePage, text: string) =>
  page.evaluate((text) => document.body.innerText.includes(text), text)

/** Waits for the page's text to show `text`. */
export const waitForText = (page: EnginePage, text: string, options: WaitOptions = {}) =>
  waitFor(page, (text) => document.body.innerText.includes(text), text, { what: `the text "${text}"`, ...options })

/** Rows of a table of the app's IndexedDB (db/local/db.ts), read without Dexie. */
export function localRows<T = Record<string, unknown>>(page: EnginePage, table: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('infinaeon-hub')
        // Not made yet (the app has not started): nothing stored, and nothing made here either.
        open.onupgradeneeded = () => open.transaction?.abort()
        open.onerror = () => resolve([])
        open.onsuccess = () => {
          const idb = open.result
          if (!idb.objectStoreNames.contains(name)) {
            idb.close()
            return resolve([])
          }
          const all = idb.transaction(name).objectStore(name).getAll()
          all.onsuccess = () => {
            idb.close()
            resolve(all.result as T[])
          }
          all.onerror = () => {
            idb.close()
            reject(all.error)
          }
        }
      }),
    table,
  )
}

/** Waits until a service worker controls the page (a first visit's installs once the first sync is in). */
export const waitForServiceWorker = (page: EnginePage) =>
  waitFor(page, () => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
    what: 'a service worker controlling the page',
  })

/**
 * Stores a faction before the app runs, and the install card's dismissal, as a returning reader has
 * (neither the faction choice nor the card in the way).
 */
export async function asReturningReader(page: EnginePage, origin: string, faction = 'knights'): Promise<void> {
  await page.goto(`${origin}/terms-of-service`)
  await page.evaluate((faction) => {
    localStorage.setItem('selectedFaction', faction)
    localStorage.setItem('pwa-install-dismissed', 'true')
  }, faction)
  // A returning reader's device has its database. (WebKit freezes a page left in the first moment
  // of a first visit with its worker still creating it, and every later opening of it then waits
  // until that page leaves the back/forward cache: README, "Every engine".)
  await waitFor(
    page,
    async () => (await indexedDB.databases()).some((d) => d.name === 'infinaeon-hub' && (d.version ?? 0) > 0),
    undefined,
    { what: 'the device database made' },
  )
}

/**
 * Waits until the page has fetched nothing for `quietMs` (its start-up sync, covers and texts are
 * done). Firefox keeps no page with a request in flight in its back/forward cache.
 */
export async function waitForQuiet(page: EnginePage, quietMs = 1_500): Promise<void> {
  let last = -1
  let stableSince = Date.now()
  const deadline = Date.now() + 60_000
  while (Date.now() - stableSince < quietMs) {
    if (Date.now() > deadline) throw new Error(`[${page.engine}] the page kept fetching for a minute`)
    const count = await page.evaluate(() => performance.getEntriesByType('resource').length)
    if (count !== last) [last, stableSince] = [count, Date.now()]
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Waits until the device holds every story's text (a first visit's prefetch is over). */
export async function waitForTexts(page: EnginePage, timeout = 60_000): Promise<void> {
  await waitFor(
    page,
    () =>
      new Promise<boolean>((resolve) => {
        setTimeout(() => resolve(false), 2_000) // asked again by the next poll
        const open = indexedDB.open('infinaeon-hub')
        open.onupgradeneeded = () => open.transaction?.abort()
        open.onblocked = () => resolve(false)
        open.onerror = () => resolve(false)
        open.onsuccess = () => {
          const idb = open.result
          const tx = idb.transaction(['stories', 'storyContent'])
          const stories = tx.objectStore('stories').count()
          const texts = tx.objectStore('storyContent').count()
          tx.oncomplete = () => {
            idb.close()
            resolve(stories.result > 0 && texts.result >= stories.result)
          }
        }
      }),
    undefined,
    { timeout, what: "every story's text on the device" },
  )
}
