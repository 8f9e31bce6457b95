// P7: one publish fanning out to 10,000 subscriptions through the real server (its persisted queue,
// signing, encryption and HTTP sends) to the fake push service of the tests, in its own process.
// Two figures: the fan-out's time against encrypting every message alone, and the API's p99 while
// a fan-out runs against the same load with the queue idle.
import { randomUUID } from 'node:crypto'
import webpush from 'web-push'
import { connect } from '../db/server/connect.ts'
import { upsertPushSubscription } from '../db/server/push-subscriptions.ts'
import type { FakeSubscription } from '../api/testing/fake-push-service.ts'
import { load, loadOnce } from './load.ts'
import type { BenchPushService } from './push-service.ts'
import { ratioAtMost, type Figure } from './report.ts'
import { BENCH_ADMIN_PASSWORD } from './server.ts'

export const PUSH_SUBSCRIBERS = 10_000
const LOADED_URL = '/api/stories'
const LOAD_SECONDS = 3
/** Encryption is timed on this many of the subscriptions and scaled to all of them. */
const ENCRYPTION_SAMPLE = 1_000

async function subscribeAll(databaseFile: string, subscriptions: FakeSubscription[]): Promise<void> {
  const db = await connect(databaseFile)
  try {
    await db.transaction().execute(async (trx) => {
      for (const s of subscriptions) await upsertPushSubscription(trx, { ...s, userId: 'bench', userAgent: 'bench' })
    })
  } finally {
    await db.destroy()
  }
}

/** Milliseconds to encrypt one message for each subscription (what any fan-out must do). */
function encryptionMs(subscriptions: FakeSubscription[], payload: string): number {
  const sample = subscriptions.slice(0, ENCRYPTION_SAMPLE)
  const encrypt = () => {
    for (const s of sample)
      webpush.generateRequestDetails({ endpoint: s.endpoint, keys: { p256dh: s.p256dhKey, auth: s.authKey } }, payload)
  }
  encrypt()
  const start = performance.now()
  encrypt()
  return (performance.now() - start) * (subscriptions.length / sample.length)
}

async function publish(origin: string, title: string): Promise<void> {
  const response = await fetch(`${origin}/api/stories`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-password': BENCH_ADMIN_PASSWORD },
    body: JSON.stringify({ id: randomUUID(), title, content: 'A new story for the bench.', silent: false }),
  })
  if (!response.ok) throw new Error(`publishing answered ${response.status}: ${await response.text()}`)
}

export async function pushFigures(origin: string, push: BenchPushService, databaseFile: string): Promise<Figure[]> {
  const subscriptions = await push.subscribe(PUSH_SUBSCRIBERS)
  await subscribeAll(databaseFile, subscriptions)
  const encryptAll = encryptionMs(
    subscriptions,
    JSON.stringify({
      type: 'story',
      id: randomUUID(),
      title: 'Quiet fan-out',
      body: 'A new story for the bench.',
      url: '/read/x',
    }),
  )

  const quietStart = performance.now()
  await publish(origin, 'Quiet fan-out')
  const { failed } = await push.delivered(PUSH_SUBSCRIBERS)
  const fanOutMs = performance.now() - quietStart
  if (failed > 0) throw new Error(`${failed} of the pushes were refused by the push service`)

  const idle = await load(origin + LOADED_URL)
  const loadedStart = performance.now()
  await publish(origin, 'Fan-out under load')
  const during = await loadOnce(origin + LOADED_URL, LOAD_SECONDS)
  const loadEndedMs = performance.now() - loadedStart
  await push.delivered(2 * PUSH_SUBSCRIBERS)
  const loadedFanOutMs = performance.now() - loadedStart
  const overlap =
    loadedFanOutMs >= loadEndedMs
      ? `the fan-out ran through the whole load (it took ${(loadedFanOutMs / 1000).toFixed(1)} s under load)`
      : `the fan-out ended ${(loadedFanOutMs / 1000).toFixed(1)} s into the ${LOAD_SECONDS} s load, so part of the load ran with the queue idle`

  return [
    {
      name: `P7 publish fan-out to ${PUSH_SUBSCRIBERS.toLocaleString('en')} subscriptions vs encrypting every message alone`,
      unit: 'ms',
      ours: fanOutMs,
      baseline: encryptAll,
      goals: [],
      why: `every message must be encrypted for its own subscription, so encryption alone (timed on ${ENCRYPTION_SAMPLE.toLocaleString('en')} of the same subscriptions in the bench process, scaled) is the floor. Ours runs from the publish request until the fake push service (its own process, checking each VAPID signature and decrypting each message) has answered every one: the persisted queue, one signature per push service, HTTP sends ${'\u2264'} 4 at a time, and settling each job in SQLite. ${((fanOutMs * 1000) / PUSH_SUBSCRIBERS).toFixed(0)} µs per subscription.`,
    },
    {
      name: `P7 GET ${LOADED_URL} p99 during the fan-out vs idle`,
      unit: 'ms',
      ours: during.p99Ms,
      baseline: idle.p99Ms,
      goals: [ratioAtMost(2)],
      why: `the same route under the same load (10 connections, ${LOAD_SECONDS} s) on the same server, once with the push queue idle and once right after a publish to ${PUSH_SUBSCRIBERS.toLocaleString('en')} subscriptions; ${overlap}. ${Math.round(during.requestsPerSecond)} req/s during vs ${Math.round(idle.requestsPerSecond)} idle.`,
    },
  ]
}
