import { describe, expect, it } from 'vitest'
import { describeFailure, DownloadFailure, FAILURE_MESSAGES } from './download-failure.ts'

/** Dexie wraps IndexedDB's error: its own name, the browser's error as `inner`. */
const dexieQuotaError = Object.assign(new Error('Transaction aborted'), {
  name: 'AbortError', inner: new DOMException('full', 'QuotaExceededError'),
})

describe('describeFailure', () => {
  it.each<[string, unknown, boolean, string, boolean]>([
    ['a cancel, whatever the abort threw', new DOMException('aborted', 'AbortError'), true, FAILURE_MESSAGES.cancelled, true],
    ['a cancel that surfaced as a network error', new TypeError('network error'), true, FAILURE_MESSAGES.cancelled, true],
    ['a 404', new DownloadFailure('status', 404), false, FAILURE_MESSAGES.gone, false],
    ['a 410', new DownloadFailure('status', 410), false, FAILURE_MESSAGES.gone, false],
    ['a 206 (never stored)', new DownloadFailure('status', 206), false, FAILURE_MESSAGES.partial, false],
    ['a 503', new DownloadFailure('status', 503), false, 'The server could not send this audio (error 503). Try again later.', false],
    ['a 403', new DownloadFailure('status', 403), false, 'The server could not send this audio (error 403). Try again later.', false],
    ['a body shorter than announced', new DownloadFailure('incomplete'), false, FAILURE_MESSAGES.incomplete, false],
    ['an address that is not http(s)', new DownloadFailure('not-downloadable'), false, FAILURE_MESSAGES.notDownloadable, false],
    ['no network', new TypeError('Failed to fetch'), false, FAILURE_MESSAGES.network, false],
    ['a full cache', new DOMException('full', 'QuotaExceededError'), false, FAILURE_MESSAGES.quota, false],
    ['a full IndexedDB (through Dexie)', dexieQuotaError, false, FAILURE_MESSAGES.quota, false],
    ['anything else', new Error('boom'), false, FAILURE_MESSAGES.storage, false],
    ['a thrown string', 'boom', false, FAILURE_MESSAGES.storage, false],
  ])('%s', (_label, error, wasCancelled, message, cancelled) => {
    expect(describeFailure(error, wasCancelled)).toEqual({ message, cancelled })
  })
})
