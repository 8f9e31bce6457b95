import { describe, expect, it } from 'vitest'
import {
  arrivingPlace,
  clampClock,
  CLOCK_LEEWAY_MS,
  formatClock,
  laterClock,
  mergeRecord,
  nextClock,
  parseClock,
  savedRun,
  type PlaceRecord,
  type ProfileRecord,
} from './profile-merge.ts'

const PHONE = '00000000000000a1'
const LAPTOP = '00000000000000b2'
const clock = (wall: number, counter = 0, device = PHONE) => formatClock({ wall, counter, device })

/** Every order of `items`. */
function orders<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]]
  return items.flatMap((item, at) =>
    orders([...items.slice(0, at), ...items.slice(at + 1)]).map((rest) => [item, ...rest]),
  )
}

/** What a server (or a device) keeps after the records arrive one after another in this order. */
const applied = <R extends ProfileRecord>(records: readonly R[]) =>
  records.reduce<R | undefined>((kept, record) => mergeRecord(kept, record), undefined)

describe('clocks', () => {
  it('write at a fixed width, so that string order is clock order, and read back', () => {
    const clocks = [clock(999), clock(1_000), clock(1_000, 1), clock(1_000, 1, LAPTOP), clock(1_700_000_000_000)]
    expect([...clocks].reverse().sort()).toEqual(clocks)
    expect(clocks.map((text) => parseClock(text))).toEqual([
      { wall: 999, counter: 0, device: PHONE },
      { wall: 1_000, counter: 0, device: PHONE },
      { wall: 1_000, counter: 1, device: PHONE },
      { wall: 1_000, counter: 1, device: LAPTOP },
      { wall: 1_700_000_000_000, counter: 0, device: PHONE },
    ])
  })

  it.each(['', '1.2.3', `${clock(5)}x`, clock(5).replace(PHONE, 'Z'.repeat(16))])('reads %j as no clock', (text) => {
    expect(parseClock(text)).toBeUndefined()
  })

  it('move on with the wall, and past the last clock seen when the wall is behind it', () => {
    expect(nextClock(undefined, 5_000.7, PHONE)).toBe(clock(5_000))
    expect(nextClock(clock(4_000), 5_000, PHONE)).toBe(clock(5_000))
    // The laptop's change came from a clock ahead of the phone's: the phone's next change still comes after it.
    expect(nextClock(clock(9_000, 3, LAPTOP), 5_000, PHONE)).toBe(clock(9_000, 4))
    expect(nextClock(clock(9_000, 9_999, LAPTOP), 5_000, PHONE)).toBe(clock(9_001, 0))
    expect(nextClock(clock(9_000, 3, LAPTOP), 5_000, PHONE) > clock(9_000, 3, LAPTOP)).toBe(true)
  })

  it('keep the later of what a device made and what it saw', () => {
    expect(laterClock(undefined, clock(1))).toBe(clock(1))
    expect(laterClock(clock(2), clock(1))).toBe(clock(2))
    expect(laterClock(clock(2), clock(2, 0, LAPTOP))).toBe(clock(2, 0, LAPTOP))
  })

  it('are held to two minutes past the server’s time, keeping their counter and device', () => {
    const now = 1_000_000
    expect(clampClock(clock(now + CLOCK_LEEWAY_MS), now)).toBe(clock(now + CLOCK_LEEWAY_MS))
    expect(clampClock(clock(now + 86_400_000, 7, LAPTOP), now)).toBe(clock(now + CLOCK_LEEWAY_MS, 7, LAPTOP))
    expect(clampClock('not a clock', now)).toBe('not a clock')
  })
})

