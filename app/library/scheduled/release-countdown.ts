// The line a scheduled story shows until its release: "in 2 d 4 h", down to the second in the last
// two minutes, then "Releasing…" until the next sync brings the story published. Every figure is
// rounded up, so the line never reaches 0 before the release does; a 0 in the smaller unit is left
// out ("in 1 h", not "in 1 h 0 min").

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

/** For the last this many ms, the countdown shows seconds and changes each second. */
const SECONDS_SHOWN_WITHIN = 2 * MINUTE

/** "1 min 5 s", "45 s", "1 min": a whole count of small units, written in two units. */
function inTwoUnits(count: number, perBig: number, big: string, small: string): string {
  const bigs = Math.floor(count / perBig)
  const smalls = count % perBig
  if (bigs === 0) return `${smalls} ${small}`
  return smalls === 0 ? `${bigs} ${big}` : `${bigs} ${big} ${smalls} ${small}`
}

/**
 * "in 2 d 4 h" from a day on, "in 3 h 12 min" from an hour, "in 45 min" from two minutes, then
 * "in 1 min 5 s" and "in 45 s". Each tier is chosen by the rounded-up figure, so 23 h 59 min 30 s
 * reads "in 1 d", not "in 24 h". At or past the release (or for a date that cannot be read), the
 * story is on its way: "Releasing…".
 */
export function countdownText(releaseAt: Date, now: Date): string {
  const left = releaseAt.getTime() - now.getTime()
  if (!(left > 0)) return 'Releasing…'
  const seconds = Math.ceil(left / SECOND)
  if (seconds * SECOND < SECONDS_SHOWN_WITHIN) return `in ${inTwoUnits(seconds, 60, 'min', 's')}`
  const minutes = Math.ceil(left / MINUTE)
  if (minutes < 60) return `in ${minutes} min`
  if (minutes < 24 * 60) return `in ${inTwoUnits(minutes, 60, 'h', 'min')}`
  return `in ${inTwoUnits(Math.ceil(left / HOUR), 24, 'd', 'h')}`
}

/**
 * The ms until countdownText may read differently: the next whole second before the release in its
 * last two minutes, else the next whole minute before it (counted from the release, not the clock).
 * From a day out the text changes only on the hour, but ticking each minute keeps it right soon
 * after a device wakes, as timers may stand still while it sleeps. Null at or past the release:
 * "Releasing…" stays until a sync, so nothing ticks.
 */
export function nextTickMs(releaseAt: Date, now: Date): number | null {
  const left = releaseAt.getTime() - now.getTime()
  if (!(left > 0)) return null
  const step = left <= SECONDS_SHOWN_WITHIN ? SECOND : MINUTE
  return left - (Math.ceil(left / step) - 1) * step
}
