// What the page and the data worker (data.worker.ts) say to each other. The page only sends
// commands; the worker answers with what the page shows (sync activity, upload progress, search
// results).
import type { SyncActivity } from './status.ts'

/** Commands for the sync rounds. */
export type SyncCommand =
  /** Runs a round now or right after the one under way; `id` comes back in `sync-done`. */
  | { type: 'sync'; id: string; pull: boolean; networkReturned?: boolean }
  /** Stops an outbox entry under way (a discard, a publish taken back into its form). */
  | { type: 'abort'; seq: number }
  /** The person is doing something: the text prefetch steps aside for a moment. */
  | { type: 'person-active' }
  /** A first screen is painted: the text prefetch may start. */
  | { type: 'screen-ready'; saveData: boolean }

export type ToDataWorker =
  | SyncCommand
  /** Searches this tab's index; answered by `results` with the same id, the best `limit` at most. */
  | { type: 'search'; id: number; query: string; contains: boolean; limit?: number }
  /** The page is left while the worker's transactions overlap: it aborts them, then ends itself. */
  | { type: 'leave' }

/** What the sync rounds tell the page. */
export type SyncReport =
  | { type: 'activity'; activity: Partial<SyncActivity> }
  | { type: 'upload'; seq: number; sent: number; total: number }
  /** The outbox entries being sent right now (a reorder under way is not replaced). */
  | { type: 'delivering'; seqs: number[] }
  | { type: 'sync-done'; id: string }
  /** A round pulled everything: the device holds data worth keeping (storage persistence). */
  | { type: 'synced' }
  /** Pictures to fetch through the page's service worker, which keeps them for offline. */
  | { type: 'covers'; urls: string[] }

export type FromDataWorker =
  | SyncReport
  /** The worker's code has run: it listens. */
  | { type: 'started' }
  /** The best matches, best first, and how many matched in all. */
  | { type: 'results'; id: number; ids: string[]; total: number }
  /** The index took in new or changed stories: searches on screen should ask again. */
  | { type: 'index-changed' }
  /**
   * Two or more of its transactions are under way (true), or have not been for a moment (false): how it may end
   * (app/sync/engine.ts).
   */
  | { type: 'overlapping'; overlapping: boolean }
