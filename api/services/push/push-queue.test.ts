// The fan-out worker against a real SQLite file and the local push service: what arrives, what is
// retried, what is given up, how many sends run at once, and what a crash of the server process
// sends again. The queue's clock is moved by hand.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { connect, type Db } from '../../../db/server/connect.ts'
import { createTempDatabase, type TempDatabase } from '../../../db/server/testing/temp-database.ts'
import { enqueueStoryPush } from '../../../db/server/push-jobs.ts'
import { STANDALONE_TARGET } from '../../../contract/limits.ts'
import {
  findPushSubscription,
  markPushSubscriptionInactive,
  upsertPushSubscription,
} from '../../../db/server/push-subscriptions.ts'
import type { PushPayload } from '../../../contract/push.ts'
import { FakePushService, type FakeAnswer, type FakeSubscription } from '../../testing/fake-push-service.ts'
import { crash, startServerProcess, type ServerProcess } from '../../testing/server-process.ts'
import { PUSH_CONCURRENCY, PUSH_MAX_ATTEMPTS, PushQueue, retryDelayMs } from './push-queue.ts'
import { loadVapidKeys, type VapidKeys } from './vapid.ts'

let dir: string
let database: TempDatabase
let db: Db
let fake: FakePushService
let vapid: VapidKeys
let queue: PushQueue
let clock: number
let loggedErrors: unknown[]

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-push-'))
  database = await createTempDatabase(dir)
  db = await connect(database.url)
  fake = await FakePushService.start()
  vapid = await loadVapidKeys(db, { vapid: undefined, vapidSubject: 'mailto:test@infinaeon.invalid' })
  clock = Date.parse('2030-01-01T00:00:00Z')
  loggedErrors = []
  const log = {
    info: () => {},
    warn: () => {},
    error: (obj: unknown) => {
      loggedErrors.push(obj)
    },
  }
  queue = new PushQueue({ db, vapid, log, now: () => new Date(clock) })
  await queue.start()
})

afterEach(async () => {
  await queue.stop()
  await fake.close()
  await db.destroy()
  await database.drop()
  fs.rmSync(dir, { recursive: true, force: true })
  expect(loggedErrors).toEqual([])
})

function makePayload(overrides: Partial<PushPayload> = {}): PushPayload {
  const id = randomUUID()
  return {
    type: 'story',
    id,
    title: 'The Ninth Gate',
    body: 'Aeon and the knights.',
    url: `/read/${id}`,
    image: '/api/media/covers/a.webp',
    ...overrides,
  }
}

async function subscribe(answer?: FakeAnswer): Promise<FakeSubscription> {
  const sub = fake.subscribe(answer)
  await upsertPushSubscription(db, { ...sub, userId: 'user_1_abc', userAgent: 'test' })
  return sub
}

async function publish(payload: PushPayload): Promise<number> {
  return db.transaction().execute((trx) => enqueueStoryPush(trx, payload, STANDALONE_TARGET))
}

/** Wakes the worker and waits until nothing is due and nothing is in flight. */
async function drain(): Promise<void> {
  const idle = queue.whenIdle()
  queue.kick()
  await idle
}

async function jobsOf(endpoint: string) {
  const sub = await findPushSubscription(db, endpoint)
  return db
    .selectFrom('push_jobs')
    .selectAll()
    .where('subscription_id', '=', sub?.id ?? '')
    .execute()
}

/** A bare push endpoint on 127.0.0.1 that answers 201 and keeps each request's headers (the fake
 * push service checks and decrypts, but does not keep headers). */
