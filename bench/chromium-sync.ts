// P6 at full speed and with the CPU 4× slower (and P8, chromium-search.ts, and the phone figures of
// chromium-first-visit.ts, in the same browser): a first visit in Chromium until the app has synced every story into IndexedDB, against the
// bare minimum in the same browser: fetching the same /api/sync pages and writing their stories
// into a scratch IndexedDB store shaped like the app's (same key and indexes), one transaction per page.
import fs from 'node:fs'
import { chromium, type Browser } from '@playwright/test'
import { ratioAtMost, type Row } from './report.ts'
import { chromiumSearchFigure } from './chromium-search.ts'
import { firstVisitFigures } from './chromium-first-visit.ts'
import { STORY_COUNT } from './seed.ts'
import { SYNC_PAGE_MAX as PULL_PAGE_SIZE } from '../db/schema/limits.ts'

const CHROMIUM = '/usr/bin/chromium'
const ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const APP_DATABASE = 'infinaeon-hub'
const POLL_MS = 100
/** Keeps the whole bench within a few minutes while the first sync is slow. */
const TIME_LIMIT_MS = 90_000

/** Functions sent to the page are compiled by tsx, which wraps named ones in __name (https://github.com/privatenumber/tsx/issues/113). */
const NAME_HELPER = 'globalThis.__name = (fn) => fn'

/** A fresh context's page; `cpuSlowdown` > 1 slows its thread as DevTools does (a phone's CPU). */
async function newPage(browser: Browser, cpuSlowdown = 1) {
  const context = await browser.newContext()
  await context.addInitScript(NAME_HELPER)
  const page = await context.newPage()
  if (cpuSlowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
  return { context, page }
}

/**
 * Milliseconds from navigation until the app's database holds every story and a finished pull;
 * at the time limit, the time so far and how many stories had arrived.
 */
async function appFirstSync(browser: Browser, origin: string, cpuSlowdown: number): Promise<{ ms: number; stories: number; isDone: boolean }> {
  const { context, page } = await newPage(browser, cpuSlowdown)
  try {
    const start = performance.now()
    await page.goto(origin)
    for (;;) {
      const { stories, hasPulled } = await page.evaluate(async (name) => {
        if (!(await indexedDB.databases()).some((d) => d.name === name)) return { stories: 0, hasPulled: false }
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(name)
          open.onsuccess = () => resolve(open.result)
          open.onerror = () => reject(open.error)
        })
        try {
          if (!db.objectStoreNames.contains('stories')) return { stories: 0, hasPulled: false }
          const tx = db.transaction(['stories', 'syncState'])
          const count = tx.objectStore('stories').count()
          const pulled = tx.objectStore('syncState').get('lastPulledAt')
          await new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error) })
          return { stories: count.result, hasPulled: pulled.result !== undefined }
        } finally {
          db.close()
        }
      }, APP_DATABASE)
      const ms = performance.now() - start
      if (stories >= STORY_COUNT && hasPulled) return { ms, stories, isDone: true }
      if (ms > TIME_LIMIT_MS && stories === 0) throw new Error(`the app synced no story in ${TIME_LIMIT_MS / 1000} s: did it load?`)
      if (ms > TIME_LIMIT_MS) return { ms, stories, isDone: false }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
  } finally {
    await context.close()
  }
}

/** Milliseconds to fetch every sync page and write its stories, in a page of the same origin that runs no app. */
async function rawFetchAndWrite(browser: Browser, origin: string, cpuSlowdown: number): Promise<number> {
  const { context, page } = await newPage(browser, cpuSlowdown)
  try {
    await page.goto(`${origin}/api/push/public-key`)
    return await page.evaluate(async (pageSize) => {
      const start = performance.now()
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('bench-scratch', 1)
        open.onupgradeneeded = () => {
          const stories = open.result.createObjectStore('stories', { keyPath: 'id' })
          // The app's indexes (db/local/db.ts, version 2); its derived keys are left out of these rows.
          for (const index of ['createdAt', 'category', 'seriesId', 'featuredAt', 'titleKey', 'shelf', 'shelfEpisode']) stories.createIndex(index, index)
          stories.createIndex('[category+createdAt]', ['category', 'createdAt'])
          stories.createIndex('[id+updatedAt]', ['id', 'updatedAt'])
        }
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      for (let since = '0'; ;) {
        const syncPage = await (await fetch(`/api/sync?since=${since}&limit=${pageSize}`)).json() as { cursor: string; hasMore: boolean; changes: Array<{ type: string; op: string; data?: unknown }> }
        const tx = db.transaction('stories', 'readwrite')
        for (const change of syncPage.changes) if (change.type === 'story' && change.op === 'put') tx.objectStore('stories').put(change.data)
        await new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error) })
        since = syncPage.cursor
        if (!syncPage.hasMore) break
      }
      db.close()
      return performance.now() - start
    }, PULL_PAGE_SIZE)
  } finally {
    await context.close()
  }
}

const P6 = `P6 first sync of ${STORY_COUNT.toLocaleString('en')} stories in Chromium vs raw fetch + IndexedDB writes`

/** P6, then P8 in the same browser (searching needs the synced app). */
export async function chromiumFigures(origin: string, hasApp: boolean): Promise<Row[]> {
  if (!fs.existsSync(CHROMIUM)) return [{ name: P6, reason: `${CHROMIUM} is missing (the bench never downloads browsers).` }]
  if (!hasApp) return [{ name: P6, reason: 'dist/ is missing (run npm run build): the bench does not build.' }]
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS })
  try {
    return [
      await syncFigure(browser, origin, 1), await syncFigure(browser, origin, 4),
      ...await firstVisitFigures(browser, origin, NAME_HELPER),
      await chromiumSearchFigure(browser, origin, NAME_HELPER),
    ]
  } finally {
    await browser.close()
  }
}

async function syncFigure(browser: Browser, origin: string, cpuSlowdown: number): Promise<Row> {
  const baseline = await rawFetchAndWrite(browser, origin, cpuSlowdown)
  const ours = await appFirstSync(browser, origin, cpuSlowdown)
  const stopped = ours.isDone ? '' : ` Stopped at the ${TIME_LIMIT_MS / 1000} s limit with ${ours.stories.toLocaleString('en')} stories synced, so ours is a lower bound.`
  return {
    name: cpuSlowdown > 1 ? `${P6}, CPU ${cpuSlowdown}× slower` : P6, unit: 'ms', goals: [ratioAtMost(1.3)], ours: ours.ms, baseline, isLowerBound: !ours.isDone,
    why: `the same pages as the app pulls (${PULL_PAGE_SIZE} changes each) from the same server into a store with the app's key and indexes, one transaction per page, in a fresh context of the same browser: the least a first sync must do. Ours also loads and starts the app (navigation until ${APP_DATABASE} holds every story and lastPulledAt, polled every ${POLL_MS} ms).${stopped}`,
  }
}
