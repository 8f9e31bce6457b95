// Issue 22's phone figures, in Chromium at 390×844 with the CPU 4× slower (DevTools' throttling of
// the page's thread):
// - a first visit to / until every story and every text is stored: the page's blocking time after
//   its first contentful paint, and its longest task, against a returning visit that has nothing
//   to sync (what rendering the same screen costs);
// - an installed launch with no network: navigation until the first story card (on /) and the
//   first paragraph (on /read/{id}) are visible, against the launch's own first paint. Each launch
//   is the app's only page, as an installed app's window is. Playwright's look costs the slowed
//   page's thread about 200 ms (its script compiled into the page) and sees an element only at its
//   next poll: both figures are a little late, never early.
import type { BrowserContext, Page } from '@playwright/test'
import { firstPage, freshProfile, PHONE } from './chromium-profile.ts'
import { median, oursAtMost, type Row } from './report.ts'
import { STORY_COUNT } from './seed.ts'

const CPU_SLOWDOWN = 4
const STORED_LIMIT_MS = 240_000
const APP_DATABASE = 'infinaeon-hub'

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

interface MainThread { paint: number; fcp: number; tasks: Array<{ start: number; duration: number }> }

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

/** Stories and texts in the app's database (read by the page: it costs the page a few tiny tasks). */
async function storedCounts(page: Page): Promise<{ stories: number; texts: number }> {
  return page.evaluate((name) => new Promise((resolve) => {
    const open = indexedDB.open(name)
    open.onsuccess = () => {
      const db = open.result
      if (!db.objectStoreNames.contains('storyContent')) return resolve({ stories: 0, texts: 0 })
      const tx = db.transaction(['stories', 'storyContent'])
      const stories = tx.objectStore('stories').count()
      const texts = tx.objectStore('storyContent').count()
      tx.oncomplete = () => { resolve({ stories: stories.result, texts: texts.result }); db.close() }
    }
    open.onerror = () => resolve({ stories: 0, texts: 0 })
  }), APP_DATABASE)
}

async function waitUntilAllStored(page: Page): Promise<void> {
  const start = performance.now()
  for (;;) {
    const { stories, texts } = await storedCounts(page)
    if (stories >= STORY_COUNT && texts >= STORY_COUNT) return
    if (performance.now() - start > STORED_LIMIT_MS) throw new Error(`after ${STORED_LIMIT_MS / 1000} s only ${stories} stories and ${texts} texts were stored`)
    await page.waitForTimeout(500)
  }
}

const mainThreadOf = (page: Page) => page.evaluate(() => Reflect.get(window, 'mainThread') as MainThread)

interface Launch { visible: number; paint: number; fcp: number }

/** Milliseconds from navigation start until `selector` is visible, and the first paints. */
async function visibleAfter(page: Page, url: string, selector: string): Promise<Launch> {
  await page.goto(url, { waitUntil: 'commit' })
  await page.locator(selector).first().waitFor({ state: 'visible', timeout: 30_000 })
  const visible = await page.evaluate(() => performance.now())
  const { paint, fcp } = await mainThreadOf(page)
  return { visible, paint, fcp }
}

/** An offline launch as the app's only page: its figures, then the page is closed. */
async function launch(context: BrowserContext, url: string, selector: string): Promise<Launch> {
  const page = await slowPhonePage(context)
  try {
    return await visibleAfter(page, url, selector)
  } finally {
    await page.close()
  }
}


export async function firstVisitFigures(origin: string, runs = 3): Promise<Row[]> {
  const visits: Array<{ first: { afterFcp: number; longest: number }; returning: { afterFcp: number; longest: number }; card: Launch; paragraph: Launch }> = []
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
      const storyPath = await page.getByTestId('story-card').first().locator('a').first().getAttribute('href')
      await context.setOffline(true)
      // An installed app is launched in one window: each launch is the app's only page, as on a
      // phone, not a third tab sharing two cores with two running copies of the app.
      await page.close()
      const card = await launch(context, origin, '[data-testid="story-card"]')
      const paragraph = await launch(context, `${origin}${storyPath}`, '[data-testid="story-text"] p')
      visits.push({ first, returning, card, paragraph })
    } finally {
      await close()
    }
  }
  const of = (pick: (v: (typeof visits)[number]) => number) => median(visits.map(pick))
  const at = `${STORY_COUNT.toLocaleString('en')} stories, CPU ${CPU_SLOWDOWN}× slower, 390×844, median of ${runs}`
  return [
    {
      name: `First visit to / until every story and text is stored (${at}): blocking time after FCP`, unit: 'ms',
      goals: [oursAtMost(300, 'ms')], ours: of((v) => v.first.afterFcp), baseline: of((v) => v.returning.afterFcp),
      why: 'the same page reloaded once everything is stored (nothing left to sync), measured over 3 s: what drawing the screen costs. Blocking time is the part of each long task over 50 ms, from PerformanceObserver longtask entries after first-contentful-paint.',
    },
    {
      name: `First visit to / until every story and text is stored (${at}): longest task after FCP`, unit: 'ms',
      goals: [oursAtMost(100, 'ms')], ours: of((v) => v.first.longest), baseline: of((v) => v.returning.longest),
      why: 'the longest task of the same page reloaded with nothing left to sync.',
    },
    {
      name: `Installed launch offline (${at}): first story card on / visible after navigation start`, unit: 'ms',
      goals: [oursAtMost(1_500, 'ms')], ours: of((v) => v.card.visible), baseline: of((v) => v.card.fcp),
      why: 'the first contentful paint of the same launch: the home as the server last drew it, kept by the service worker, with the cards in it.',
    },
    {
      name: `Installed launch offline (${at}): first paragraph of /read/{id} visible after navigation start`, unit: 'ms',
      goals: [oursAtMost(1_500, 'ms')], ours: of((v) => v.paragraph.visible), baseline: of((v) => v.paragraph.paint),
      why: 'the first paint of the same launch: the app\'s shell from the service worker, with nothing to read in it (no drawing is kept of a story never opened). All after it is the app starting and reading the story from the device; the launch\'s first contentful paint is the app\'s own first frame, the story\'s heading with its first paragraph.',
    },
  ]
}
