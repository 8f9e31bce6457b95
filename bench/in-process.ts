// Figures measured in this process, without HTTP: reading the whole change log in sync pages,
// preparing a push for 1,000 subscriptions (issue P7), and a page's link-preview head (issue 26).
import { createECDH, randomBytes } from 'node:crypto'
import webpush from 'web-push'
import type { Db } from '../db/server/connect.ts'
import { readSyncPage } from '../api/services/sync/sync-page.ts'
import { vapidAuthorization } from '../api/services/push/vapid-token.ts'
import { PagePreviews } from '../api/first-screen/page-previews.ts'
import { latestChange } from '../db/server/history.ts'
import { oursAtMost, type Figure } from './report.ts'

/** Milliseconds per run of `fn`, after one run to warm up. */
export async function time(runs: number, fn: () => unknown): Promise<number> {
  await fn()
  const start = process.hrtime.bigint()
  for (let i = 0; i < runs; i++) await fn()
  return Number(process.hrtime.bigint() - start) / 1e6 / runs
}

/** Reads the whole change log in sync pages of 200, as a first sync does. */
export async function pullEverything(db: Db): Promise<void> {
  for (let since = '0'; ;) {
    const page = await readSyncPage(db, since, 200)
    since = page.cursor
    if (!page.hasMore) break
  }
}

export async function syncPullFigure(db: Db): Promise<Figure> {
  return {
    name: 'full sync pull (pages of 200) vs one SELECT',
    unit: 'ms',
    goals: [],
    ours: await time(3, () => pullEverything(db)),
    baseline: await time(3, () =>
      db.selectFrom('stories').select(['id', 'title', 'description', 'created_at']).execute(),
    ),
    why: 'one SELECT of a few columns of every story is the least any full read can cost; the pull also reads the change log, every summary column and the comment counts, page by page.',
  }
}

/**
 * Push fan-out (issue P7): preparing a message for 1,000 subscriptions of one push service, with
 * the VAPID token signed once and reused, against encryption alone. Before, each message signed its own token too.
 */
export async function pushFanOutFigures(): Promise<Figure[]> {
  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:bench@example.com' }
  const subscriptions = Array.from({ length: 1000 }, (_, i) => {
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    return {
      endpoint: `https://push.example.net/send/${i}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    }
  })
  const payload = JSON.stringify({ title: 'New story', body: 'A new story is out.' })
  const encryptionOnly = await time(3, () => {
    for (const s of subscriptions) webpush.generateRequestDetails(s, payload)
  })
  const why = 'every message must be encrypted for its own subscription, so encryption alone is the floor.'
  return [
    {
      name: 'push: 1,000 messages, token reused vs encryption only',
      unit: 'ms',
      goals: [],
      baseline: encryptionOnly,
      why,
      ours: await time(3, () => {
        for (const s of subscriptions)
          webpush.generateRequestDetails(s, payload, {
            headers: { Authorization: vapidAuthorization(s.endpoint, vapid) },
          })
      }),
    },
    {
      name: 'push: 1,000 messages, a token signed per message (before) vs encryption only',
      unit: 'ms',
      goals: [],
      baseline: encryptionOnly,
      why,
      ours: await time(3, () => {
        for (const s of subscriptions) webpush.generateRequestDetails(s, payload, { vapidDetails: vapid })
      }),
    },
  ]
}

/**
 * A story page's link-preview head (issue 26: "well under a millisecond per page"), kept until the
 * change log moves, against reading the change log's sequence alone, which every kept answer does
 * to know it is current.
 */
export async function pagePreviewFigure(db: Db): Promise<Figure> {
  const previews = new PagePreviews(db, 'Infinaeon Hub')
  const ids = (await db.selectFrom('stories').select('id').limit(100).execute()).map((row) => row.id)
  for (const id of ids) await previews.preview(`/read/${id}`, 'https://hub.example')
  let i = 0
  const page = () => `/read/${ids[i++ % ids.length]}`
  return {
    name: 'link-preview head of a story page (kept) vs reading the change sequence',
    unit: 'ms',
    goals: [oursAtMost(0.5, 'ms')],
    ours: await time(2000, () => previews.preview(page(), 'https://hub.example')),
    baseline: await time(2000, () => latestChange(db)),
    why: 'a kept head is current only while the change log has not moved, so every page reads its sequence first; the rest is finding the kept head, among 100 story pages.',
  }
}
