// Benchmarks (npm run bench): each measures our path against a plain baseline in the same process
// and prints the ratio, so results compare across machines. Never run as part of the tests.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createECDH, randomBytes, randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { connect, type Db } from '../db/server/connect.ts'
import { insertStory, listStories } from '../db/server/stories.ts'
import { readSyncPage } from '../api/services/sync/sync-page.ts'
import webpush from 'web-push'
import { vapidAuthorization } from '../api/services/push/vapid-token.ts'

const STORIES = 3000
const WORDS = ['gate', 'knight', 'curve', 'violet', 'tide', 'lantern', 'engine', 'archive', 'signal', 'shore']

async function time(runs: number, fn: () => Promise<unknown>): Promise<number> {
  await fn()
  const start = process.hrtime.bigint()
  for (let i = 0; i < runs; i++) await fn()
  return Number(process.hrtime.bigint() - start) / 1e6 / runs
}

async function seed(db: Db): Promise<void> {
  const now = new Date().toISOString()
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < STORIES; i++) {
      const content = Array.from({ length: 400 }, (_, w) => WORDS[(i * 7 + w * 3) % WORDS.length]).join(' ')
      await insertStory(trx, {
        id: randomUUID(), title: `Story ${i} ${WORDS[i % WORDS.length]}`, description: `About ${WORDS[(i + 3) % WORDS.length]}`,
        content: `${content} unique${i}`, category: 'standalone', read_time: '2min', is_featured: 0, word_count: 401,
        created_at: now, updated_at: now,
      })
    }
  })
}

function report(name: string, ours: number, baseline: number): void {
  console.log(`${name.padEnd(76)} ours ${ours.toFixed(2)} ms  baseline ${baseline.toFixed(2)} ms  ratio ${(ours / baseline).toFixed(2)}`)
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-bench-'))
const db = await connect(path.join(dir, 'bench.db'))
try {
  await seed(db)
  report('search a rare word: FTS5 vs LIKE scan',
    await time(50, () => listStories(db, { search: 'unique2999' })),
    await time(50, () => sql`SELECT id FROM stories WHERE content LIKE ${'%unique2999%'}`.execute(db)))
  report('full sync pull (pages of 200) vs one SELECT',
    await time(5, async () => {
      let since = 0
      for (;;) {
        const page = await readSyncPage(db, since, 200)
        since = Number(page.cursor)
        if (!page.hasMore) break
      }
    }),
    await time(5, () => db.selectFrom('stories').select(['id', 'title', 'description', 'created_at']).execute()))
  // Push fan-out (issue P7): preparing a message for 1,000 subscriptions of one push service, with
  // the VAPID token signed once and reused, against encryption alone (the floor: every message
  // must be encrypted for its own subscription). Before, each message signed its own token too.
  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:bench@example.com' }
  const subscriptions = Array.from({ length: 1000 }, (_, i) => {
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    return { endpoint: `https://push.example.net/send/${i}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } }
  })
  const payload = JSON.stringify({ title: 'New story', body: 'A new story is out.' })
  report('push: 1,000 messages, token reused vs encryption only',
    await time(3, async () => { for (const s of subscriptions) webpush.generateRequestDetails(s, payload, { headers: { Authorization: vapidAuthorization(s.endpoint, vapid) } }) }),
    await time(3, async () => { for (const s of subscriptions) webpush.generateRequestDetails(s, payload) }))
  report('push: 1,000 messages, a token signed per message (before) vs encryption only',
    await time(3, async () => { for (const s of subscriptions) webpush.generateRequestDetails(s, payload, { vapidDetails: vapid }) }),
    await time(3, async () => { for (const s of subscriptions) webpush.generateRequestDetails(s, payload) }))
} finally {
  await db.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
}
