import { describe, expect, it } from 'vitest'
import { countdownText, nextTickMs } from './release-countdown.ts'

const RELEASE = new Date('2026-06-13T16:00:00Z')
const S = 1000
const M = 60 * S
const H = 60 * M
const D = 24 * H
const before = (ms: number) => new Date(RELEASE.getTime() - ms)

describe('the countdown to a release', () => {
  it.each([
    ['a year', 365 * D, 'in 365 d', M],
    ['2 d 3 h 10 min (hours rounded up)', 2 * D + 3 * H + 10 * M, 'in 2 d 4 h', M],
    ['1 d 1 s', D + S, 'in 1 d 1 h', S],
    ['exactly 1 d', D, 'in 1 d', M],
    ['23 h 59 min 30 s (rounds up to a day)', D - 30 * S, 'in 1 d', 30 * S],
    ['23 h 59 min', D - M, 'in 23 h 59 min', M],
    ['3 h 11 min 20 s (minutes rounded up)', 3 * H + 11 * M + 20 * S, 'in 3 h 12 min', 20 * S],
    ['1 h 1 s', H + S, 'in 1 h 1 min', S],
    ['exactly 1 h', H, 'in 1 h', M],
    ['59 min 30 s (rounds up to an hour)', H - 30 * S, 'in 1 h', 30 * S],
    ['44 min 10 s', 44 * M + 10 * S, 'in 45 min', 10 * S],
    ['2 min 30 s', 2 * M + 30 * S, 'in 3 min', 30 * S],
    ['2 min and 1 ms', 2 * M + 1, 'in 3 min', 1],
    ['exactly 2 min', 2 * M, 'in 2 min', S],
    ['1 min 59.5 s (rounds up to 2 min)', 2 * M - 500, 'in 2 min', 500],
    ['1 min 59 s', 2 * M - S, 'in 1 min 59 s', S],
    ['1 min 5 s', M + 5 * S, 'in 1 min 5 s', S],
    ['exactly 1 min', M, 'in 1 min', S],
    ['59.5 s (rounds up to a minute)', M - 500, 'in 1 min', 500],
    ['45 s', 45 * S, 'in 45 s', S],
    ['1 ms', 1, 'in 1 s', 1],
    ['0', 0, 'Releasing…', null],
    ['a second past', -S, 'Releasing…', null],
    ['a day past', -D, 'Releasing…', null],
  ])('%s before reads "%s", next changing in %j ms', (_left, ms, text, tick) => {
    expect(countdownText(RELEASE, before(ms))).toBe(text)
    expect(nextTickMs(RELEASE, before(ms))).toBe(tick)
  })

  it('reads "Releasing…" for a release date that cannot be read, and does not tick', () => {
    expect(countdownText(new Date('not a date'), RELEASE)).toBe('Releasing…')
    expect(nextTickMs(new Date('not a date'), RELEASE)).toBeNull()
  })

  // A clock checked every 250 ms over the last three hours: the text changes on every tick and
  // never between two, so a timer set to nextTickMs neither misses a change nor wakes for nothing.
  it('changes exactly when nextTickMs says, over the last three hours', () => {
    let tickAt = before(3 * H).getTime()
    let shown = ''
    let ticks = 0
    for (let now = tickAt; now <= RELEASE.getTime(); now += 250) {
      const text = countdownText(RELEASE, new Date(now))
      if (now < tickAt) {
        expect(text).toBe(shown)
        continue
      }
      expect(text).not.toBe(shown)
      shown = text
      ticks += 1
      tickAt = now + (nextTickMs(RELEASE, new Date(now)) ?? Infinity)
    }
    expect(shown).toBe('Releasing…')
    expect(ticks).toBe(1 + (3 * 60 - 2) + 120)
  })
})
