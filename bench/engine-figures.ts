// Issue 15: the story list, sync and search on PostgreSQL beside SQLite, on the same 10,000
// stories; each ratio is PostgreSQL's figure over SQLite's. The query functions are timed in this
// process, engine against engine; two routes are then loaded over HTTP, each engine behind the
// same server code in its own process, to show what a client sees.
import type { Db } from '../db/server/connect.ts'
import { listStories } from '../db/server/story-queries.ts'
import { deepestSyncSince, SYNC_PAGE } from './api-figures.ts'
import { pullEverything, time } from './in-process.ts'
import { load } from './load.ts'
import type { Figure } from './report.ts'
import { COMMON_WORD, RARE_WORD } from './seed.ts'

const QUERY_RUNS = 200
const ENGINES =
  "SQLite is a file (WAL, synchronous FULL); PostgreSQL 15 runs on loopback with a pool of 10. Reads only, so a throwaway cluster's fsync=off does not favour it."

/** The query functions the routes call, timed on each engine in turn (no HTTP, no answer cache). */
export async function engineQueryFigures(sqlite: Db, postgres: Db): Promise<Figure[]> {
  const queries: [string, number, (db: Db) => Promise<unknown>][] = [
    ['the first story page (listStories)', QUERY_RUNS, (db) => listStories(db, {})],
    [`search a rare word ("${RARE_WORD}", 1 match)`, QUERY_RUNS, (db) => listStories(db, { search: RARE_WORD })],
    [
      `search a common word ("${COMMON_WORD}", in every story)`,
      QUERY_RUNS,
      (db) => listStories(db, { search: COMMON_WORD }),
    ],
    ['full sync pull (pages of 200)', 3, pullEverything],
  ]
  const figures: Figure[] = []
  for (const [name, runs, query] of queries) {
    figures.push({
      name: `PostgreSQL vs SQLite: ${name}`,
      unit: 'ms',
      goals: [],
      ours: await time(runs, () => query(postgres)),
      baseline: await time(runs, () => query(sqlite)),
      why: `the same query function on the same stories in this process, mean of ${runs} runs after one to warm up. ${ENGINES}`,
    })
  }
  return figures
}

export interface EngineOrigins {
  sqlite: string
  postgres: string
}

async function routeFigure(
  name: string,
  path: (origin: string) => Promise<string>,
  origins: EngineOrigins,
  note: string,
): Promise<Figure> {
  const sqlite = await load(origins.sqlite + (await path(origins.sqlite)))
  const postgres = await load(origins.postgres + (await path(origins.postgres)))
  return {
    name: `PostgreSQL vs SQLite over HTTP: ${name}`,
    unit: 'req/s',
    ours: postgres.requestsPerSecond,
    baseline: sqlite.requestsPerSecond,
    goals: [],
    why: `the same server code in its own process on each engine, loaded by the same client one after the other; p99 ${postgres.p99Ms} ms on PostgreSQL against ${sqlite.p99Ms} ms. ${note} ${ENGINES}`,
  }
}

/** The first story page (an answer kept until the change log moves) and the deepest sync page. */
export async function engineRouteFigures(origins: EngineOrigins): Promise<Figure[]> {
  return [
    await routeFigure(
      'GET /api/stories (first page)',
      async () => '/api/stories',
      origins,
      'List and search answers are kept per address until the change log moves, so each request costs one read of the newest change.',
    ),
    await routeFigure(
      `deepest /api/sync page of ${SYNC_PAGE}`,
      async (origin) => `/api/sync?since=${(await deepestSyncSince(origin)).since}&limit=${SYNC_PAGE}`,
      origins,
      'Every sync page is read from the database.',
    ),
  ]
}
