// A story's release time, as the admin picks it ("Publish on…" a wall time in their own zone) and as
// the server is sent it (an instant with its offset), and the rule for a valid choice: later than
// now, within PUBLISH_AHEAD_MAX_YEARS. Only Intl knows the zones' rules, so every reading asks it;
// the zone defaults to the runtime's own. An unknown zone or an Invalid Date throws, as Intl does.

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** How far ahead of now a release may be scheduled. */
export const PUBLISH_AHEAD_MAX_YEARS = 1

const runtimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

const wallFormats = new Map<string, Intl.DateTimeFormat>()

// hourCycle 'h23' rather than hour12: false, which reads midnight as 24 in some engines
// (https://bugs.chromium.org/p/chromium/issues/detail?id=1045791).
function wallFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    wallFormats.set(timeZone, format)
  }
  return format
}

/** The wall clock in that zone at that instant (to the second), written as if it were UTC. */
function wallClockMs(date: Date, timeZone: string): number {
  const parts = wallFormat(timeZone).formatToParts(date)
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value)
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999.
  const wall = new Date(0)
  wall.setUTCFullYear(field('year'), field('month') - 1, field('day'))
  wall.setUTCHours(field('hour'), field('minute'), field('second'))
  return wall.getTime()
}

/** The zone's offset from UTC at that instant, in minutes: 120 for CEST, -240 for EDT. */
function offsetMinutes(date: Date, timeZone: string): number {
  const wholeSecond = Math.floor(date.getTime() / 1000) * 1000
  return Math.round((wallClockMs(date, timeZone) - wholeSecond) / MINUTE)
}

/** "+02:00", "-04:00", "+00:00". */
function offsetText(minutes: number): string {
  const two = (n: number) => String(n).padStart(2, '0')
  const size = Math.abs(minutes)
  return `${minutes < 0 ? '-' : '+'}${two(Math.floor(size / 60))}:${two(size % 60)}`
}

/** The value of an <input type="datetime-local" step="60">: "2026-06-13T18:00" in that zone. */
export function localInputOf(date: Date, timeZone = runtimeZone()): string {
  return new Date(wallClockMs(date, timeZone)).toISOString().slice(0, 16)
}

// What a datetime-local input gives: minutes, or seconds too when a browser keeps them.
const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/

/**
 * The instant a datetime-local value means in that zone, or null for a value that is not one
 * (malformed, or a day or hour that does not exist, such as 30 February or 24:00). A wall time
 * skipped by a spring-forward gap is read with the offset before the gap, so it lands as far past
 * the gap as it was into it (02:30 → 03:30 CEST), as browsers read it. A wall time that happens
 * twice at a fall-back takes the earlier instant (02:30 CEST, not 02:30 CET).
 */
export function instantOfLocalInput(value: string, timeZone = runtimeZone()): Date | null {
  if (!LOCAL_INPUT.test(value)) return null
  const withSeconds = value.length === 16 ? `${value}:00` : value
  const wall = Date.parse(`${withSeconds}Z`)
  // Date.parse rolls 30 February over into March; a value must come back as it went in.
  if (Number.isNaN(wall) || new Date(wall).toISOString().slice(0, 19) !== withSeconds) return null
  // No zone is more than 14 h from UTC, so the instant is within a day of the wall time read as UTC,
  // and the offsets a day either side are the only ones it can have (barring two changes in 2 days).
  const before = offsetMinutes(new Date(wall - DAY), timeZone)
  const after = offsetMinutes(new Date(wall + DAY), timeZone)
  const fitting = [before, after]
    .map((offset) => wall - offset * MINUTE)
    .filter((instant) => wall - offsetMinutes(new Date(instant), timeZone) * MINUTE === instant)
  return new Date(fitting.length > 0 ? Math.min(...fitting) : wall - before * MINUTE)
}

/**
 * The instant as the server takes it: "2026-06-13T18:00:00+02:00", with the zone's offset at that
 * instant. Milliseconds are written only when there are some, so the instant is never moved.
 */
export function isoWithOffset(date: Date, timeZone = runtimeZone()): string {
  const wall = new Date(wallClockMs(date, timeZone)).toISOString().slice(0, 19)
  const milliseconds = ((date.getTime() % 1000) + 1000) % 1000
  const fraction = milliseconds === 0 ? '' : `.${String(milliseconds).padStart(3, '0')}`
  return `${wall}${fraction}${offsetText(offsetMinutes(date, timeZone))}`
}

/** "Europe/Paris · UTC+02:00": the zone the picker reads in, with its offset at that instant. */
export function zoneLine(date: Date, timeZone = runtimeZone()): string {
  return `${timeZone} · UTC${offsetText(offsetMinutes(date, timeZone))}`
}

/** "Sat 13 Jun, 18:00 CEST": the chosen time in words, 24-hour, with the zone's short name. */
export function timeInWords(date: Date, timeZone = runtimeZone(), locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(date)
}

/** The latest release allowed: the same instant PUBLISH_AHEAD_MAX_YEARS on (29 Feb → 1 Mar). */
export function latestPublishAt(now: Date): Date {
  const latest = new Date(now)
  latest.setUTCFullYear(latest.getUTCFullYear() + PUBLISH_AHEAD_MAX_YEARS)
  return latest
}

/** What is wrong with a chosen release time, in the admin's words; null when it can be scheduled. */
export function scheduleProblem(at: Date | null, now: Date): string | null {
  if (at === null || Number.isNaN(at.getTime())) return 'Choose a date and time.'
  if (at <= now) return 'That time has passed: choose a later one, or Publish now.'
  if (at > latestPublishAt(now)) return 'Choose a time within a year from now.'
  return null
}

/**
 * The picker's first choice: the next full UTC hour strictly after now. A full UTC hour is a full
 * hour in every zone whose offset is whole hours; in a half-hour zone it reads XX:30 (Asia/Kolkata)
 * or XX:45 (Pacific/Chatham), which is still a round, near, valid choice.
 */
export function nextFullHour(now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR) * HOUR + HOUR)
}