async function startHeaderRecorder(): Promise<{
  endpoint: string
  headers: http.IncomingHttpHeaders[]
  close: () => Promise<void>
}> {
  const headers: http.IncomingHttpHeaders[] = []
  const server = http.createServer((req, res) => {
    headers.push(req.headers)
    req.resume().on('end', () => res.writeHead(201).end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}/push/recorded`,
    headers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50))
}

describe('push queue', () => {
  it('delivers one story to every subscription, exactly the payload, decryptable by each', async () => {
    const subs = [await subscribe(), await subscribe(), await subscribe()]
    const payload = makePayload()
    expect(await publish(payload)).toBe(3)
    await drain()
    for (const sub of subs) {
      const delivered = fake.deliveredTo(sub.endpoint)
      expect(delivered).toHaveLength(1)
      expect(delivered[0]?.payload).toEqual(payload)
      expect(delivered[0]?.vapidKey).toBe(vapid.publicKey)
      expect(await jobsOf(sub.endpoint)).toMatchObject([{ status: 'done' }])
    }
    expect(fake.received).toHaveLength(3)
  })

  it.each([410, 404])('marks a subscription inactive on %i and never tries it again', async (status) => {
    const sub = await subscribe({ status })
    await publish(makePayload())
    await drain()
    expect(fake.requestsTo(sub.endpoint)).toHaveLength(1)
    expect((await findPushSubscription(db, sub.endpoint))?.isActive).toBe(false)

    fake.answer(sub.endpoint, 201)
    expect(await publish(makePayload())).toBe(0)
    await drain()
    expect(fake.requestsTo(sub.endpoint)).toHaveLength(1)
  })

  it('retries a 500 later, not before its backoff, and then delivers', async () => {
    const sub = await subscribe({ status: 500 })
    const payload = makePayload()
    await publish(payload)
    await drain()
    expect(await jobsOf(sub.endpoint)).toMatchObject([
      { status: 'pending', attempts: 1, last_error: 'push service answered 500' },
    ])

    fake.answer(sub.endpoint, 201)
    clock += retryDelayMs(1) - 1
    await drain()
    expect(fake.requestsTo(sub.endpoint)).toHaveLength(1)

    clock += 1
    await drain()
    expect(fake.deliveredTo(sub.endpoint).map((r) => r.payload)).toEqual([payload])
    expect(await jobsOf(sub.endpoint)).toMatchObject([{ status: 'done' }])
  })

  it('waits at least as long as a 429 Retry-After asks', async () => {
    const sub = await subscribe({ status: 429, retryAfter: '7200' })
    await publish(makePayload())
    await drain()
    const [job] = await jobsOf(sub.endpoint)
    expect(Date.parse(job?.next_attempt_at ?? '')).toBe(clock + 7200_000)
  })

  it(`gives up after ${PUSH_MAX_ATTEMPTS} failed attempts`, async () => {
    const sub = await subscribe({ status: 503 })
    await publish(makePayload())
    for (let attempt = 1; attempt <= PUSH_MAX_ATTEMPTS; attempt++) {
      await drain()
      clock += retryDelayMs(attempt)
    }
    await drain()
    expect(fake.requestsTo(sub.endpoint)).toHaveLength(PUSH_MAX_ATTEMPTS)
    expect(await jobsOf(sub.endpoint)).toMatchObject([{ status: 'failed', attempts: PUSH_MAX_ATTEMPTS }])
  })

  it('fails a job the push service rejects, keeping the reason', async () => {
    const sub = await subscribe({ status: 413 })
    await publish(makePayload())
    await drain()
    expect(await jobsOf(sub.endpoint)).toMatchObject([{ status: 'failed', last_error: 'push service answered 413' }])
    expect((await findPushSubscription(db, sub.endpoint))?.isActive).toBe(true)
  })

  it('creates no job for an inactive subscription', async () => {
    const active = await subscribe()
    const inactive = await subscribe()
    await markPushSubscriptionInactive(db, (await findPushSubscription(db, inactive.endpoint))!.id)
    expect(await publish(makePayload())).toBe(1)
    await drain()
    expect(fake.deliveredTo(active.endpoint)).toHaveLength(1)
    expect(fake.requestsTo(inactive.endpoint)).toHaveLength(0)
  })

  it(`sends to at most ${PUSH_CONCURRENCY} subscriptions at once`, async () => {
    const subs = []
    for (let i = 0; i < 10; i++) subs.push(await subscribe({ status: 201, delayMs: 60_000 }))
    await publish(makePayload())
    queue.kick()
    await fake.waitFor(() => fake.received.length === PUSH_CONCURRENCY)

    for (const sub of subs) fake.answer(sub.endpoint, 201)
    const idle = queue.whenIdle()
    fake.releaseHeld()
    await idle
    expect(subs.every((sub) => fake.deliveredTo(sub.endpoint).length === 1)).toBe(true)
    expect(fake.peakOpenRequests).toBe(PUSH_CONCURRENCY)
  })

  it('sends each story with a Topic of its id, so a push service keeps one undelivered copy', async () => {
    const recorder = await startHeaderRecorder()
    try {
      // The fake's keys, so the message can be encrypted; the recorder's address, to see the headers.
      const sub = { ...fake.subscribe(), endpoint: recorder.endpoint }
      await upsertPushSubscription(db, { ...sub, userId: 'user_1_abc', userAgent: 'test' })
      const [first, second] = [makePayload(), makePayload()]
      await publish(first)
      await publish(second)
      await drain()
      expect(recorder.headers.map((h) => h.topic).sort()).toEqual(
        [first.id, second.id].map((id) => id.replaceAll('-', '')).sort(),
      )
    } finally {
      await recorder.close()
    }
  })

  it('stop() waits for the sends under way and settles them', async () => {
    const sub = await subscribe({ status: 201, delayMs: 60_000 })
    await publish(makePayload())
    queue.kick()
    await fake.waitFor(() => fake.received.length === 1)
    const stopped = queue.stop()
    fake.releaseHeld()
    await stopped
    expect(await jobsOf(sub.endpoint)).toMatchObject([{ status: 'done' }])
  })

  it('stop() gives back the jobs it claimed but never sent, and the next start sends each once', async () => {
    const subs = []
    for (let i = 0; i < 10; i++) subs.push(await subscribe({ status: 201, delayMs: 60_000 }))
    await publish(makePayload())
    queue.kick()
    await fake.waitFor(() => fake.received.length === PUSH_CONCURRENCY)
    const stopped = queue.stop()
    fake.releaseHeld()
    await stopped
    const statuses = (await db.selectFrom('push_jobs').select('status').execute()).map((j) => j.status).sort()
    expect(statuses).toEqual([...Array(PUSH_CONCURRENCY).fill('done'), ...Array(10 - PUSH_CONCURRENCY).fill('pending')])

    for (const sub of subs) fake.answer(sub.endpoint, 201)
    await queue.start()
    await drain()
    expect(subs.map((sub) => fake.deliveredTo(sub.endpoint).length)).toEqual(Array(10).fill(1))
  })
})

describe('push queue across a crash of the server process (kill -9)', () => {
  // A send keeps its slot until its delivery has committed as done, so a crash leaves at most the
  // sends under way unsettled. Before, deliveries were marked done 64 at a time and a crash re-sent
  // up to 64 notifications that had already arrived.
  it(`re-sends at most the ${PUSH_CONCURRENCY} sends under way, and every subscription gets the story`, async () => {
    await queue.stop() // the server processes work this database's queue instead
    const count = 100 // more than one claim batch
    const subs: FakeSubscription[] = []
    for (let i = 0; i < count; i++) subs.push(await subscribe())
    // One request is held unanswered, so the fan-out is still under way when the others are answered.
    const held = subs[count / 2]!
    fake.answer(held.endpoint, { status: 201, delayMs: 600_000 })
    await publish(makePayload())

    const env = { DATA_DIR: dir, DATABASE_URL: database.url, ADMIN_PASSWORD: 'x', PUSH_EXTRA_HOSTS: fake.host }
    const first = await startServerProcess(env)
    let second: ServerProcess | undefined
    try {
      await fake.waitFor(() => fake.received.length === count && fake.answeredOk === count - 1)
      await crash(first.child)

      fake.answer(held.endpoint, 201)
      second = await startServerProcess(env)
      await until(
        async () =>
          (await db.selectFrom('push_jobs').select('status').where('status', '!=', 'done').execute()).length === 0,
      )
      const resent = fake.received.length - count
      expect(resent).toBeGreaterThanOrEqual(1)
      expect(resent).toBeLessThanOrEqual(PUSH_CONCURRENCY)
      expect(subs.every((sub) => fake.deliveredTo(sub.endpoint).length >= 1)).toBe(true)
      expect(fake.deliveredTo(held.endpoint)).toHaveLength(1)
    } finally {
      await crash(first.child)
      if (second) await crash(second.child)
    }
  }, 60_000)
})