describe('favourites, follows, bookmarks, settings and notes: the latest change per element', () => {
  const favourite = (at: number, deleted: boolean, device = PHONE): ProfileRecord => ({
    kind: 'favourite',
    key: 's1',
    clock: clock(at, 0, device),
    deleted,
    ...(!deleted && { value: { createdAt: new Date(at).toISOString() } }),
  })

  it.each([
    ['added, removed, added again', [favourite(1, false), favourite(2, true, LAPTOP), favourite(3, false)], 2],
    ['removed last', [favourite(1, false), favourite(3, true, LAPTOP), favourite(2, false)], 1],
    [
      'two devices at the same millisecond: the device id decides',
      [favourite(5, false), favourite(5, true, LAPTOP)],
      1,
    ],
    ['one change heard twice', [favourite(4, true), favourite(4, true), favourite(1, false, LAPTOP)], 0],
  ])('ends the same in every order: %s', (_, records, winner) => {
    for (const order of orders(records)) expect(applied(order)).toEqual(records[winner])
  })

  it('keeps a note whole: the later edit wins, colour and words together', () => {
    const note = (at: number, colour: string, text: string, device: string): ProfileRecord => ({
      kind: 'annotation',
      key: 'a1',
      clock: clock(at, 0, device),
      deleted: false,
      value: { colour, note: text },
    })
    const older = note(10, 'pink', 'First thought.', LAPTOP)
    const newer = note(11, 'yellow', 'Second thought.', PHONE)
    for (const order of orders([older, newer]))
      expect(applied(order)?.value).toEqual({ colour: 'yellow', note: 'Second thought.' })
  })

  it('changes nothing when a change meets itself', () => {
    const record = favourite(3, false)
    expect(mergeRecord(record, { ...record })).toEqual(record)
  })
})

describe('reading and listening places', () => {
  const place = (run: number, position: number, at: number, device = PHONE): PlaceRecord => ({
    kind: 'listeningPlace',
    key: 's1',
    clock: clock(at, 0, device),
    deleted: false,
    value: { run, position },
  })

  it.each([
    ['the furthest of a run, whenever it was saved', [place(0, 300, 1), place(0, 900, 2, LAPTOP), place(0, 600, 3)], 1],
    [
      'a newer run, though behind: the reader went back',
      [place(0, 900, 1), place(1, 60, 2, LAPTOP), place(0, 950, 3)],
      1,
    ],
    ['the same run and second: the later clock', [place(2, 60, 1), place(2, 60, 2, LAPTOP), place(1, 3_000, 9)], 1],
  ])('ends the same in every order: %s', (_, records, winner) => {
    for (const order of orders(records)) expect(applied(order)).toEqual(records[winner])
  })

  it.each([
    ['nothing of its own: takes it', undefined, place(0, 100, 1), 'take'],
    ['its own is the winner: keeps it', place(0, 500, 2), place(0, 500, 2), 'keep'],
    ['its own is further: keeps it (it is sent next)', place(0, 500, 2), place(0, 400, 3, LAPTOP), 'keep'],
    ['further on elsewhere: takes it', place(0, 400, 2), place(0, 500, 1, LAPTOP), 'take'],
    ['a newer run within 10 s behind: takes it', place(0, 400, 2), place(1, 391, 3, LAPTOP), 'take'],
    ['a newer run far behind: asks', place(0, 400, 2), place(1, 60, 3, LAPTOP), 'ask'],
  ] as const)('a device receiving the winner, %s', (_, own, winner, answer) => {
    expect(arrivingPlace(own, winner)).toBe(answer)
  })

  it('reads 1 % as close enough in a text', () => {
    const reading = (run: number, percent: number, at: number): PlaceRecord => ({
      ...place(run, percent, at),
      kind: 'readingPlace',
    })
    expect(arrivingPlace(reading(0, 40, 1), reading(1, 39, 2))).toBe('take')
    expect(arrivingPlace(reading(0, 40, 1), reading(1, 38.5, 2))).toBe('ask')
  })

  it('starts a new run only when the reader goes back on this device', () => {
    expect(savedRun(3, undefined, 10)).toBe(3)
    expect(savedRun(3, 100, 120)).toBe(3)
    expect(savedRun(3, 100, 100)).toBe(3)
    expect(savedRun(3, 100, 40)).toBe(4)
  })
})
