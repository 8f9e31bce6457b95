// Devices of reader profiles for the API tests (issue 60): pairing through the real calls, pushes
// and pulls with a device's secret, changes built per kind, and stories put straight into the
// database under ids the test chooses (the same on two fresh apps).
import { randomUUID } from 'node:crypto'
import type { InjectOptions } from 'fastify'
import type { App } from '../app.ts'
import type { ProfileChange, ProfileKind, ProfileValues } from '../../contract/profile-kinds.ts'
import { formatClock } from '../../contract/profile-merge.ts'
import { MAIN_SERIES_ID } from '../../contract/season-choice.ts'
import { insertStoryIfNew } from '../../db/server/stories.ts'

export const PHONE = '00000000000000a1'
export const LAPTOP = '00000000000000b2'

export const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` })

/** A day before the tests run: clocks after it are not held back to the server's time (CLOCK_LEEWAY_MS). */
export const CLOCK_BASE = Date.now() - 24 * 60 * 60 * 1000

/** A clock `wall` ms after CLOCK_BASE, of `device`. */
export const clock = (wall: number, device = PHONE, counter = 0) =>
  formatClock({ wall: CLOCK_BASE + wall, counter, device })

export function change<K extends ProfileKind>(
  kind: K,
  key: string,
  at: string,
  value?: ProfileValues[K],
): ProfileChange {
  return (
    value === undefined ? { kind, key, clock: at, deleted: true } : { kind, key, clock: at, deleted: false, value }
  ) as ProfileChange
}

/** A value of each kind, `n` making it differ. */
export const values = {
  favourite: (n = 0): ProfileValues['favourite'] => ({ createdAt: new Date(Date.UTC(2030, 0, 1, 0, n)).toISOString() }),
  follow: (n = 0): ProfileValues['follow'] => ({ followedAt: new Date(Date.UTC(2030, 0, 1, 0, n)).toISOString() }),
  bookmark: (n = 0): ProfileValues['bookmark'] => ({ position: 100 * n, chapterIndex: n, timestamp: 1_000 * n }),
  readingPlace: (run: number, position: number): ProfileValues['readingPlace'] => ({
    run,
    position,
    chapterIndex: 0,
    scrollTop: position * 10,
  }),
  listeningPlace: (run: number, position: number): ProfileValues['listeningPlace'] => ({
    run,
    position,
    duration: 3_600,
  }),
  annotation: (storyId: string, note: string): ProfileValues['annotation'] => ({
    storyId,
    colour: 'yellow',
    note,
    selector: { exact: 'the gate hummed', prefix: '', suffix: '', block: 0, offset: 4 },
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
  }),
}

/** A story in the database, with the id given (or a new one). */
export async function putStory(app: App, id: string = randomUUID(), seriesId: string | null = null): Promise<string> {
  const at = '2030-01-01T00:00:00.000Z'
  await app.db.transaction().execute((trx) =>
    insertStoryIfNew(trx, {
      id,
      title: `Story ${id.slice(0, 8)}`,
      description: 'D',
      content: 'The gate hummed through the night.',
      category: seriesId ? 'series' : 'standalone',
      series_id: seriesId,
      read_time: '1 min',
      is_featured: 0,
      word_count: 6,
      created_at: at,
      updated_at: at,
    }),
  )
  return id
}

export { MAIN_SERIES_ID }

/** POST /api/profile/pairings, linked (with its secret) or not. */
export const startPairing = (app: App, secret?: string, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/profile/pairings',
    ...(secret !== undefined && { headers: bearer(secret) }),
    ...(remoteAddress !== undefined && { remoteAddress }),
  })

export const redeem = (app: App, pairingSecret: string, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/profile/pairings/redeem',
    payload: { pairingSecret },
    ...(remoteAddress !== undefined && { remoteAddress }),
  })

/** Two devices of a new profile: the one that showed the link, and the one that used it. */
export async function linkTwoDevices(app: App): Promise<{ first: string; second: string }> {
  const started = await startPairing(app)
  if (started.statusCode !== 201) throw new Error(`start: ${started.statusCode} ${started.body}`)
  const { pairingSecret, deviceSecret } = started.json() as { pairingSecret: string; deviceSecret: string }
  const redeemed = await redeem(app, pairingSecret)
  if (redeemed.statusCode !== 200) throw new Error(`redeem: ${redeemed.statusCode} ${redeemed.body}`)
  return { first: deviceSecret, second: (redeemed.json() as { deviceSecret: string }).deviceSecret }
}

/** One more device, joined through a link a linked device showed. */
export async function joinDevice(app: App, linkedSecret: string): Promise<string> {
  const started = await startPairing(app, linkedSecret)
  if (started.statusCode !== 201) throw new Error(`start: ${started.statusCode} ${started.body}`)
  const redeemed = await redeem(app, (started.json() as { pairingSecret: string }).pairingSecret)
  return (redeemed.json() as { deviceSecret: string }).deviceSecret
}

export const profileCall = (app: App, secret: string | undefined, options: InjectOptions) =>
  app.inject({ ...options, headers: { ...options.headers, ...(secret !== undefined && bearer(secret)) } })

export const push = (app: App, secret: string, changes: readonly ProfileChange[]) =>
  profileCall(app, secret, { method: 'POST', url: '/api/profile/changes', payload: { changes } })

export const pullPage = (app: App, secret: string, since = '0', limit?: number) =>
  profileCall(app, secret, {
    method: 'GET',
    url: `/api/profile/changes?since=${since}${limit === undefined ? '' : `&limit=${limit}`}`,
  })

/** Every change of the profile after `since`, page after page. */
export async function pullAll(
  app: App,
  secret: string,
  since = '0',
): Promise<{ cursor: string; changes: ProfileChange[] }> {
  const changes: ProfileChange[] = []
  for (let cursor = since; ;) {
    const res = await pullPage(app, secret, cursor)
    if (res.statusCode !== 200) throw new Error(`pull: ${res.statusCode} ${res.body}`)
    const page = res.json() as { cursor: string; hasMore: boolean; changes: ProfileChange[] }
    changes.push(...page.changes)
    if (!page.hasMore) return { cursor: page.cursor, changes }
    cursor = page.cursor
  }
}

/** The profile as a device that pulled everything holds it: one change per element, sorted. */
export async function pulledState(app: App, secret: string): Promise<ProfileChange[]> {
  const { changes } = await pullAll(app, secret)
  return changes.sort((a, b) => `${a.kind} ${a.key}`.localeCompare(`${b.kind} ${b.key}`))
}
