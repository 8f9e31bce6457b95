// When the release worker looks again: at the next story's hour, but at least every
// RELEASE_POLL_MAX_MS, so a story another process scheduled (its kick never reaches this one) is
// released within that time of its hour; with the claim's own time, well within a minute.
export const RELEASE_POLL_MAX_MS = 30_000

export function nextWakeMs(now: Date, nextDue: Date | null): number {
  if (!nextDue) return RELEASE_POLL_MAX_MS
  return Math.min(RELEASE_POLL_MAX_MS, Math.max(0, nextDue.getTime() - now.getTime()))
}
