// Issue 22's phone figures, in Chromium at 390×844 with the CPU 4× slower (DevTools' throttling of
// the page's thread):
// - a first visit to / until every story and every text is stored: the page's blocking time after
//   its first contentful paint, and its longest task, against a returning visit that has nothing
//   to sync (what rendering the same screen costs);
// - an installed launch with no network: navigation until the first story card (on /) and the
//   first paragraph (on /read/{id}, of a story never opened, and of one read before inside the app)
//   are painted, against the launch's own first paint. Each launch is the app's only page, as an
//   installed app's window is. The time is the element's own paint, as the browser reports it
//   (Element Timing, the clock of the first paints), not the moment Playwright's look found it: on
//   a slowed page that look came up to 0.9 s later (its script compiled into the page, then a poll).
import type { BrowserContext, Page } from '@playwright/test'
import { firstPage, freshProfile, PHONE } from './chromium-profile.ts'
import { median, oursAtMost, type Row } from './report.ts'
import { STORY_COUNT } from './seed.ts'

const CPU_SLOWDOWN = 4
const STORED_LIMIT_MS = 240_000
const KEPT_LIMIT_MS = 30_000
const APP_DATABASE = 'infinaeon-hub'

/**
 * What the launches watch for: the element whose own text is painted (Element Timing reports text
 * by the element holding it). A story's first paragraph is the reader's, or the service worker's
 * drawing of the reader over the shell (sw/reader-launch.ts), whichever the launch shows first.
 */
const WATCHED = {
  card: '[data-testid="story-card"] p',
  paragraph: '[data-testid="story-text"] p, #reader-preview section p',
} as const
type Watched = keyof typeof WATCHED

/** Long tasks and the first paints, recorded by the page from its first script on. */
function recordMainThread(): void {
  const record = { paint: 0, fcp: 0, tasks: [] as Array<{ start: number; duration: number }> }
  Object.assign(window, { mainThread: record })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.tasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-paint') record.paint = entry.startTime
      if (entry.name === 'first-contentful-paint') record.fcp = entry.startTime
    }
  }).observe({ type: 'paint', buffered: true })
}

/**
 * A launch's page only (the first visit's figures carry no watcher): the first element matching
 * `selector` is marked for Element Timing the moment the parser or the app puts it in the page,
 * before its first paint, and its paint time is kept as `window.painted`.
 */
function recordPaintOf(selector: string): void {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { renderTime: number }>)
      Object.assign(window, { painted: entry.renderTime })
  }).observe({ type: 'element', buffered: true })
  const watcher = new MutationObserver(() => {
    const element = document.querySelector(selector)
    if (!element) return
    element.setAttribute('elementtiming', 'watched')
    watcher.disconnect()
  })
  watcher.observe(document, { childList: true, subtree: true })
}

interface MainThread {
  paint: number
  fcp: number
  tasks: Array<{ start: number; duration: number }>
}

/** Blocking time (the part of each task over 50 ms) after the first contentful paint, and the longest task. */
function blocking({ fcp, tasks }: MainThread): { afterFcp: number; longest: number } {
  const after = tasks.filter((task) => task.start >= fcp)
  return {
    afterFcp: after.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    longest: Math.max(0, ...after.map((task) => task.duration)),
  }
}

async function slowPhonePage(context: BrowserContext, page?: Page): Promise<Page> {
  page ??= await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  return page
}

/**
 * Stories and texts in the app's database (read by the page: it costs the page a few tiny tasks).
 * A database the app has not made yet is not made here, and one without its stores yet is closed
 * at once: a connection left open would hold back the app's own upgrade of it.
 */
async function storedCounts(page: Page): Promise<{ stories: number; texts: number }> {
  return page.evaluate(
    (name) =>
      new Promise((resolve) => {
        const open = indexedDB.open(name)
        open.onupgradeneeded = () => open.transaction?.abort()
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('storyContent')) {
            db.close()
            return resolve({ stories: 0, texts: 0 })
          }
          const tx = db.transaction(['stories', 'storyContent'])
          const stories = tx.objectStore('stories').count()
          const texts = tx.objectStore('storyContent').count()
          tx.oncomplete = () => {
            resolve({ stories: stories.result, texts: texts.result })
            db.close()
          }
        }
        open.onerror = () => resolve({ stories: 0, texts: 0 })
      }),
    APP_DATABASE,
  )
}

async function waitUntilAllStored(page: Page): Promise<void> {
  const start = performance.now()
  for (;;) {
    const { stories, texts } = await storedCounts(page)
    if (stories >= STORY_COUNT && texts >= STORY_COUNT) return
    if (performance.now() - start > STORED_LIMIT_MS)
      throw new Error(`after ${STORED_LIMIT_MS / 1000} s only ${stories} stories and ${texts} texts were stored`)
    await page.waitForTimeout(500)
  }
}

/**
 * Until the service worker keeps a drawing of `path` (it fetches it once the app names the screen).
 * Polled with evaluate: waitForFunction takes the promise an async check returns for a yes.
 */
async function waitUntilKept(page: Page, path: string): Promise<void> {
  const kept = () =>
    page.evaluate(async (wanted) => Boolean(await caches.match(wanted, { cacheName: 'drawn-pages' })), path)
  const start = performance.now()
  while (!(await kept())) {
    if (performance.now() - start > KEPT_LIMIT_MS)
      throw new Error(`the service worker kept no drawing of ${path} within ${KEPT_LIMIT_MS / 1000} s`)
    await page.waitForTimeout(250)
  }
}

const mainThreadOf = (page: Page) => page.evaluate(() => Reflect.get(window, 'mainThread') as MainThread)

