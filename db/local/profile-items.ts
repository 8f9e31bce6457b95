// A reader profile on this device (issue 60): how a local write becomes a change to send, how a
// change from the profile is applied, and what linking and leaving do. Rules over the LocalStore,
// so the page, the data worker and the service worker (which sends the outbox) share them. The
// values stay in their own tables (favourites, follows, …); profileItems holds each element's
// latest clock and whether it is still to be sent. Unlinked, nothing here writes anything.
import type { LocalStore, TableName } from './local-store.ts'
import type { ProfileItem, ProfileLink } from './types.ts'
import type { ProfileChange, ProfileKind, SettingKey, SettingValue } from '../../contract/profile-kinds.ts'
import {
  arrivingPlace,
  formatClock,
  laterClock,
  nextClock,
  PLACE_TOLERANCE,
  savedRun,
  type PlaceRecord,
} from '../../contract/profile-merge.ts'
import { freshEntry } from '../outbox/outbox-entry.ts'

/** Where each kind's values are kept on the device (a setting's in its profile item). */
export const KIND_TABLES = {
  favourite: 'favourites',
  follow: 'follows',
  bookmark: 'bookmarks',
  readingPlace: 'readingProgress',
  listeningPlace: 'audioProgress',
  annotation: 'annotations',
} as const satisfies Record<Exclude<ProfileKind, 'setting'>, TableName>

/** What a writer adds to its transaction so that a linked device notes the change. */
export const PROFILE_TABLES = ['profile', 'profileItems', 'outbox'] as const satisfies readonly TableName[]
/** Every table a change from the profile may write. */
export const PROFILE_APPLY_TABLES = [
  ...PROFILE_TABLES,
  ...Object.values(KIND_TABLES),
] as const satisfies readonly TableName[]

export const PROFILE_PUSH_LABEL = 'Your other devices'

export const profileItemId = (kind: ProfileKind, key: string) => `${kind}:${key}`

/** The device's link when it is linked (a pending pairing is not yet a profile). */
export async function linkedProfile(store: LocalStore): Promise<ProfileLink | undefined> {
  const profile = await store.get('profile', 'current')
  return profile?.state === 'linked' ? profile : undefined
}

/** The clock of a change made now on this device (and kept as its last). */
async function stampClock(store: LocalStore, profile: ProfileLink): Promise<string> {
  const clock = nextClock(profile.lastClock, Date.now() + profile.serverOffsetMs, profile.deviceId)
  await store.update('profile', 'current', { lastClock: clock })
  profile.lastClock = clock
  return clock
}

/**
 * One waiting entry sends every dirty item (profile-delivery.ts). A new one replaces any waiting:
 * the one waiting may be on its way already, past reading the items, and would then be marked
 * delivered without this change. It keeps the waiting one's backoff (a server that asked to wait).
 */
export async function queueProfilePush(store: LocalStore): Promise<void> {
  let entry = freshEntry({ kind: 'profile.push', payload: {}, label: PROFILE_PUSH_LABEL })
  for (const waiting of await store.getAll('outbox')) {
    if (waiting.kind !== 'profile.push' || waiting.status !== 'pending') continue
    const { attempts, nextAttemptAt, problem } = waiting
    entry = { ...entry, attempts, nextAttemptAt, problem }
    await store.delete('outbox', waiting.seq!)
  }
  await store.put('outbox', entry)
}

export interface NotedChange {
  deleted: boolean
  /** A setting's value. */
  value?: SettingValue
  /** A place's position (percent read, second reached). */
  position?: number
}

/**
 * Notes a change this device made, inside the writer's own transaction (which must include
 * PROFILE_TABLES): stamped with the next clock, marked to be sent, one outbox entry waiting.
 * A place saved behind where this device itself last was starts a new run (the reader went back).
 * Answers whether it noted anything (only a linked device does).
 */
export async function noteProfileChange(
  store: LocalStore,
  kind: ProfileKind,
  key: string,
  change: NotedChange,
): Promise<boolean> {
  const profile = await linkedProfile(store)
  if (!profile) return false
  const id = profileItemId(kind, key)
  const before = await store.get('profileItems', id)
  const clock = await stampClock(store, profile)
  const item: ProfileItem = { id, kind, key, clock, deleted: change.deleted, dirty: 1 }
  if (change.value !== undefined) item.value = change.value
  if (change.position !== undefined) {
    item.run = savedRun(before?.run ?? 0, before?.ownLast, change.position)
    item.position = change.position
    item.ownLast = change.position
    // A question about another device's step back stays until answered, or until the reader
    // clearly moved on here (which keeps this place, as staying would).
    const movedOn =
      before?.position !== undefined &&
      Math.abs(change.position - before.position) > PLACE_TOLERANCE[kind as keyof typeof PLACE_TOLERANCE]
    if (before?.behind && !movedOn) item.behind = before.behind
  }
  await store.put('profileItems', item)
  await queueProfilePush(store)
  return true
}

