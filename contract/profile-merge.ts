// How two devices of one reader profile agree (issue 60, first part): pure rules the server and
// the device both apply, so the same changes give the same result whichever order they arrive in.
//
// - Every change carries a clock: a hybrid logical clock (wall time in ms, a counter, the device's
//   id), written at a fixed width so that comparing the strings compares the clocks. A device moves
//   its clock past every clock it has seen, so a change made after seeing another is ordered after
//   it, whatever the two devices' wall clocks say.
// - Favourites, follows, bookmarks, settings and highlights with their notes: the change with the
//   highest clock wins, per element; a delete is a change too (a tombstone), so a device that was
//   offline cannot bring a deleted element back.
// - Reading and listening places: the highest (run, position, clock). A run starts when the reader
//   goes back on a device; within a run the furthest place wins. A device that receives a place
//   well behind its own asks before it moves there.

/** Digits of each part of a clock: wall ms (to the year 2286), a counter, the device id (hex). */
const WALL_DIGITS = 13
const COUNTER_DIGITS = 4
const DEVICE_DIGITS = 16
const COUNTER_MAX = 10 ** COUNTER_DIGITS - 1
const CLOCK_PATTERN = new RegExp(`^(\\d{${WALL_DIGITS}})\\.(\\d{${COUNTER_DIGITS}})\\.([0-9a-f]{${DEVICE_DIGITS}})$`)

/** How far past the server's time a clock may be: a device with a broken clock cannot pin an element forever. */
export const CLOCK_LEEWAY_MS = 2 * 60_000

export interface Clock {
  wall: number
  counter: number
  device: string
}

export function formatClock({ wall, counter, device }: Clock): string {
  return `${String(wall).padStart(WALL_DIGITS, '0')}.${String(counter).padStart(COUNTER_DIGITS, '0')}.${device}`
}

/** The clock a string holds, or undefined when it is not one. */
export function parseClock(text: string): Clock | undefined {
  const parts = CLOCK_PATTERN.exec(text)
  return parts ? { wall: Number(parts[1]), counter: Number(parts[2]), device: parts[3]! } : undefined
}

/**
 * The clock of a change made now on `device`, after `last` (the highest this device has made or
 * seen): its wall time unless `last` is ahead, then `last`'s wall with the next counter.
 */
export function nextClock(last: string | undefined, now: number, device: string): string {
  const before = last === undefined ? undefined : parseClock(last)
  const wall = Math.max(Math.floor(now), before?.wall ?? 0)
  if (!before || wall > before.wall) return formatClock({ wall, counter: 0, device })
  return before.counter < COUNTER_MAX
    ? formatClock({ wall, counter: before.counter + 1, device })
    : formatClock({ wall: wall + 1, counter: 0, device })
}

/** The later of two clocks (what a device keeps as its last after seeing `seen`). */
export const laterClock = (a: string | undefined, b: string): string => (a === undefined || b > a ? b : a)

/** A clock no further ahead of the server's `now` than CLOCK_LEEWAY_MS (its counter and device kept). */
export function clampClock(clock: string, now: number): string {
  const parsed = parseClock(clock)
  if (!parsed || parsed.wall <= now + CLOCK_LEEWAY_MS) return clock
  return formatClock({ ...parsed, wall: Math.floor(now + CLOCK_LEEWAY_MS) })
}

/** One element of a profile as it travels: a kind, its key in that kind, and its latest change. */
export interface ProfileRecord<V = unknown> {
  kind: string
  key: string
  clock: string
  deleted: boolean
  /** Absent on a delete. */
  value?: V
}

/** Favourites, follows, bookmarks, settings, highlights: the change with the higher clock (equal: the same change). */
export function laterRecord<R extends ProfileRecord>(a: R, b: R): R {
  return b.clock > a.clock ? b : a
}

/** A reading or listening place: `position` is the percent read or the second reached. */
export interface PlaceValue {
  run: number
  position: number
}

export type PlaceRecord = ProfileRecord<PlaceValue>

/** Places in the order that decides them: run, then position, then clock. */
export function comparePlaces(a: PlaceRecord, b: PlaceRecord): number {
  const [x, y] = [a.value ?? { run: -1, position: -1 }, b.value ?? { run: -1, position: -1 }]
  return x.run - y.run || x.position - y.position || (a.clock < b.clock ? -1 : a.clock > b.clock ? 1 : 0)
}

export const furtherPlace = (a: PlaceRecord, b: PlaceRecord): PlaceRecord => (comparePlaces(b, a) > 0 ? b : a)

export const PLACE_KINDS = ['readingPlace', 'listeningPlace'] as const
const isPlace = (record: ProfileRecord): record is PlaceRecord =>
  (PLACE_KINDS as readonly string[]).includes(record.kind)

/** What is kept of an element when `incoming` meets `stored` (the same kind and key), on the server and on a device. */
export function mergeRecord<R extends ProfileRecord>(stored: R | undefined, incoming: R): R {
  if (!stored) return incoming
  if (isPlace(stored) && isPlace(incoming)) return furtherPlace(stored, incoming) as R
  return laterRecord(stored, incoming)
}

/** How far behind its own place a device moves without asking: 1 % of a text, 10 s of audio. */
export const PLACE_TOLERANCE: Record<(typeof PLACE_KINDS)[number], number> = { readingPlace: 1, listeningPlace: 10 }

/**
 * What a device does with the profile's winning place for a story, given its own: keep its own
 * (it is the winner, or ahead and will be sent), take the winner (further on, or not far behind),
 * or ask the reader (the winner went back elsewhere, further than the tolerance).
 */
export function arrivingPlace(own: PlaceRecord | undefined, winner: PlaceRecord): 'keep' | 'take' | 'ask' {
  if (!own?.value) return 'take'
  if (comparePlaces(winner, own) <= 0) return 'keep'
  const tolerance = PLACE_TOLERANCE[winner.kind as keyof typeof PLACE_TOLERANCE] ?? 0
  return (winner.value?.position ?? 0) >= own.value.position - tolerance ? 'take' : 'ask'
}

/**
 * The run of a place saved on this device: the highest run it knows for the story, or a new one
 * when the reader went back here (below `ownLast`, the last place this device itself was at).
 */
export function savedRun(knownRun: number, ownLast: number | undefined, position: number): number {
  return ownLast !== undefined && position < ownLast ? knownRun + 1 : knownRun
}