interface Launch {
  visible: number
  paint: number
  fcp: number
}

/** Milliseconds from navigation start until the watched element is painted, and the first paints. */
async function visibleAfter(page: Page, url: string, watched: Watched): Promise<Launch> {
  await page.addInitScript(recordPaintOf, WATCHED[watched])
  await page.goto(url, { waitUntil: 'commit' })
  const painted = await page.waitForFunction(() => Reflect.get(window, 'painted') as number | undefined, undefined, {
    timeout: 30_000,
  })
  const { paint, fcp } = await mainThreadOf(page)
  return { visible: (await painted.jsonValue())!, paint, fcp }
}

/** An offline launch as the app's only page: its figures, then the page is closed. */
async function launch(context: BrowserContext, url: string, watched: Watched): Promise<Launch> {
  const page = await slowPhonePage(context)
  try {
    return await visibleAfter(page, url, watched)
  } finally {
    await page.close()
  }
}

export async function firstVisitFigures(origin: string, runs = 3): Promise<Row[]> {
  const visits: Array<{
    first: { afterFcp: number; longest: number }
    returning: { afterFcp: number; longest: number }
    card: Launch
    paragraph: Launch
    readBefore: Launch
  }> = []
  for (let run = 0; run < runs; run++) {
    const { context, close } = await freshProfile(PHONE)
    try {
      await context.addInitScript(recordMainThread)
      const page = await slowPhonePage(context, await firstPage(context))
      await page.goto(origin)
      await waitUntilAllStored(page)
      const first = blocking(await mainThreadOf(page))
      await page.reload()
      await page.getByTestId('story-card').first().waitFor()
      await page.waitForTimeout(3_000)
      const returning = blocking(await mainThreadOf(page))
      const cards = page.getByTestId('story-card')
      const [storyPath, readPath] = [
        await cards.nth(0).locator('a').first().getAttribute('href'),
        await cards.nth(1).locator('a').first().getAttribute('href'),
      ]
      if (!storyPath || !readPath || storyPath === readPath)
        throw new Error(`two stories were expected on the home, found ${storyPath} and ${readPath}`)
      // The second story is read inside the app, opened by a tap (no page load), and the worker
      // keeps its drawing; the first is never opened. A tap needs the first visit's faction chosen.
      await page.getByTestId('faction-knights').click()
      await page.getByRole('button', { name: 'Apply Theme' }).click()
      await cards.nth(1).locator('h3 a, h4 a').first().click()
      await page.locator(WATCHED.paragraph).first().waitFor()
      await waitUntilKept(page, readPath)
      await waitUntilKept(page, '/')
      await context.setOffline(true)
      // An installed app is launched in one window: each launch is the app's only page, as on a
      // phone, not a third tab sharing two cores with two running copies of the app.
      await page.close()
      const card = await launch(context, origin, 'card')
      const paragraph = await launch(context, `${origin}${storyPath}`, 'paragraph')
      const readBefore = await launch(context, `${origin}${readPath}`, 'paragraph')
      visits.push({ first, returning, card, paragraph, readBefore })
    } finally {
      await close()
    }
  }
  const of = (pick: (v: (typeof visits)[number]) => number) => median(visits.map(pick))
  const at = `${STORY_COUNT.toLocaleString('en')} stories, CPU ${CPU_SLOWDOWN}× slower, 390×844, median of ${runs}`
  return [
    {
      name: `First visit to / until every story and text is stored (${at}): blocking time after FCP`,
      unit: 'ms',
      goals: [oursAtMost(300, 'ms')],
      ours: of((v) => v.first.afterFcp),
      baseline: of((v) => v.returning.afterFcp),
      why: 'the same page reloaded once everything is stored (nothing left to sync), measured over 3 s: what drawing the screen costs. Blocking time is the part of each long task over 50 ms, from PerformanceObserver longtask entries after first-contentful-paint.',
    },
    {
      name: `First visit to / until every story and text is stored (${at}): longest task after FCP`,
      unit: 'ms',
      goals: [oursAtMost(100, 'ms')],
      ours: of((v) => v.first.longest),
      baseline: of((v) => v.returning.longest),
      why: 'the longest task of the same page reloaded with nothing left to sync.',
    },
    {
      name: `Installed launch offline (${at}): first story card on / painted after navigation start`,
      unit: 'ms',
      goals: [oursAtMost(1_500, 'ms')],
      ours: of((v) => v.card.visible),
      baseline: of((v) => v.card.fcp),
      why: 'the first contentful paint of the same launch: the home as the server last drew it, kept by the service worker, with the cards in it.',
    },
    {
      name: `Installed launch offline (${at}): first paragraph of /read/{id} never opened, painted after navigation start`,
      unit: 'ms',
      goals: [oursAtMost(1_500, 'ms')],
      ours: of((v) => v.paragraph.visible),
      baseline: of((v) => v.paragraph.paint),
      why: "the first paint of the same launch. No page of a story never opened is kept; the service worker answers with the app's shell and the reader drawn over it from the device (sw/reader-launch.ts), so the first paint can be the paragraph itself; without the story's text on the device it is the empty shell, and the paragraph waits for the app to start and read it.",
    },
    {
      name: `Installed launch offline (${at}): first paragraph of /read/{id} read before inside the app, painted after navigation start`,
      unit: 'ms',
      goals: [oursAtMost(1_500, 'ms')],
      ours: of((v) => v.readBefore.visible),
      baseline: of((v) => v.readBefore.fcp),
      why: 'the first contentful paint of the same launch: the story as the server drew it, kept by the service worker when the story was opened by a tap in the app (sw/pages.ts, KEEP_DRAWING).',
    },
  ]
}
