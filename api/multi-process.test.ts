// Two API processes on one database, as behind a load balancer (on SQLite: one file in WAL mode;
// with TEST_DATABASE_URL: one PostgreSQL schema). What one writes, the other syncs; audio uploaded
// through one plays from the other; the login limit counts across both; a publish on each fans out
// from the one shared queue, every notification sent once; and a change committed late is never
// passed by a sync cursor. With TEST_MEDIA_STORE=s3 media is in one bucket and each process has its
// own data folder, so the bucket is all they share besides the database.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connect } from '../db/server/connect.ts'
import { recordChange } from '../db/server/changes.ts'
import { createTempDatabase, type TempDatabase } from '../db/server/testing/temp-database.ts'
import { FakePushService } from './testing/fake-push-service.ts'
import { createTempBucket, type TempBucket } from './testing/temp-bucket.ts'
import { FIXTURES } from './testing/build-test-app.ts'
import { crash, startServerProcess, type ServerProcess } from './testing/server-process.ts'
import { ADMIN_PASSWORD_RULE } from './services/auth/rate-limits.ts'

const ADMIN_PASSWORD = 'two processes, one database'
const SUBSCRIBERS = 40

let dataDir: string
let database: TempDatabase
let bucket: TempBucket
let fake: FakePushService
let servers: ServerProcess[] = []

/** The media settings of both processes: one bucket, or (without one) the shared data folder. */
function mediaEnv({ settings }: TempBucket): Record<string, string> {
  if (!settings) return {}
  return {
    MEDIA_STORE: 's3',
    S3_ENDPOINT: settings.endpoint!,
    S3_BUCKET: settings.bucket,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.accessKeyId!,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey!,
  }
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-two-'))
  database = await createTempDatabase(dataDir)
  bucket = await createTempBucket()
  fake = await FakePushService.start()
  const env = (i: number) => ({
    DATA_DIR: bucket.settings ? path.join(dataDir, `process-${i}`) : dataDir,
    DATABASE_URL: database.url,
    ADMIN_PASSWORD,
    PUSH_EXTRA_HOSTS: fake.host,
    ...mediaEnv(bucket),
  })
  // One after the other: the first runs the migrations, the second finds them done.
  servers = [await startServerProcess(env(0)), await startServerProcess(env(1))]
}, 60_000)

afterAll(async () => {
  for (const server of servers) await crash(server.child)
  await fake?.close()
  await database?.drop()
  await bucket?.drop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const admin = { 'content-type': 'application/json', 'x-admin-password': ADMIN_PASSWORD }
const json = { 'content-type': 'application/json' }

async function syncAll(origin: string, since = 0): Promise<{ cursor: string; ids: string[] }> {
  const ids: string[] = []
  for (let cursor = String(since); ;) {
    const res = await fetch(`${origin}/api/sync?since=${cursor}`)
    if (!res.ok) throw new Error(`sync answered ${res.status}: ${await res.text()}`)
    const page = (await res.json()) as { cursor: string; hasMore: boolean; changes: Array<{ id: string }> }
    ids.push(...page.changes.map((c) => c.id))
    cursor = page.cursor
    if (!page.hasMore) return { cursor, ids }
  }
}

describe('two API processes on one database', () => {
  it('syncs on one what the other wrote', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess]
    const res = await fetch(`${a.origin}/api/characters`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        name: 'Ondine Vessa',
        bio: 'Keeper of the last light.',
        faction: 'knights',
        role: 'Supporting',
      }),
    })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: string }
    expect((await syncAll(b.origin)).ids).toContain(id)
    expect(
      ((await (await fetch(`${b.origin}/api/characters`)).json()) as Array<{ id: string }>).map((c) => c.id),
    ).toContain(id)
  })

  it('plays from one, with Range, the audio uploaded through the other', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess]
    const audio = fs.readFileSync(path.join(FIXTURES, 'audio', 'id3v2.4.mp3'))
    const { uploadURL } = (await (
      await fetch(`${a.origin}/api/audio/upload`, { method: 'POST', headers: admin, body: '{}' })
    ).json()) as { uploadURL: string }
    const put = await fetch(a.origin + uploadURL, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: audio,
    })
    expect(put.status).toBe(200)
    const { audioFileUrl } = (await put.json()) as { audioFileUrl: string }
    const range = await fetch(b.origin + audioFileUrl, { headers: { range: 'bytes=100-1099' } })
    expect(range.status).toBe(206)
    expect(range.headers.get('content-range')).toBe(`bytes 100-1099/${audio.length}`)
    expect(Buffer.from(await range.arrayBuffer()).equals(audio.subarray(100, 1100))).toBe(true)
  })

  it('sends each notification of a publish on each process exactly once', async () => {
    const subs = Array.from({ length: SUBSCRIBERS }, () => fake.subscribe({ status: 201, delayMs: 20 }))
    for (const sub of subs) {
      expect(
        (
          await fetch(`${servers[0]!.origin}/api/push-subscriptions`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify(sub),
          })
        ).status,
      ).toBe(201)
    }
    // Both publish at once, and each wakes its own worker: two workers claim from one queue.
    const published = await Promise.all(
      servers.map(async (server, i) => {
        const res = await fetch(`${server.origin}/api/stories`, {
          method: 'POST',
          headers: admin,
          body: JSON.stringify({ title: `Signal ${i}`, content: 'The gate answers.' }),
        })
        expect(res.status).toBe(201)
        return ((await res.json()) as { id: string }).id
      }),
    )
    await fake.waitFor(() => subs.every((sub) => fake.deliveredTo(sub.endpoint).length >= 2))
    for (const sub of subs) {
      const storyIds = fake.requestsTo(sub.endpoint).map((r) => (r.payload as { id: string }).id)
      expect(storyIds.sort()).toEqual([...published].sort())
    }
  })

  it('never lets a sync cursor pass a change that commits late', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess]
    const before = await syncAll(b.origin)
    const db = await connect(database.url)
    try {
      const lateId = randomUUID()
      let releaseLate = () => {}
      const held = new Promise<void>((resolve) => {
        releaseLate = resolve
      })
      // A writer records its change and is slow to commit…
      const late = db.transaction().execute(async (trx) => {
        await recordChange(trx, 'link', lateId, 'delete')
        await held
      })
      // …while the other process records one and commits at once.
      const quick = fetch(`${a.origin}/api/links`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ title: 'Quick', url: 'https://example.org/quick' }),
      })
      await new Promise((resolve) => setTimeout(resolve, 500))
      const during = await syncAll(b.origin, Number(before.cursor))
      releaseLate()
      await late
      const { id: quickId } = (await (await quick).json()) as { id: string }
      const after = await syncAll(b.origin, Number(during.cursor))
      // Whatever the reader saw while the slow writer was open, between its two reads it saw both.
      expect([...during.ids, ...after.ids]).toEqual(expect.arrayContaining([lateId, quickId]))
    } finally {
      await db.destroy()
    }
  })

  // Last: from here on this address may not use the admin password for 15 minutes.
  it(`counts wrong admin passwords across both: the ${ADMIN_PASSWORD_RULE.max + 1}th is refused on either`, async () => {
    for (let i = 0; i < ADMIN_PASSWORD_RULE.max; i++) {
      const res = await fetch(`${servers[i % 2]!.origin}/api/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ password: `guess-${i}` }),
      })
      expect(res.status).toBe(401)
    }
    for (const server of servers) {
      const res = await fetch(`${server.origin}/api/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ password: 'one more guess' }),
      })
      expect(res.status).toBe(429)
    }
  })
})
