// Why an audio download failed, in a sentence a person can act on (AUDIO_DOWNLOAD_FAILED.message).
// The worker throws DownloadFailure for what it detects itself; anything else is classified here.

export type FailureKind = 'not-downloadable' | 'status' | 'incomplete'

export class DownloadFailure extends Error {
  constructor(readonly kind: FailureKind, readonly status?: number) {
    super(`${kind}${status === undefined ? '' : ` ${status}`}`)
    this.name = 'DownloadFailure'
  }
}

export const FAILURE_MESSAGES = {
  cancelled: 'Download cancelled.',
  notDownloadable: 'This audio cannot be downloaded.',
  gone: 'This audio is no longer on the server.',
  partial: 'The server did not send the whole file. Try again later.',
  incomplete: 'The download was cut short. Try again.',
  network: 'The connection was lost. Check that you are online and try again.',
  quota: 'There is not enough storage space on this device. Remove some downloads and try again.',
  storage: 'The audio could not be saved on this device.',
  server: (status: number) => `The server could not send this audio (error ${status}). Try again later.`,
} as const

export interface FailureReport {
  message: string
  cancelled: boolean
}

/** Storage full: a DOMException from the Cache API, or Dexie's error (its name, or its inner one). */
function isQuotaError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  if (error.name === 'QuotaExceededError') return true
  const inner = (error as { inner?: unknown }).inner
  return inner instanceof Error && inner.name === 'QuotaExceededError'
}

function statusMessage(status: number): string {
  if (status === 404 || status === 410) return FAILURE_MESSAGES.gone
  if (status >= 200 && status < 300) return FAILURE_MESSAGES.partial
  return FAILURE_MESSAGES.server(status)
}

/** `wasCancelled`: the person cancelled (or removed) it, whatever error the abort surfaced as. */
export function describeFailure(error: unknown, wasCancelled: boolean): FailureReport {
  if (wasCancelled) return { message: FAILURE_MESSAGES.cancelled, cancelled: true }
  if (error instanceof DownloadFailure) {
    if (error.kind === 'status') return { message: statusMessage(error.status ?? 0), cancelled: false }
    return { message: error.kind === 'incomplete' ? FAILURE_MESSAGES.incomplete : FAILURE_MESSAGES.notDownloadable, cancelled: false }
  }
  if (isQuotaError(error)) return { message: FAILURE_MESSAGES.quota, cancelled: false }
  // fetch() and a body that breaks off mid-stream reject with a TypeError ("Failed to fetch").
  if (error instanceof TypeError) return { message: FAILURE_MESSAGES.network, cancelled: false }
  return { message: FAILURE_MESSAGES.storage, cancelled: false }
}
