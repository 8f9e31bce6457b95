// When a comment was written, as the comments panel says it: "Just now" under a
// minute, then minutes, hours and days ago, and the local date from 30 days on.
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const MONTH_DAYS = 30

export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const then = new Date(iso)
  const elapsed = now - then.getTime()
  if (Number.isNaN(elapsed)) return ''
  // A clock a little ahead of ours still reads as "Just now", not as a negative age.
  if (elapsed < MINUTE) return 'Just now'
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`
  if (elapsed < MONTH_DAYS * DAY) return `${Math.floor(elapsed / DAY)}d ago`
  return then.toLocaleDateString()
}
