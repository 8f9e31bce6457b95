import { describe, expect, it } from 'vitest'
import {
  instantOfLocalInput,
  isoWithOffset,
  latestPublishAt,
  localInputOf,
  nextFullHour,
  scheduleProblem,
  timeInWords,
  zoneLine,
} from './schedule-time.ts'

const PARIS = 'Europe/Paris'
const NEW_YORK = 'America/New_York'
const KOLKATA = 'Asia/Kolkata'
const CHATHAM = 'Pacific/Chatham'
const HOUR = 3_600_000

// One instant read in one zone, both ways: instant → picker value and ISO, and picker value → instant.
describe.each([
  ['Paris, summer', '2026-06-13T16:00:00Z', PARIS, '2026-06-13T18:00', '2026-06-13T18:00:00+02:00'],
  ['Paris, winter', '2026-01-15T09:05:00Z', PARIS, '2026-01-15T10:05', '2026-01-15T10:05:00+01:00'],
  ['Paris, 00 not 24', '2026-06-13T22:00:00Z', PARIS, '2026-06-14T00:00', '2026-06-14T00:00:00+02:00'],
  ['Paris, before the gap', '2026-03-29T00:59:00Z', PARIS, '2026-03-29T01:59', '2026-03-29T01:59:00+01:00'],
  ['Paris, after the gap', '2026-03-29T01:00:00Z', PARIS, '2026-03-29T03:00', '2026-03-29T03:00:00+02:00'],
  ['Paris, first 02:30', '2026-10-25T00:30:00Z', PARIS, '2026-10-25T02:30', '2026-10-25T02:30:00+02:00'],
  ['New York, summer', '2026-06-13T16:00:00Z', NEW_YORK, '2026-06-13T12:00', '2026-06-13T12:00:00-04:00'],
  ['New York, winter', '2026-01-15T16:00:00Z', NEW_YORK, '2026-01-15T11:00', '2026-01-15T11:00:00-05:00'],
  ['New York, a year back', '2027-01-01T04:30:00Z', NEW_YORK, '2026-12-31T23:30', '2026-12-31T23:30:00-05:00'],
  ['Kolkata, half hour', '2026-06-13T16:00:00Z', KOLKATA, '2026-06-13T21:30', '2026-06-13T21:30:00+05:30'],
  ['UTC', '2026-06-13T16:00:00Z', 'UTC', '2026-06-13T16:00', '2026-06-13T16:00:00+00:00'],
  ['UTC, a leap day', '2028-02-29T12:00:00Z', 'UTC', '2028-02-29T12:00', '2028-02-29T12:00:00+00:00'],
  ['Chatham, winter', '2026-06-13T16:00:00Z', CHATHAM, '2026-06-14T04:45', '2026-06-14T04:45:00+12:45'],
  ['Chatham, summer', '2026-01-15T16:00:00Z', CHATHAM, '2026-01-16T05:45', '2026-01-16T05:45:00+13:45'],
])('%s', (_when, instant, zone, input, iso) => {
  const date = new Date(instant)
  it(`reads ${input} in the picker`, () => expect(localInputOf(date, zone)).toBe(input))
  it(`is sent as ${iso}`, () => expect(isoWithOffset(date, zone)).toBe(iso))
  it('is the instant its picker value means', () => expect(instantOfLocalInput(input, zone)).toEqual(date))
  it('is the instant its ISO text means', () => expect(Date.parse(iso)).toBe(date.getTime()))
})

