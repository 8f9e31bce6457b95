// How a download's progress is reported: the total the server announced (0 when unknown), and a
// throttle so windows hear at most a few updates a second however small the chunks are.

/** Least time between two progress messages of one download. */
export const PROGRESS_INTERVAL_MS = 250

/**
 * The whole file's size from Content-Length; 0 when absent or not a plain byte count. With a
 * Content-Encoding the header counts encoded bytes while the stream yields decoded ones: 0 too.
 */
export function announcedTotal(contentLength: string | null, contentEncoding: string | null): number {
  if (contentEncoding && contentEncoding.trim().toLowerCase() !== 'identity') return 0
  if (!contentLength || !/^\s*\d+\s*$/.test(contentLength)) return 0
  const total = Number(contentLength)
  return Number.isSafeInteger(total) ? total : 0
}

/**
 * Decides which counts are posted: the first one (the start, so the total is known at once), then
 * one per interval, and the last one (so the bar reaches its end) unless that count was just sent.
 */
export class ProgressThrottle {
  private lastAt: number | undefined
  private lastReceived = -1

  constructor(private readonly intervalMs = PROGRESS_INTERVAL_MS) {}

  /** True when `received` should be posted now; remembers it as posted. */
  shouldReport(received: number, now: number, isFinal = false): boolean {
    const due = this.lastAt === undefined || now - this.lastAt >= this.intervalMs
    const report = isFinal ? received !== this.lastReceived : due
    if (report) {
      this.lastAt = now
      this.lastReceived = received
    }
    return report
  }
}
