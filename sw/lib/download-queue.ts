// How many audio downloads fetch at once: an album asks for all its tracks together, and a dozen
// parallel fetches would starve the player and each other. p-limit runs at most
// MAX_CONCURRENT_DOWNLOADS and keeps the rest waiting in the order asked; this adds that a job
// cancelled while it waits lets go at once and never starts.
import pLimit, { type LimitFunction } from 'p-limit'

export const MAX_CONCURRENT_DOWNLOADS = 2

/** What `run` answers for a job cancelled before its turn came. */
export const SKIPPED = Symbol('skipped')

export class DownloadQueue {
  private readonly limit: LimitFunction

  constructor(concurrency = MAX_CONCURRENT_DOWNLOADS) {
    this.limit = pLimit(concurrency)
  }

  /**
   * Runs `task` once fewer than the limit are running and every job asked for before it has had
   * its turn. Aborting `signal` while it waits answers SKIPPED at once; its turn, when it comes,
   * passes straight to the next job. Once started, the task itself follows the signal.
   */
  run<T>(task: () => Promise<T>, signal: AbortSignal): Promise<T | typeof SKIPPED> {
    if (signal.aborted) return Promise.resolve(SKIPPED)
    return new Promise((resolve, reject) => {
      const skip = () => resolve(SKIPPED)
      signal.addEventListener('abort', skip, { once: true })
      void this.limit(async () => {
        signal.removeEventListener('abort', skip)
        if (signal.aborted) return
        try {
          resolve(await task())
        } catch (error) {
          reject(error)
        }
      })
    })
  }
}