describe('instantOfLocalInput', () => {
  it.each([
    ['a wall time in a spring-forward gap lands as far past it', '2026-03-29T02:30', PARIS, '2026-03-29T01:30:00Z'],
    ['the start of the gap is its end', '2026-03-29T02:00', PARIS, '2026-03-29T01:00:00Z'],
    ['a repeated wall time takes the first (CEST)', '2026-10-25T02:30', PARIS, '2026-10-25T00:30:00Z'],
    ['the hour after the repeat is plain CET', '2026-10-25T03:00', PARIS, '2026-10-25T02:00:00Z'],
    ['New York gap: 02:30 is 03:30 EDT', '2026-03-08T02:30', NEW_YORK, '2026-03-08T07:30:00Z'],
    ['New York repeat: 01:30 is 01:30 EDT', '2026-11-01T01:30', NEW_YORK, '2026-11-01T05:30:00Z'],
    ['Chatham gap: 03:00 is 04:00 +13:45', '2026-09-27T03:00', CHATHAM, '2026-09-26T14:15:00Z'],
    ['Chatham repeat: 03:00 is 03:00 +13:45', '2026-04-05T03:00', CHATHAM, '2026-04-04T13:15:00Z'],
    ['seconds, when a browser keeps them', '2026-06-13T18:00:30', PARIS, '2026-06-13T16:00:30Z'],
  ])('%s (%s in %s)', (_rule, input, zone, instant) => {
    expect(instantOfLocalInput(input, zone)).toEqual(new Date(instant))
  })

  it.each([
    ['empty', ''],
    ['a date alone', '2026-06-13'],
    ['a space for the T', '2026-06-13 18:00'],
    ['no minutes', '2026-06-13T18'],
    ['a one-digit month', '2026-6-13T18:00'],
    ['a 13th month', '2026-13-01T00:00'],
    ['30 February', '2026-02-30T12:00'],
    ['29 February in a common year', '2027-02-29T12:00'],
    ['hour 24', '2026-06-13T24:00'],
    ['minute 60', '2026-06-13T18:60'],
    ['second 60', '2026-06-13T18:00:60'],
    ['milliseconds', '2026-06-13T18:00:00.000'],
    ['a Z', '2026-06-13T18:00Z'],
    ['an offset', '2026-06-13T18:00+02:00'],
    ['a leading space', ' 2026-06-13T18:00'],
  ])('answers null for %s (%j)', (_what, input) => {
    expect(instantOfLocalInput(input, PARIS)).toBeNull()
  })

  // Every hour of a year, read as a picker value and back, is itself, except the second pass
  // through a fall-back hour, which reads back as the first.
  it.each([
    [PARIS, ['2026-10-25T01:00:00.000Z']],
    [NEW_YORK, ['2026-11-01T06:00:00.000Z']],
    [CHATHAM, ['2026-04-04T14:00:00.000Z']],
    [KOLKATA, []],
    ['UTC', []],
  ])('round-trips every hour of 2026 in %s but %j', (zone, readAsEarlier) => {
    const differing: string[] = []
    for (let time = Date.parse('2026-01-01T00:00Z'); time < Date.parse('2027-01-01T00:00Z'); time += HOUR) {
      const input = localInputOf(new Date(time), zone)
      const back = instantOfLocalInput(input, zone)
      if (back?.getTime() === time) continue
      differing.push(new Date(time).toISOString())
      expect(back?.getTime()).toBe(time - HOUR)
    }
    expect(differing).toEqual(readAsEarlier)
  })
})

describe('zoneLine', () => {
  it.each([
    ['2026-06-13T16:00:00Z', PARIS, 'Europe/Paris · UTC+02:00'],
    ['2026-01-15T16:00:00Z', PARIS, 'Europe/Paris · UTC+01:00'],
    ['2026-06-13T16:00:00Z', NEW_YORK, 'America/New_York · UTC-04:00'],
    ['2026-06-13T16:00:00Z', KOLKATA, 'Asia/Kolkata · UTC+05:30'],
    ['2026-06-13T16:00:00Z', 'UTC', 'UTC · UTC+00:00'],
    ['2026-01-15T16:00:00Z', CHATHAM, 'Pacific/Chatham · UTC+13:45'],
  ])('%s in %s reads "%s"', (instant, zone, line) => {
    expect(zoneLine(new Date(instant), zone)).toBe(line)
  })

  it("reads in the runtime's zone unless told", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    const date = new Date('2026-06-13T16:00:00Z')
    expect(zoneLine(date)).toBe(zoneLine(date, zone))
    expect(localInputOf(date)).toBe(localInputOf(date, zone))
    expect(instantOfLocalInput('2026-06-13T18:00')).toEqual(instantOfLocalInput('2026-06-13T18:00', zone))
  })
})

