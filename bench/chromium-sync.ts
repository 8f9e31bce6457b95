// P6 at full speed and with the CPU 4× slower (and P8, chromium-search.ts, and the phone figures of
// chromium-first-visit.ts): a first visit in Chromium until the app has synced every story into IndexedDB, against the
// bare minimum in the same Chromium: fetching the same /api/sync pages and writing their stories
// into a scratch IndexedDB store shaped like the app's (same key and indexes), one transaction per page.
// Each side runs in a fresh profile of its own (chromium-profile.ts).
import fs from 'node:fs'
import type { BrowserContext, Page } from '@playwright/test'
import { median, ratioAtMost, type Row } from './report.ts'
import { chromiumSearchFigure } from './chromium-search.ts'
import { firstVisitFigures } from './chromium-first-visit.ts'
import { CHROMIUM, firstPage, freshProfile } from './chromium-profile.ts'
import { STORY_COUNT } from './seed.ts'
import { SYNC_PAGE_MAX as PULL_PAGE_SIZE } from '../db/schema/limits.ts'

const APP_DATABASE = 'infinaeon-hub'
/** Often enough that the poll adds little to ours; it reads one key, not the stories. */
const POLL_MS = 20
/** Keeps the whole bench within a few minutes while the first sync is slow. */
const TIME_LIMIT_MS = 90_000

/** A fresh profile's page; `cpuSlowdown` > 1 slows its thread as DevTools does (a phone's CPU). */
async function slowedPage(context: BrowserContext, cpuSlowdown: number) {
  const page = await firstPage(context)
  if (cpuSlowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
  return page
}

/**
 * Milliseconds from navigation until the app's database holds a finished pull (lastPulledAt, written
 * in the same transaction as the last page), checked then to hold every story; at the time limit,
 * the time so far and how many stories had arrived.
 */
async function appFirstSync(origin: string, cpuSlowdown: number): Promise<{ ms: number; stories: number; isDone: boolean }> {
  const { context, close } = await freshProfile()
  try {
    const page = await slowedPage(context, cpuSlowdown)
    const start = performance.now()
    await page.goto(origin)
    for (;;) {
      const hasPulled = await page.evaluate(async (name) => {
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
          await new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error) })
          return pulled.result !== undefined
        } finally {
          db.close()
        }
      }, APP_DATABASE)
      const ms = performance.now() - start
      if (hasPulled) {
        const stories = await storyCount(page)
        if (stories < STORY_COUNT) throw new Error(`the app finished its pull with ${stories} of ${STORY_COUNT} stories`)
        return { ms, stories, isDone: true }
      }
      if (ms > TIME_LIMIT_MS) {
        const stories = await storyCount(page).catch(() => 0)
        if (stories === 0) throw new Error(`the app synced no story in ${TIME_LIMIT_MS / 1000} s: did it load?`)
        return { ms, stories, isDone: false }
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
  } finally {
    await close()
  }
}

/** Stories in the app's database. */
function storyCount(page: Page): Promise<number> {
  return page.evaluate((name) => new Promise<number>((resolve, reject) => {
    const open = indexedDB.open(name)
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const count = open.result.transaction('stories').objectStore('stories').count()
      count.onsuccess = () => { resolve(count.result); open.result.close() }
      count.onerror = () => reject(count.error)
    }
  }), APP_DATABASE)
}

/** Milliseconds to fetch every sync page and write its stories, in a page of the same origin that runs no app. */
async function rawFetchAndWrite(origin: string, cpuSlowdown: number): Promise<number> {
  const { context, close } = await freshProfile()
  try {
    const page = await slowedPage(context, cpuSlowdown)
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
    await close()
  }
}

const P6 = `P6 first sync of ${STORY_COUNT.toLocaleString('en')} stories in Chromium vs raw fetch + IndexedDB writes`

/** P6, the phone figures, then P8. */
export async function chromiumFigures(origin: string, hasApp: boolean): Promise<Row[]> {
  if (!fs.existsSync(CHROMIUM)) return [{ name: P6, reason: `${CHROMIUM} is missing (the bench never downloads browsers).` }]
  if (!hasApp) return [{ name: P6, reason: 'dist/ is missing (run npm run build): the bench does not build.' }]
  return [
    await syncFigure(origin, 1), await syncFigure(origin, 4),
    ...await firstVisitFigures(origin),
    await chromiumSearchFigure(origin),
  ]
}

const RUNS = 3

/** Medians of three runs, each side's in turn, so a busy moment of the machine falls on both. */
async function syncFigure(origin: string, cpuSlowdown: number): Promise<Row> {
  const baselines: number[] = []
  const runs: Array<Awaited<ReturnType<typeof appFirstSync>>> = []
  for (let run = 0; run < RUNS; run++) {
    baselines.push(await rawFetchAndWrite(origin, cpuSlowdown))
    runs.push(await appFirstSync(origin, cpuSlowdown))
  }
  const baseline = median(baselines)
  const ours = { ms: median(runs.map((r) => r.ms)), stories: Math.min(...runs.map((r) => r.stories)), isDone: runs.every((r) => r.isDone) }
  const stopped = ours.isDone ? '' : ` Stopped at the ${TIME_LIMIT_MS / 1000} s limit with ${ours.stories.toLocaleString('en')} stories synced, so ours is a lower bound.`
  return {
    name: cpuSlowdown > 1 ? `${P6}, CPU ${cpuSlowdown}× slower` : P6, unit: 'ms', goals: [ratioAtMost(1.3)], ours: ours.ms, baseline, isLowerBound: !ours.isDone,
    why: `medians of ${RUNS} runs. The same pages as the app pulls (${PULL_PAGE_SIZE} changes each) from the same server into a store with the app's key and indexes, one transaction per page, in a fresh on-disk profile of the same Chromium: the least a first sync must do. Ours also loads and starts the app, in a fresh profile too (navigation until ${APP_DATABASE} holds lastPulledAt, polled every ${POLL_MS} ms, and every story).${stopped}`,
  }
}
