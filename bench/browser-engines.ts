// Issue 55: WebKit and Firefox beside Chromium, each driven as the engine journeys drive it
// (e2e/engines/): a fresh profile's first visit to / until the first story card is in the page,
// and, once that visit has synced, the offline launch of a story never opened until its text is
// shown. Each engine's figure is the median of its runs; the baseline is Chromium's in the same run.
import fs from 'node:fs'
import os from 'node:os'
import { appServer, type AppServer } from '../e2e/engines/app-server.ts'
import type { EngineBrowser, EngineName, EnginePage } from '../e2e/engines/engine-page.ts'
import { launchEngine } from '../e2e/engines/launch.ts'
import { waitForServiceWorker, waitForTexts } from '../e2e/engines/steps.ts'
import { median, oursAtMost, type Row } from './report.ts'

const ENGINES: EngineName[] = ['chromium', 'webkit', 'firefox']
const ENGINE_NAMES: Record<EngineName, string> = { chromium: 'Chromium', webkit: 'WebKit', firefox: 'Firefox' }
const POLL_MS = 50
const SEEN_LIMIT_MS = 30_000
/** A run not done by then is given up (and made again once): never a bench that hangs. */
const RUN_LIMIT_MS = 180_000
const OFFLINE_GOAL_MS = 1_500
const STORY_TEXT = 'The quinquireme drifted past the unlit relay.'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const load = () => os.loadavg()[0]!.toFixed(1)

/**
 * Milliseconds from the start of a full load of `url` until `check` holds in the page, by the
 * bench's clock: the engine's load (each waits for the page's load event) and then a poll every
 * 50 ms. Polls sent beside the load are not used: WebKitWebDriver then at times never finished the
 * navigation (its page load timeout, 60 s), and WebKitGTK's page clock starts only after the answer
 * has begun to arrive, so no clock but the bench's serves all three engines.
 */
async function untilSeen<A>(
  page: EnginePage,
  url: string,
  check: (arg: A) => boolean,
  arg: A,
  what: string,
): Promise<number> {
  const start = performance.now()
  await page.goto(url)
  for (;;) {
    const isSeen = await page.evaluate(check, arg)
    const ms = performance.now() - start
    if (isSeen) return ms
    if (ms > SEEN_LIMIT_MS)
      throw new Error(`[${page.engine}] ${what} not seen within ${SEEN_LIMIT_MS / 1000} s of loading ${url}`)
    await sleep(POLL_MS)
  }
}

/** The median of a few evaluations answering at once: what one poll adds to a figure in this engine. */
async function roundTrip(page: EnginePage): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < 5; i++) {
    const start = performance.now()
    await page.evaluate(() => true)
    times.push(performance.now() - start)
  }
  return median(times)
}

interface EngineRun {
  firstCard: number
  offline: number
  poll: number
  parsed: number
}

async function runOnce(page: EnginePage, server: AppServer, storyId: string): Promise<EngineRun> {
  const firstCard = await untilSeen(
    page,
    `${server.origin}/`,
    () => document.querySelector('[data-testid="story-card"]') !== null,
    undefined,
    'a story card',
  )
  const poll = await roundTrip(page)
  // The page's own clock, sound in Chromium and Firefox: when its HTML (cards included) was parsed.
  const parsed = await page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.domInteractive ?? 0,
  )
  // A reader who has chosen a faction: the offline launch is not hidden under the first visit's picker.
  await page.evaluate(() => {
    localStorage.setItem('selectedFaction', 'knights')
    localStorage.setItem('pwa-install-dismissed', 'true')
  })
  await waitForServiceWorker(page)
  await waitForTexts(page)
  await server.stop()
  const offline = await untilSeen(
    page,
    `${server.origin}/read/${storyId}`,
    (text) => location.pathname.startsWith('/read/') && document.body.innerText.includes(text),
    STORY_TEXT,
    "the story's text offline",
  )
  return { firstCard, offline, poll, parsed }
}

/** Starts the server again if a run stopped it (nothing answers on its address). */
async function ensureServing(server: AppServer, staticDir: string): Promise<void> {
  const isServing = await fetch(`${server.origin}/api/stories`, { signal: AbortSignal.timeout(5_000) }).then(
    () => true,
    () => false,
  )
  if (!isServing) await server.start(staticDir)
}

/** One run in a fresh profile within its time limit, made again once if it fails. */
async function run(
  name: EngineName,
  engine: EngineBrowser,
  server: AppServer,
  storyId: string,
  staticDir: string,
): Promise<EngineRun> {
  for (let attempt = 1; ; attempt++) {
    let timer: NodeJS.Timeout | undefined
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`not done within ${RUN_LIMIT_MS / 1000} s`)), RUN_LIMIT_MS)
    })
    const measuring = engine.newPage().then((page) => runOnce(page, server, storyId))
    try {
      return await Promise.race([measuring, limit])
    } catch (error) {
      const message = `${ENGINE_NAMES[name]}: ${error instanceof Error ? error.message : String(error)}`
      if (attempt > 1) throw new Error(message)
      console.log(`    ${message}: made again`)
    } finally {
      clearTimeout(timer)
      // Closing the profile ends a run given up; it is let finish before the server is looked at.
      await engine.closePage().catch(() => {})
      await Promise.race([measuring.catch(() => {}), sleep(SEEN_LIMIT_MS)])
      await ensureServing(server, staticDir)
    }
  }
}

