// P1 and P2: the story list, sync pages and search over HTTP against the real server, each held
// against the cheapest JSON route measured the same way, on the same server, in the same run.
import { COMMON_WORD, RARE_WORD } from './seed.ts'
import { load, type Load } from './load.ts'
import { attempt, oursAtMost, ratioAtLeast, type Figure, type Row } from './report.ts'

/**
 * No database read and a constant body of a few dozen bytes (under the compression threshold):
 * what remains is the cost every route pays (Fastify, our hooks, security headers, JSON).
 */
const CHEAPEST_ROUTE = '/api/push/public-key'
/** As a browser asks, so compressing a large answer counts against it. */
export const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip, deflate' }
export const SYNC_PAGE = 200

/** How many stories an answer holds (a JSON array, or the first array in an object), in words. */
async function countStories(url: string): Promise<string> {
  const body: unknown = await (await fetch(url)).json()
  const list = Array.isArray(body) ? body : Object.values(body as object).find(Array.isArray)
  const count = (list as unknown[] | undefined)?.length ?? 0
  return count === 1 ? '1 story' : `${count} stories`
}

/** The `since` of the last full sync page, found by walking every page once. */
export async function deepestSyncSince(origin: string): Promise<{ since: number; pages: number }> {
  let since = 0
  let deepest = 0
  for (let pages = 1; ; pages++) {
    const page = (await (await fetch(`${origin}/api/sync?since=${since}&limit=${SYNC_PAGE}`)).json()) as {
      cursor: string
      hasMore: boolean
      changes: unknown[]
    }
    if (page.changes.length === SYNC_PAGE) deepest = since
    if (!page.hasMore) return { since: deepest, pages }
    since = Number(page.cursor)
  }
}

const WHY_CHEAPEST = `the cheapest JSON route (${CHEAPEST_ROUTE}: no database read, a constant body too small to compress), loaded the same way on the same server in the same run, so only the route's own work differs.`

async function storyListFigures(origin: string, cheapest: Load): Promise<Figure[]> {
  const url = `${origin}/api/stories`
  const list = await load(url, BROWSER_HEADERS)
  const why = `${WHY_CHEAPEST} The first page answered ${await countStories(url)}; requests carry a browser's Accept-Encoding.`
  return [
    {
      name: 'P1 GET /api/stories (first page) vs cheapest route',
      unit: 'req/s',
      ours: list.requestsPerSecond,
      baseline: cheapest.requestsPerSecond,
      goals: [ratioAtLeast(0.3)],
      why,
    },
    {
      name: 'P1 GET /api/stories (first page) p99 vs cheapest route p99',
      unit: 'ms',
      ours: list.p99Ms,
      baseline: cheapest.p99Ms,
      goals: [oursAtMost(50, 'ms')],
      why,
    },
  ]
}

async function syncPageFigure(origin: string): Promise<Figure> {
  const { since, pages } = await deepestSyncSince(origin)
  const deepest = await load(`${origin}/api/sync?since=${since}&limit=${SYNC_PAGE}`)
  const first = await load(`${origin}/api/sync?limit=${SYNC_PAGE}`)
  return {
    name: `P2 deepest /api/sync page (since=${since}) vs the first page`,
    unit: 'req/s',
    ours: deepest.requestsPerSecond,
    baseline: first.requestsPerSecond,
    goals: [ratioAtLeast(0.9)],
    why: `both pages carry ${SYNC_PAGE} changes of the same kind of row (the deepest full one of ${pages} pages), so only the depth differs: keyset paging should not slow down with it.`,
  }
}

async function searchFigures(origin: string, cheapest: Load): Promise<Figure[]> {
  const figures: Figure[] = []
  for (const [label, word] of [
    ['rare word', RARE_WORD],
    ['common word', COMMON_WORD],
  ] as const) {
    const url = `${origin}/api/stories?search=${word}`
    const search = await load(url, BROWSER_HEADERS)
    figures.push({
      name: `P2 search a ${label} ("${word}") p99 vs cheapest route p99`,
      unit: 'ms',
      ours: search.p99Ms,
      baseline: cheapest.p99Ms,
      goals: [oursAtMost(20, 'ms')],
      why: `${WHY_CHEAPEST} It answered ${await countStories(url)} (the word is in ${label === 'rare word' ? 'one story' : 'every story'}); at ${Math.round(search.requestsPerSecond)} req/s vs ${Math.round(cheapest.requestsPerSecond)}.`,
    })
  }
  return figures
}

export async function apiFigures(origin: string): Promise<Row[]> {
  const cheapest = await load(origin + CHEAPEST_ROUTE)
  return [
    ...(await attempt('P1 GET /api/stories (first page)', () => storyListFigures(origin, cheapest))),
    ...(await attempt('P2 deepest /api/sync page', () => syncPageFigure(origin))),
    ...(await attempt('P2 search', () => searchFigures(origin, cheapest))),
  ]
}