/** Where a place opened: a later save behind it is a step back on this device. */
export async function noteOwnPlace(store: LocalStore, kind: ProfileKind, key: string, position: number): Promise<void> {
  if (!(await linkedProfile(store))) return
  await store.update('profileItems', profileItemId(kind, key), { ownLast: position })
}

const isPlaceKind = (kind: ProfileKind): kind is 'readingPlace' | 'listeningPlace' =>
  kind === 'readingPlace' || kind === 'listeningPlace'

/** The field of a kind's row that holds its key; the rest of the row is the element's value. */
const KEY_FIELDS = { favourite: 'storyId', follow: 'target', bookmark: 'storyId', annotation: 'id' } as const

const clampPercent = (percent: number) => Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0))

/** The record an item sends, built from its table's row (gone from there: sent as deleted). */
export async function recordOf(store: LocalStore, item: ProfileItem): Promise<ProfileChange> {
  const { kind, key, clock } = item
  const value = item.deleted ? undefined : await valueOf(store, item)
  return (
    value === undefined ? { kind, key, clock, deleted: true } : { kind, key, clock, deleted: false, value }
  ) as ProfileChange
}

/** An element's value as this device holds it now (undefined: no longer here). */
async function valueOf(store: LocalStore, { kind, key, run = 0, value }: ProfileItem): Promise<unknown> {
  switch (kind) {
    case 'setting':
      return value
    case 'readingPlace': {
      const row = await store.get('readingProgress', key)
      return (
        row && { run, position: clampPercent(row.percent), chapterIndex: row.chapterIndex, scrollTop: row.position }
      )
    }
    case 'listeningPlace': {
      const row = await store.get('audioProgress', key)
      return (
        row && {
          run,
          position: row.currentPosition,
          duration: row.duration,
          ...(row.speed !== undefined && { speed: row.speed }),
        }
      )
    }
    default: {
      const row: object | undefined = await store.get(KIND_TABLES[kind], key)
      if (!row) return undefined
      const { [KEY_FIELDS[kind]]: _key, ...rest } = row as Record<string, unknown>
      return rest
    }
  }
}

/** Puts a change's value in its table (or deletes it there). */
async function writeValue(store: LocalStore, change: ProfileChange): Promise<void> {
  if (change.kind === 'setting') return
  const table = KIND_TABLES[change.kind]
  if (change.deleted || change.value === undefined) return store.delete(table, change.key)
  const { key } = change
  switch (change.kind) {
    case 'readingPlace': {
      const { position, chapterIndex, scrollTop } = change.value
      const row = { storyId: key, percent: position, chapterIndex, position: scrollTop, updatedAt: Date.now() }
      return store.put('readingProgress', { ...row, elsewhere: true })
    }
    case 'listeningPlace': {
      const { position, duration, speed } = change.value
      const row = { storyId: key, currentPosition: position, duration, updatedAt: Date.now() }
      return store.put('audioProgress', speed === undefined ? row : { ...row, speed })
    }
    default:
      return store.put(table, { [KEY_FIELDS[change.kind]]: key, ...change.value } as never)
  }
}

/** What applying a change did: changed this device's data, or left a place question. */
export type Applied = 'skipped' | 'applied' | 'asked'

/**
 * Applies a change from the profile (a pull's page, or what a push answered held), in the
 * caller's transaction over PROFILE_APPLY_TABLES: the same rule the server used decides it
 * (contract/profile-merge.ts), so every device ends with the server's winner. A place far behind
 * this device's own is not taken: it waits as `behind` for the reader's answer.
 */
export async function applyProfileChange(store: LocalStore, change: ProfileChange): Promise<Applied> {
  const profile = await linkedProfile(store)
  if (!profile) return 'skipped'
  if (profile.lastClock !== laterClock(profile.lastClock, change.clock))
    await store.update('profile', 'current', { lastClock: (profile.lastClock = change.clock) })
  const id = profileItemId(change.kind, change.key)
  const own = await store.get('profileItems', id)
  const settled = own?.clock === change.clock
  if (settled) {
    if (own.dirty) await store.update('profileItems', id, { dirty: 0 })
    return 'skipped'
  }
  if (isPlaceKind(change.kind)) return applyPlace(store, own, change as PlaceRecord & ProfileChange)
  if (own && own.clock > change.clock) return 'skipped'
  await writeValue(store, change)
  const item: ProfileItem = {
    id,
    kind: change.kind,
    key: change.key,
    clock: change.clock,
    deleted: change.deleted,
    dirty: 0,
  }
  if (change.kind === 'setting' && !change.deleted) item.value = change.value
  await store.put('profileItems', item)
  return 'applied'
}

