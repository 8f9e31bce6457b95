// Counts failed admin attempts (login or x-admin-password) per client address; after too many in
// the window every further attempt from that address is refused until the window passes.
export const MAX_FAILED_ATTEMPTS = 10
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000

export class AttemptLimiter {
  private failures = new Map<string, { count: number; resetAt: number }>()

  constructor(private max = MAX_FAILED_ATTEMPTS, private windowMs = ATTEMPT_WINDOW_MS) {}

  isBlocked(client: string, now = Date.now()): boolean {
    const entry = this.failures.get(client)
    if (!entry) return false
    if (entry.resetAt <= now) {
      this.failures.delete(client)
      return false
    }
    return entry.count >= this.max
  }

  recordFailure(client: string, now = Date.now()): void {
    const entry = this.failures.get(client)
    if (!entry || entry.resetAt <= now) this.failures.set(client, { count: 1, resetAt: now + this.windowMs })
    else entry.count += 1
  }
}
