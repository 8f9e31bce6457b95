import { describe, expect, it } from 'vitest'
import { describeFailure, DownloadFailure, type FailureReport } from './download-failure.ts'

describe('describeFailure', () => {
  it.each<[string, unknown, boolean, FailureReport]>([
    ['a cancel, whatever the abort threw', new DOMException('aborted', 'AbortError'), true, { code: 'cancelled' }],
    ['a cancel that surfaced as a network error', new TypeError('network error'), true, { code: 'cancelled' }],
    ['a 404', new DownloadFailure('status', 404), false, { code: 'gone' }],
    ['a 410', new DownloadFailure('status', 410), false, { code: 'gone' }],
    ['a 206 (never stored)', new DownloadFailure('status', 206), false, { code: 'partial' }],
    ['a 503', new DownloadFailure('status', 503), false, { code: 'server', status: 503 }],
    ['a 403', new DownloadFailure('status', 403), false, { code: 'server', status: 403 }],
    ['a body shorter than announced', new DownloadFailure('incomplete'), false, { code: 'incomplete' }],
    ['an address that is not http(s)', new DownloadFailure('not-downloadable'), false, { code: 'not-downloadable' }],
    ['no network', new TypeError('Failed to fetch'), false, { code: 'network' }],
    ['a full cache', new DOMException('full', 'QuotaExceededError'), false, { code: 'quota' }],
    ['anything else', new Error('boom'), false, { code: 'storage' }],
    ['a thrown string', 'boom', false, { code: 'storage' }],
  ])('%s', (_label, error, wasCancelled, report) => {
    expect(describeFailure(error, wasCancelled)).toEqual(report)
  })
})
