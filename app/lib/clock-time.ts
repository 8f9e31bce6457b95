// Times as a player shows them (0:07, 3:45, 1:02:03), and an album's length (1h 5m, 48m).
export function clockTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = String(total % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/**
 * The time left as a player shows it ("-3:12"). Nothing while the length is not known (still
 * loading, or the audio failed): a time left of an unknown length means nothing. None left reads
 * "0:00", without a minus sign.
 */
export function timeLeft(position: number, duration: number): string {
  if (!Number.isFinite(duration) || duration <= 0) return ''
  const left = clockTime(duration - position)
  return left === '0:00' ? left : `-${left}`
}

/** "1 minute 5 seconds": what a screen reader says for a slider position. */
export function spokenTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const m = Math.floor(total / 60)
  const s = total % 60
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
  return m > 0 ? `${part(m, 'minute')} ${part(s, 'second')}` : part(s, 'second')
}

/**
 * An album's length as hours and minutes, or minutes only: "1h 5m", "48m". A length
 * under a minute shows as "1m", never "0m"; none at all as "0m".
 */
export function albumLength(seconds: number | string): string {
  const total = Number(seconds)
  const minutes = Number.isFinite(total) && total > 0 ? Math.max(1, Math.round(total / 60)) : 0
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return h > 0 ? `${h}h ${m}m` : `${m}m`
}