describe('isoWithOffset', () => {
  it('keeps milliseconds when there are some, so the instant is never moved', () => {
    expect(isoWithOffset(new Date('2026-06-13T16:00:00.250Z'), PARIS)).toBe('2026-06-13T18:00:00.250+02:00')
  })

  it('writes what the server accepts', () => {
    const server = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/
    for (const zone of [PARIS, NEW_YORK, KOLKATA, CHATHAM, 'UTC']) {
      expect(isoWithOffset(new Date('2026-06-13T16:00:00.007Z'), zone)).toMatch(server)
    }
  })
})

describe('timeInWords', () => {
  it.each([
    ['2026-06-13T16:00:00Z', PARIS, 'en-GB', 'Sat 13 Jun, 18:00 CEST'],
    ['2026-01-15T09:05:00Z', PARIS, 'en-GB', 'Thu 15 Jan, 10:05 CET'],
    ['2026-06-13T22:00:00Z', PARIS, 'en-GB', 'Sun 14 Jun, 00:00 CEST'],
    ['2026-06-13T16:00:00Z', 'UTC', 'en-GB', 'Sat 13 Jun, 16:00 UTC'],
    ['2026-06-13T16:00:00Z', KOLKATA, 'en-GB', 'Sat 13 Jun, 21:30 GMT+5:30'],
    ['2026-06-13T16:00:00Z', PARIS, 'en-US', 'Sat, Jun 13, 18:00 GMT+2'],
  ])('%s in %s (%s) reads "%s"', (instant, zone, locale, words) => {
    expect(timeInWords(new Date(instant), zone, locale)).toBe(words)
  })
})

describe('the allowed range', () => {
  const NOW = new Date('2026-06-13T16:20:00Z')
  const at = (iso: string) => new Date(iso)

  it.each([
    ['nothing chosen', null, 'Choose a date and time.'],
    ['a date that cannot be read', at('not a date'), 'Choose a date and time.'],
    ['now', NOW, 'That time has passed: choose a later one, or Publish now.'],
    ['a millisecond ago', at('2026-06-13T16:19:59.999Z'), 'That time has passed: choose a later one, or Publish now.'],
    ['a millisecond ahead', at('2026-06-13T16:20:00.001Z'), null],
    ['a year ahead to the millisecond', at('2027-06-13T16:20:00Z'), null],
    ['a millisecond more than a year', at('2027-06-13T16:20:00.001Z'), 'Choose a time within a year from now.'],
  ])('%s → %j', (_when, chosen, problem) => {
    expect(scheduleProblem(chosen, NOW)).toBe(problem)
  })

  it.each([
    ['a year on', '2026-06-13T16:20:00Z', '2027-06-13T16:20:00.000Z'],
    ['29 February rolls to 1 March', '2028-02-29T10:00:00Z', '2029-03-01T10:00:00.000Z'],
  ])('the latest is %s', (_rule, now, latest) => {
    expect(latestPublishAt(new Date(now)).toISOString()).toBe(latest)
  })
})

describe('nextFullHour', () => {
  it.each([
    ['part way through an hour', '2026-06-13T16:20:00Z', '2026-06-13T17:00:00.000Z'],
    ['exactly on the hour, the next one', '2026-06-13T16:00:00Z', '2026-06-13T17:00:00.000Z'],
    ['a millisecond before the hour', '2026-06-13T16:59:59.999Z', '2026-06-13T17:00:00.000Z'],
    ['late in the day, tomorrow', '2026-06-13T23:30:00Z', '2026-06-14T00:00:00.000Z'],
  ])('%s', (_when, now, next) => {
    expect(nextFullHour(new Date(now)).toISOString()).toBe(next)
  })

  it.each([
    [PARIS, '2026-06-13T19:00'],
    [KOLKATA, '2026-06-13T22:30'],
    [CHATHAM, '2026-06-14T05:45'],
  ])('reads in %s as %s', (zone, input) => {
    expect(localInputOf(nextFullHour(new Date('2026-06-13T16:20:00Z')), zone)).toBe(input)
  })
})
