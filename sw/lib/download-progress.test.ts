import { describe, expect, it } from 'vitest'
import { announcedTotal, PROGRESS_INTERVAL_MS, ProgressThrottle } from './download-progress.ts'

describe('announcedTotal', () => {
  it.each([
    ['5000', null, 5000],
    [' 42 ', 'identity', 42],
    ['0', null, 0],
    [null, null, 0],
    ['', null, 0],
    ['12abc', null, 0],
    ['-5', null, 0],
    ['1e6', null, 0],
    ['99999999999999999999', null, 0],
    ['5000', 'gzip', 0],
    ['5000', 'br', 0],
  ])('Content-Length %j with encoding %j → %d', (length, encoding, expected) => {
    expect(announcedTotal(length, encoding)).toBe(expected)
  })
})

type Step = [now: number, received: number, isFinal: boolean]

describe('ProgressThrottle', () => {
  it.each<[string, Step[], number[]]>([
    ['reports the start at once', [[0, 0, false]], [0]],
    [
      'drops chunks inside the interval',
      [
        [0, 0, false],
        [10, 100, false],
        [249, 200, false],
        [250, 300, false],
      ],
      [0, 300],
    ],
    [
      'reports at most once per interval however many chunks arrive',
      Array.from({ length: 100 }, (_, i): Step => [i * 10, i * 1000, false]),
      [0, 25_000, 50_000, 75_000],
    ],
    [
      'always reports a final count not yet sent',
      [
        [0, 0, false],
        [5, 900, true],
      ],
      [0, 900],
    ],
    [
      'does not repeat a final count that was just sent',
      [
        [0, 0, false],
        [300, 900, false],
        [301, 900, true],
      ],
      [0, 900],
    ],
    [
      'reports an empty file once',
      [
        [0, 0, false],
        [1, 0, true],
      ],
      [0],
    ],
    ['a final count alone is reported', [[0, 500, true]], [500]],
  ])('%s', (_label, steps, expected) => {
    const throttle = new ProgressThrottle(PROGRESS_INTERVAL_MS)
    const reported = steps
      .filter(([now, received, isFinal]) => throttle.shouldReport(received, now, isFinal))
      .map(([, received]) => received)
    expect(reported).toEqual(expected)
  })
})
