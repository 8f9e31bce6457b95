// Issue 59, "Follow": a publish to 10,000 subscriptions of which 1,000 follow the series, against a
// publish to 1,000 subscriptions that all want everything. Both send 1,000 messages; the fan-out
// picks its subscriptions in its own INSERT … SELECT (db/server/push-jobs.ts), so the 9,000 that
// follow other series should cost next to nothing. Two servers in their own processes (one data
// folder each, no stories), the fake push service of the tests in its own, rounds alternating.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { connect } from '../db/server/connect.ts'
import { upsertPushSubscription } from '../db/server/push-subscriptions.ts'
import type { FollowChoice } from '../db/server/push-follows.ts'
import { MAIN_SERIES_ID } from '../contract/season-choice.ts'
import { STANDALONE_TARGET } from '../contract/limits.ts'
import type { FakeSubscription } from '../api/testing/fake-push-service.ts'
import type { BenchPushService } from './push-service.ts'
import { median, ratioAtMost, type Figure } from './report.ts'
import { BENCH_ADMIN_PASSWORD, startServer } from './server.ts'

const SUBSCRIBERS = 10_000
const FOLLOWERS = 1_000
const ROUNDS = 3
/** The other series the 9,000 follow, three each (and some the standalone stories too). */
const OTHER_SERIES = 50
const DATABASE_FILE = 'infinaeon.db'

const count = (n: number) => n.toLocaleString('en')

/** Writes the subscriptions straight into the server's database, as bench/push-figures.ts does. */
async function subscribe(
  dataDir: string,
  subscriptions: FakeSubscription[],
  choiceOf: (index: number) => FollowChoice,
): Promise<void> {
  const db = await connect(path.join(dataDir, DATABASE_FILE))
  try {
    await db.transaction().execute(async (trx) => {
      for (const [i, s] of subscriptions.entries())
        await upsertPushSubscription(trx, { ...s, userId: 'bench', userAgent: 'bench' }, choiceOf(i))
    })
  } finally {
    await db.destroy()
  }
}

async function jobCount(dataDir: string): Promise<number> {
  const db = await connect(path.join(dataDir, DATABASE_FILE))
  try {
    const row = await db
      .selectFrom('push_jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  } finally {
    await db.destroy()
  }
}

/** An episode of the main series, published by the admin with its push. */
async function publishEpisode(origin: string, episode: number): Promise<void> {
  const response = await fetch(`${origin}/api/stories`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-password': BENCH_ADMIN_PASSWORD },
    body: JSON.stringify({
      id: randomUUID(),
      title: `Episode ${episode}`,
      content: 'A new episode for the bench.',
      category: 'series',
      seriesId: MAIN_SERIES_ID,
      seasonNumber: '1',
      episodeNumber: String(episode),
      silent: false,
    }),
  })
  if (!response.ok) throw new Error(`publishing answered ${response.status}: ${await response.text()}`)
}

const loadAverage = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')

interface Sides {
  baseline: { origin: string; dataDir: string }
  measured: { origin: string; dataDir: string }
}

async function measure(push: BenchPushService, sides: Sides, loadBefore: string): Promise<Figure> {
  const others = Array.from({ length: OTHER_SERIES }, () => randomUUID())
  await subscribe(sides.baseline.dataDir, await push.subscribe(FOLLOWERS), () => ({}))
  // The first 1,000 follow the series (and two others); the 9,000 others, three other series each,
  // and every fourth of them the standalone stories too.
  await subscribe(sides.measured.dataDir, await push.subscribe(SUBSCRIBERS), (i) => {
    const pick = (n: number) => others[(i * 3 + n) % OTHER_SERIES]!
    if (i < FOLLOWERS) return { wants: 'followed', follows: [MAIN_SERIES_ID, pick(0), pick(1)] }
    return { wants: 'followed', follows: [pick(0), pick(1), pick(2), ...(i % 4 === 0 ? [STANDALONE_TARGET] : [])] }
  })

  let delivered = 0
  const timeFanOut = async (origin: string, episode: number) => {
    const start = performance.now()
    await publishEpisode(origin, episode)
    delivered += FOLLOWERS
    const { failed } = await push.delivered(delivered)
    if (failed > 0) throw new Error(`${failed} of the pushes were refused by the push service`)
    return performance.now() - start
  }
  // One publish each first, untimed: the first fan-out of a process also compiles its code.
  await timeFanOut(sides.baseline.origin, ROUNDS + 1)
  await timeFanOut(sides.measured.origin, ROUNDS + 1)
  const times = { baseline: [] as number[], measured: [] as number[] }
  for (let round = 1; round <= ROUNDS; round++) {
    // Each side goes first in turn, so neither always follows the other's work.
    const order = round % 2 === 1 ? (['baseline', 'measured'] as const) : (['measured', 'baseline'] as const)
    for (const side of order) times[side].push(await timeFanOut(sides[side].origin, round))
  }
  // Every publish queued 1,000 jobs on each side: the 9,000 others got none.
  const published = (ROUNDS + 1) * FOLLOWERS
  const jobs = [await jobCount(sides.baseline.dataDir), await jobCount(sides.measured.dataDir)]
  if (jobs.some((n) => n !== published)) throw new Error(`queued ${jobs.join(' and ')} jobs, not ${published} each`)

  const ms = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ')
  return {
    name: `push: a publish to ${count(SUBSCRIBERS)} subscriptions of which ${count(FOLLOWERS)} follow the series vs sending ${count(FOLLOWERS)}`,
    unit: 'ms',
    ours: median(times.measured),
    baseline: median(times.baseline),
    goals: [ratioAtMost(1.2)],
    why: `both send ${count(FOLLOWERS)} messages, so the baseline is the same publish (an episode of the main series) to ${count(FOLLOWERS)} subscriptions that all want everything, on a server of its own; ours is that publish to ${count(SUBSCRIBERS)} subscriptions that want only what they follow (${count(FOLLOWERS)} follow the series, the others ${OTHER_SERIES} other series, three each, a quarter the standalone stories too). Each runs from the publish request until the fake push service (its own process) has answered every message; after one untimed publish each, ${ROUNDS} rounds, each side first in turn, median of each (ours ${ms(times.measured)} ms; baseline ${ms(times.baseline)} ms); ${count(published)} jobs queued on each side, none for the others. Load average ${loadBefore} before, ${loadAverage()} after; ${os.cpus().length} cores.`,
  }
}

/** Two servers on `ports` with data folders under `workDir`, sending to `push`. */
export async function pushFollowFigures(
  push: BenchPushService,
  workDir: string,
  ports: readonly [number, number],
): Promise<Figure[]> {
  const loadBefore = loadAverage()
  const start = async (name: string, port: number) => {
    const dataDir = path.join(workDir, name)
    fs.mkdirSync(dataDir, { recursive: true })
    const server = await startServer({ port, dataDir, staticDir: undefined, env: { PUSH_EXTRA_HOSTS: push.host } })
    return { ...server, dataDir }
  }
  const baseline = await start('follow-baseline', ports[0])
  try {
    const measured = await start('follow-measured', ports[1])
    try {
      return [await measure(push, { baseline, measured }, loadBefore)]
    } finally {
      await measured.stop()
    }
  } finally {
    await baseline.stop()
  }
}
