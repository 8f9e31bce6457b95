// P6 at full speed and with the CPU 4× slower (and P8, chromium-search.ts, and the phone figures of
// chromium-first-visit.ts): the app's first sync in Chromium, from its first /api/sync request until
// every story is in IndexedDB, against the bare minimum in the same Chromium: a worker fetching the
// same /api/sync pages and writing their stories into a scratch IndexedDB store shaped like the
// app's (same key and indexes), one transaction per page, timed the same way. The app's start before its
// first request is the first-visit figures' to judge; it is reported beside P6 all the same. Each
// side runs in a fresh profile of its own at a phone's size (chromium-profile.ts).
import fs from 'node:fs'
import type { BrowserContext, Page } from '@playwright/test'
import { median, ratioAtMost, type Row } from './report.ts'
import { chromiumSearchFigure } from './chromium-search.ts'
import { firstVisitFigures } from './chromium-first-visit.ts'
import { CHROMIUM, firstPage, freshProfile, PHONE } from './chromium-profile.ts'
import { STORY_COUNT } from './seed.ts'
import { SYNC_PAGE_MAX as PULL_PAGE_SIZE } from '../contract/limits.ts'

const APP_DATABASE = 'infinaeon-hub'
/** Often enough that the poll adds little to ours; it reads one key, not the stories. */
const POLL_MS = 20
/** Keeps the whole bench within a few minutes while the first sync is slow. */
const TIME_LIMIT_MS = 90_000

/**
 * A fresh profile's page; `cpuSlowdown` > 1 slows its thread as DevTools does (a phone's CPU).
 * Chromium slows only the page's thread: asked for a worker, it answers "only supported for pages".
 */
async function slowedPage(context: BrowserContext, cpuSlowdown: number) {
  const page = await firstPage(context)
  if (cpuSlowdown > 1)
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
  return page
}

/** When the page (or one of its workers) first asks for /api/sync, on this process's clock. */
function firstSyncRequest(page: Page): () => number {
  let at: number | undefined
  page.on('request', (request) => {
    if (at === undefined && new URL(request.url()).pathname === '/api/sync') at = performance.now()
  })
  return () => {
    if (at === undefined) throw new Error('the page never asked for /api/sync')
    return at
  }
}

interface SyncTime {
  /** From the first /api/sync request until every story is stored. */
  ms: number
  /** From navigation until every story is stored. */
  fromNavigation: number
}

/**
 * Until the app's database holds a finished pull (lastPulledAt, written in the same transaction as
 * the last page), checked then to hold every story; at the time limit, the time so far and how
 * many stories had arrived.
 */
async function appFirstSync(
  origin: string,
  cpuSlowdown: number,
): Promise<SyncTime & { stories: number; isDone: boolean }> {
  const { context, close } = await freshProfile(PHONE)
  try {
    const page = await slowedPage(context, cpuSlowdown)
    const syncStart = firstSyncRequest(page)
    // Watched from a page of the same origin that runs no app and is never slowed: a read from
    // the slowed page would hold the database longer, and the data worker's writes wait for it.
    const monitor = await context.newPage()
    await monitor.goto(`${origin}/api/push/public-key`)
    const start = performance.now()
    await page.goto(origin)
    for (;;) {
      const hasPulled = await monitor.evaluate(async (name) => {
        if (!(await indexedDB.databases()).some((d) => d.name === name)) return false
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(name)
          open.onsuccess = () => resolve(open.result)
          open.onerror = () => reject(open.error)
        })
        try {
          if (!db.objectStoreNames.contains('syncState')) return false
          const tx = db.transaction('syncState')
          const pulled = tx.objectStore('syncState').get('lastPulledAt')
          await new Promise((resolve, reject) => {
            tx.oncomplete = resolve
            tx.onerror = () => reject(tx.error)
          })
          return pulled.result !== undefined
        } finally {
          db.close()
        }
      }, APP_DATABASE)
      const end = performance.now()
      const times = () => ({ ms: end - syncStart(), fromNavigation: end - start })
      if (hasPulled) {
        const stories = await storyCount(monitor)
        if (stories < STORY_COUNT)
          throw new Error(`the app finished its pull with ${stories} of ${STORY_COUNT} stories`)
        return { ...times(), stories, isDone: true }
      }
      if (end - start > TIME_LIMIT_MS) {
        const stories = await storyCount(monitor).catch(() => 0)
        if (stories === 0) throw new Error(`the app synced no story in ${TIME_LIMIT_MS / 1000} s: did it load?`)
        return { ...times(), stories, isDone: false }
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
  } finally {
    await close()
  }
}

/** Stories in the app's database. */
function storyCount(page: Page): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const count = open.result.transaction('stories').objectStore('stories').count()
          count.onsuccess = () => {
            resolve(count.result)
            open.result.close()
          }
          count.onerror = () => reject(count.error)
        }
      }),
    APP_DATABASE,
  )
}

/**
 * The least a first sync must do: every sync page fetched and its stories written into a store
 * with the app's key and indexes, one transaction per page. Runs in a worker, as the app's sync
 * does, so the CPU slowdown (the page's thread only) meets both alike.
 */