async function applyPlace(
  store: LocalStore,
  own: ProfileItem | undefined,
  winner: PlaceRecord & ProfileChange,
): Promise<Applied> {
  const ownPlace: PlaceRecord | undefined =
    own && own.position !== undefined
      ? {
          kind: own.kind,
          key: own.key,
          clock: own.clock,
          deleted: own.deleted,
          value: { run: own.run ?? 0, position: own.position },
        }
      : undefined
  const decision = arrivingPlace(ownPlace, winner)
  if (decision === 'keep') return 'skipped'
  if (decision === 'ask') {
    await store.update('profileItems', own!.id, { behind: winner, run: Math.max(own!.run ?? 0, winner.value!.run) })
    return 'asked'
  }
  await writeValue(store, winner)
  const item: ProfileItem = {
    id: profileItemId(winner.kind, winner.key),
    kind: winner.kind,
    key: winner.key,
    clock: winner.clock,
    deleted: false,
    dirty: 0,
    run: winner.value!.run,
    position: winner.value!.position,
  }
  // Where this device itself was stays its own: playing on behind the winner is not a step back.
  if (own?.ownLast !== undefined) item.ownLast = own.ownLast
  await store.put('profileItems', item)
  return 'applied'
}

/**
 * The reader's answer to "On another device you went back to …": go back (the other device's
 * place becomes this one's) or stay (this place is saved again in that run, so it wins).
 */
export async function answerPlaceQuestion(
  store: LocalStore,
  kind: 'readingPlace' | 'listeningPlace',
  key: string,
  goBack: boolean,
): Promise<void> {
  const id = profileItemId(kind, key)
  const own = await store.get('profileItems', id)
  const behind = own?.behind as (PlaceRecord & ProfileChange) | undefined
  if (!own || !behind?.value) return
  if (goBack) {
    await writeValue(store, behind)
    await store.put('profileItems', {
      id,
      kind,
      key,
      clock: behind.clock,
      deleted: false,
      dirty: 0,
      run: behind.value.run,
      position: behind.value.position,
      ownLast: behind.value.position,
    })
    return
  }
  const profile = await linkedProfile(store)
  if (!profile) return
  const clock = await stampClock(store, profile)
  await store.put('profileItems', { ...own, behind: undefined, clock, dirty: 1, run: behind.value.run })
  await queueProfilePush(store)
}

/** The first clock of a row made before linking: its own time, so the two devices' sets unite by age. */
const ownTimeClock = (ms: number, deviceId: string) =>
  formatClock({ wall: Math.max(0, Math.floor(Number.isFinite(ms) ? ms : 0)), counter: 0, device: deviceId })
const msOf = (iso: string | undefined) => (iso ? Date.parse(iso) : 0)

/**
 * Just linked: every element this device has becomes a change to send, with its own time as its
 * clock (so linking unites the devices' favourites, notes and places; later changes win). The
 * settings go with `settingsTime` as their time: now on the device whose link was used (the
 * profile starts with its settings), 0 on the device that joined (it takes the profile's).
 */
export async function noteEverything(
  store: LocalStore,
  settings: Partial<Record<SettingKey, SettingValue>>,
  settingsTime: number,
): Promise<void> {
  const profile = await linkedProfile(store)
  if (!profile) return
  const device = profile.deviceId
  const put = (kind: ProfileKind, key: string, ms: number, extra: Partial<ProfileItem> = {}) =>
    store.put('profileItems', {
      id: profileItemId(kind, key),
      kind,
      key,
      clock: ownTimeClock(ms, device),
      deleted: false,
      dirty: 1,
      ...extra,
    })
  for (const row of await store.getAll('favourites')) await put('favourite', row.storyId, msOf(row.createdAt))
  for (const row of await store.getAll('follows')) await put('follow', row.target, msOf(row.followedAt))
  for (const row of await store.getAll('bookmarks')) await put('bookmark', row.storyId, row.timestamp)
  for (const row of await store.getAll('annotations')) await put('annotation', row.id, msOf(row.updatedAt))
  for (const row of await store.getAll('readingProgress')) {
    const position = clampPercent(row.percent)
    await put('readingPlace', row.storyId, row.updatedAt, { run: 0, position, ownLast: position })
  }
  for (const row of await store.getAll('audioProgress'))
    await put('listeningPlace', row.storyId, row.updatedAt, {
      run: 0,
      position: row.currentPosition,
      ownLast: row.currentPosition,
    })
  for (const [key, value] of Object.entries(settings))
    await put('setting', key, settingsTime, { value: value as SettingValue })
  await queueProfilePush(store)
}

/**
 * This device is no longer linked (it left, forgot the profile, or was told so by the server,
 * which the person hears of once: `tellThePerson`):
 * the link, the clocks and the waiting entry go; every favourite, note, place and setting stays.
 */
export async function endProfile(store: LocalStore, tellThePerson: boolean): Promise<void> {
  await store.delete('profile', 'current')
  for (const key of await store.keys('profileItems')) await store.delete('profileItems', key as string)
  for (const entry of await store.getAll('outbox'))
    if (entry.kind === 'profile.push') await store.delete('outbox', entry.seq!)
  if (tellThePerson) await store.put('syncState', { key: 'profileEnded', value: new Date().toISOString() })
}

/** Tables endProfile writes. */
export const PROFILE_END_TABLES = [...PROFILE_TABLES, 'syncState'] as const satisfies readonly TableName[]