/**
 * The figures on a server of the journeys' own (the demo universe, `staticDir` the app), its data
 * under `dataRoot`; `runs` per engine, the engines taking turns so a busier minute falls on each.
 */
export async function browserEngineFigures(staticDir: string, dataRoot: string, runs = 3): Promise<Row[]> {
  const loadBefore = load()
  // e2e/servers.ts names a folder of the test runner's; the bench's own is removed with its run.
  process.env.E2E_DATA_DIR = dataRoot
  fs.mkdirSync(dataRoot, { recursive: true })
  const server = await appServer()
  const engines = new Map<EngineName, EngineBrowser>()
  const results = new Map<EngineName, EngineRun[]>(ENGINES.map((name) => [name, []]))
  const failures = new Map<EngineName, string>()
  try {
    await server.stop()
    await server.start(staticDir) // the bench's copy of the build, as its other servers serve
    const story = await server.adminCall<{ id: string }>('POST', '/api/stories', {
      title: 'Read Without a Server',
      description: 'Never opened online.',
      silent: true,
      content: `**Chapter 1: Dark Relay**\n\n${STORY_TEXT}`,
    })
    for (const name of ENGINES) {
      try {
        engines.set(name, await launchEngine(name))
      } catch (error) {
        failures.set(
          name,
          `${ENGINE_NAMES[name]} did not start: ${error instanceof Error ? error.message : String(error)}`,
        )
      }
    }
    for (let round = 1; round <= runs; round++) {
      for (const [name, engine] of engines) {
        if (failures.has(name)) continue
        try {
          const result = await run(name, engine, server, story.id, staticDir)
          results.get(name)!.push(result)
          console.log(
            `  run ${round} of ${runs}, ${ENGINE_NAMES[name]}: first card ${Math.round(result.firstCard)} ms, offline text ${Math.round(result.offline)} ms (a poll ${Math.round(result.poll)} ms); load ${load()}`,
          )
        } catch (error) {
          failures.set(name, error instanceof Error ? error.message : String(error))
        }
      }
    }
  } finally {
    for (const engine of engines.values()) await engine.close().catch(() => {})
    await server.stop()
    fs.rmSync(server.dataDir, { recursive: true, force: true })
  }
  return rowsOf(results, failures, runs, `load average ${loadBefore}→${load()}`)
}

function rowsOf(
  results: Map<EngineName, EngineRun[]>,
  failures: Map<EngineName, string>,
  runs: number,
  loadAverage: string,
): Row[] {
  const figures = {
    firstCard: 'first visit to / (demo), until loaded with a story card in the page',
    offline: 'offline launch of /read/{id} never opened, until loaded with its text shown',
  } as const
  const of = (name: EngineName, key: keyof EngineRun) => median(results.get(name)!.map((r) => r[key]))
  const each = (name: EngineName, key: keyof EngineRun) =>
    results
      .get(name)!
      .map((r) => Math.round(r[key]))
      .join(', ')
  const how = `Median of ${runs} runs per engine, the engines taking turns, each a fresh profile at 390×844 on the same server (the demo universe and one story added, never opened). Timed by the bench's clock, from asking for the load (each engine's driver waits for the load event) until a poll every ${POLL_MS} ms sees it; WebKitGTK's page clock starts after the answer has begun to arrive, so no page clock serves all three`
  const notes = {
    firstCard: (name: EngineName) =>
      `The server draws the first screen with its cards, so they are in the page once its HTML is parsed; by the page's own clock, where sound, that was at ${Math.round(of('chromium', 'parsed'))} ms in Chromium${name === 'firefox' ? ` and ${Math.round(of('firefox', 'parsed'))} ms in Firefox` : ''} (median)`,
    offline: () =>
      "After that first visit the service worker controls the page and every story's text is on the device; the server is then stopped (nothing answers) and the story's address loaded in the same tab",
  }
  const rows: Row[] = []
  for (const name of ENGINES.filter((engine) => engine !== 'chromium')) {
    for (const key of ['firstCard', 'offline'] as const) {
      const rowName = `${ENGINE_NAMES[name]} vs Chromium: ${figures[key]}`
      const failure = failures.get(name) ?? failures.get('chromium')
      if (failure !== undefined || results.get(name)!.length < runs) {
        rows.push({ name: rowName, reason: `failed: ${failure ?? 'too few runs'}` })
        continue
      }
      const chromium = of('chromium', key)
      const chromiumGoal =
        key === 'offline'
          ? `, ${chromium <= OFFLINE_GOAL_MS ? 'within' : 'over'} the same ${OFFLINE_GOAL_MS} ms goal`
          : ''
      rows.push({
        name: rowName,
        unit: 'ms',
        ours: of(name, key),
        baseline: chromium,
        goals: key === 'offline' ? [oursAtMost(OFFLINE_GOAL_MS, 'ms')] : [],
        why: `the same figure in Chromium in the same run (${Math.round(chromium)} ms${chromiumGoal}); engine against engine, so no goal on the ratio, as PostgreSQL's against SQLite's. ${how}. ${notes[key](name)}. Each run (ms): ${ENGINE_NAMES[name]} ${each(name, key)}; Chromium ${each('chromium', key)}. One poll's round trip, median: ${ENGINE_NAMES[name]} ${Math.round(of(name, 'poll'))} ms, Chromium ${Math.round(of('chromium', 'poll'))} ms. ${loadAverage}.`,
      })
    }
  }
  return rows
}