async function fetchAndWrite(origin: string, pageSize: number): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('bench-scratch', 1)
    open.onupgradeneeded = () => {
      const stories = open.result.createObjectStore('stories', { keyPath: 'id' })
      // The app's indexes (db/local/db.ts, version 2); its derived keys are left out of these rows.
      for (const index of ['createdAt', 'category', 'seriesId', 'featuredAt', 'titleKey', 'shelf', 'shelfEpisode'])
        stories.createIndex(index, index)
      stories.createIndex('[category+createdAt]', ['category', 'createdAt'])
      stories.createIndex('[id+updatedAt]', ['id', 'updatedAt'])
    }
    open.onsuccess = () => resolve(open.result)
    open.onerror = () => reject(open.error)
  })
  for (let since = '0'; ;) {
    const syncPage = (await (await fetch(`${origin}/api/sync?since=${since}&limit=${pageSize}`)).json()) as {
      cursor: string
      hasMore: boolean
      changes: Array<{ type: string; op: string; data?: unknown }>
    }
    const tx = db.transaction('stories', 'readwrite')
    for (const change of syncPage.changes)
      if (change.type === 'story' && change.op === 'put') tx.objectStore('stories').put(change.data)
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve
      tx.onerror = () => reject(tx.error)
    })
    since = syncPage.cursor
    if (!syncPage.hasMore) break
  }
  db.close()
}

/** fetchAndWrite in a worker of a page of the same origin that runs no app. */
async function rawFetchAndWrite(origin: string, cpuSlowdown: number): Promise<SyncTime> {
  // The server's Content-Security-Policy allows no worker from a blob: address.
  const { context, close } = await freshProfile({ ...PHONE, bypassCSP: true })
  try {
    const page = await slowedPage(context, cpuSlowdown)
    const syncStart = firstSyncRequest(page)
    const start = performance.now()
    await page.goto(`${origin}/api/push/public-key`)
    // The function's text as compiled here; tsx may wrap named functions in __name.
    const source = `self.__name = (fn) => fn; (${fetchAndWrite.toString()})(${JSON.stringify(origin)}, ${PULL_PAGE_SIZE}).then(() => postMessage('done'), (error) => postMessage(String(error)))`
    const answer = await page.evaluate(
      (code) =>
        new Promise<string>((resolve) => {
          const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })))
          worker.onmessage = (event: MessageEvent<string>) => resolve(event.data)
          worker.onerror = (event) => resolve(event.message)
        }),
      source,
    )
    const end = performance.now()
    if (answer !== 'done') throw new Error(`the bare fetch-and-write failed: ${answer}`)
    return { ms: end - syncStart(), fromNavigation: end - start }
  } finally {
    await close()
  }
}

const P6 = `P6 first sync of ${STORY_COUNT.toLocaleString('en')} stories in Chromium vs raw fetch + IndexedDB writes`

/** P6, the phone figures, then P8. */
export async function chromiumFigures(origin: string, hasApp: boolean): Promise<Row[]> {
  if (!fs.existsSync(CHROMIUM))
    return [{ name: P6, reason: `${CHROMIUM} is missing (the bench never downloads browsers).` }]
  if (!hasApp) return [{ name: P6, reason: 'dist/ is missing (run npm run build): the bench does not build.' }]
  return [
    await syncFigure(origin, 1),
    await syncFigure(origin, 4),
    ...(await firstVisitFigures(origin)),
    await chromiumSearchFigure(origin),
  ]
}

const RUNS = 3

/** Medians of three runs, each side's in turn, so a busy moment of the machine falls on both. */
async function syncFigure(origin: string, cpuSlowdown: number): Promise<Row> {
  const baselines: SyncTime[] = []
  const runs: Array<Awaited<ReturnType<typeof appFirstSync>>> = []
  for (let run = 0; run < RUNS; run++) {
    baselines.push(await rawFetchAndWrite(origin, cpuSlowdown))
    runs.push(await appFirstSync(origin, cpuSlowdown))
  }
  const baseline = median(baselines.map((b) => b.ms))
  const fromNavigation = {
    ours: median(runs.map((r) => r.fromNavigation)),
    baseline: median(baselines.map((b) => b.fromNavigation)),
  }
  const ours = {
    ms: median(runs.map((r) => r.ms)),
    stories: Math.min(...runs.map((r) => r.stories)),
    isDone: runs.every((r) => r.isDone),
  }
  const stopped = ours.isDone
    ? ''
    : ` Stopped at the ${TIME_LIMIT_MS / 1000} s limit with ${ours.stories.toLocaleString('en')} stories synced, so ours is a lower bound.`
  return {
    name: cpuSlowdown > 1 ? `${P6}, CPU ${cpuSlowdown}× slower` : P6,
    unit: 'ms',
    goals: [ratioAtMost(1.3)],
    ours: ours.ms,
    baseline,
    isLowerBound: !ours.isDone,
    why: `medians of ${RUNS} runs, each from its first /api/sync request until every story is stored. The same pages as the app pulls (${PULL_PAGE_SIZE} changes each) from the same server into a store with the app's key and indexes, one transaction per page, in a fresh on-disk profile of the same Chromium at a phone's size: the least a first sync must do, in a worker as the app's is. Ours until ${APP_DATABASE} holds lastPulledAt (polled every ${POLL_MS} ms from a page that is not slowed), then every story counted. From navigation, which adds the app's start: ours ${Math.round(fromNavigation.ours)} ms, the bare page ${Math.round(fromNavigation.baseline)} ms. Chromium slows only the page's thread, not a worker's: at CPU 4× both sides' writes run at full speed, and what the slowdown adds to ours is its page's part.${stopped}`,
  }
}
