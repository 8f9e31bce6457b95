// The push worker inside the app, and across a crash of the real server process (kill -9).
import type { ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { connect, type Db } from '../../db/server/connect.ts'
import { enqueueStoryPush } from '../../db/server/push-jobs.ts'
import { STANDALONE_TARGET } from '../../contract/limits.ts'
import type { PushPayload } from '../../contract/push.ts'
import { buildTestApp } from '../testing/build-test-app.ts'
import { createTempDatabase, type TempDatabase } from '../../db/server/testing/temp-database.ts'
import { FakePushService } from '../testing/fake-push-service.ts'
import { crash, exited, startServerProcess, type ServerProcess } from '../testing/server-process.ts'
import { PUSH_CONCURRENCY } from '../services/push/push-queue.ts'

let fake: FakePushService
beforeEach(async () => {
  fake = await FakePushService.start()
})
afterEach(async () => {
  await fake.close()
})

function makePayload(): PushPayload {
  const id = randomUUID()
  return { type: 'story', id, title: 'Aeon Rising', body: 'The curve bends.', url: `/read/${id}`, image: null }
}

describe('push worker in the app', () => {
  it('sends what a committed transaction enqueued once kicked', async () => {
    const t = await buildTestApp({ pushExtraHosts: [fake.host] })
    try {
      const sub = fake.subscribe()
      expect((await t.app.inject({ method: 'POST', url: '/api/push-subscriptions', payload: sub })).statusCode).toBe(
        201,
      )
      const payload = makePayload()
      await t.app.db.transaction().execute((trx) => enqueueStoryPush(trx, payload, STANDALONE_TARGET))
      const idle = t.app.pushQueue.whenIdle()
      t.app.pushQueue.kick()
      await idle
      expect(fake.deliveredTo(sub.endpoint).map((r) => r.payload)).toEqual([payload])
      expect(fake.deliveredTo(sub.endpoint)[0]?.vapidKey).toBe(t.app.vapidPublicKey)
    } finally {
      await t.close()
    }
  })
})

// ---- the real server as a child process ----

const started: ChildProcess[] = []

async function startServer(dataDir: string, databaseUrl: string): Promise<ServerProcess> {
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_PASSWORD: 'x',
    PUSH_EXTRA_HOSTS: fake.host,
  })
  started.push(server.child)
  return server
}

afterEach(async () => {
  for (const child of started.splice(0)) await crash(child)
})

describe('push worker across a crash', () => {
  // At-least-once is the guarantee: a send and the row that records it cannot commit together
  // (the push service is not in our transaction). A job is marked 'sending' before the request
  // and settled after the answer; a crash in between leaves it 'sending', and the next start
  // sends it again. Some devices may then see a notification twice; none miss it.
  it('delivers to every subscription after kill -9 in the middle of a fan-out', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-crash-'))
    const database: TempDatabase = await createTempDatabase(dataDir)
    let db: Db | undefined
    try {
      const first = await startServer(dataDir, database.url)
      const subs = Array.from({ length: 12 }, () => fake.subscribe({ status: 201, delayMs: 600_000 }))
      for (const sub of subs) {
        const res = await fetch(`${first.origin}/api/push-subscriptions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(sub),
        })
        expect(res.status).toBe(201)
      }

      // Publishing commits the story and its 12 jobs together, then wakes the worker.
      const published = await fetch(`${first.origin}/api/stories`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-password': 'x' },
        body: JSON.stringify({
          title: 'Aeon Rising',
          description: 'The curve bends.',
          content: 'Once, at the ninth gate.',
        }),
      })
      expect(published.status).toBe(201)
      const story = (await published.json()) as { id: string }
      db = await connect(database.url)

      // The push service holds every request: the worker is stuck mid fan-out, with all 12 jobs
      // claimed (one batch) and 4 of them sent.
      await fake.waitFor(() => fake.received.length === PUSH_CONCURRENCY)
      await crash(first.child)
      const statuses = (await db.selectFrom('push_jobs').select('status').execute()).map((r) => r.status)
      expect(statuses).toEqual(Array(12).fill('sending'))
      const interrupted = new Set(fake.received.map((r) => r.endpoint))
      expect(fake.received.every((r) => !r.answered)).toBe(true)

      for (const sub of subs) fake.answer(sub.endpoint, 201)
      const second = await startServer(dataDir, database.url)
      await fake.waitFor(() => subs.every((sub) => fake.deliveredTo(sub.endpoint).length > 0))

      const payload = fake.deliveredTo(subs[0]!.endpoint)[0]?.payload
      expect(payload).toMatchObject({ type: 'story', id: story.id, url: `/read/${story.id}`, body: 'The curve bends.' })
      for (const sub of subs) {
        expect(fake.deliveredTo(sub.endpoint).map((r) => r.payload)).toEqual([payload])
        expect(fake.requestsTo(sub.endpoint)).toHaveLength(interrupted.has(sub.endpoint) ? 2 : 1)
      }

      second.child.kill('SIGTERM')
      await exited(second.child)
      expect(second.child.exitCode).toBe(0)
      const settled = await db.selectFrom('push_jobs').select('status').execute()
      expect(settled.map((r) => r.status)).toEqual(Array(12).fill('done'))
    } finally {
      await db?.destroy()
      await database.drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 60_000)
})
