// Why an audio download failed, as the code AUDIO_DOWNLOAD_FAILED carries (the page words it:
// app/lib/error-text.ts). The worker throws DownloadFailure for what it detects itself; anything
// else is classified here.
import type { DownloadFailureCode } from '../../contract/sw-messages.ts'

export type FailureKind = 'not-downloadable' | 'status' | 'incomplete'

export class DownloadFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly status?: number,
  ) {
    super(`${kind}${status === undefined ? '' : ` ${status}`}`)
    this.name = 'DownloadFailure'
  }
}

export interface FailureReport {
  code: DownloadFailureCode
  /** Only for `server`: the status it answered. */
  status?: number
}

/** Storage full: the Cache API's or IndexedDB's own DOMException (the worker's store passes it on as it is). */
const isQuotaError = (error: unknown) => error instanceof Error && error.name === 'QuotaExceededError'

function statusFailure(status: number): FailureReport {
  if (status === 404 || status === 410) return { code: 'gone' }
  if (status >= 200 && status < 300) return { code: 'partial' }
  return { code: 'server', status }
}

/** `wasCancelled`: the person cancelled (or removed) it, whatever error the abort surfaced as. */
export function describeFailure(error: unknown, wasCancelled: boolean): FailureReport {
  if (wasCancelled) return { code: 'cancelled' }
  if (error instanceof DownloadFailure) {
    if (error.kind === 'status') return statusFailure(error.status ?? 0)
    return { code: error.kind }
  }
  if (isQuotaError(error)) return { code: 'quota' }
  // fetch() and a body that breaks off mid-stream reject with a TypeError ("Failed to fetch").
  if (error instanceof TypeError) return { code: 'network' }
  return { code: 'storage' }
}
