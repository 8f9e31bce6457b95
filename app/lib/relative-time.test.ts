import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from './relative-time.ts'

const NOW = Date.parse('2025-06-15T12:00:00.000Z')
const ago = (ms: number) => new Date(NOW - ms).toISOString()
const S = 1000
const M = 60 * S
const H = 60 * M
const D = 24 * H

describe('formatRelativeTime', () => {
  it.each([
    ['0 s', ago(0), 'Just now'],
    ['59 s', ago(59 * S), 'Just now'],
    ['a clock slightly ahead', ago(-5 * S), 'Just now'],
    ['60 s', ago(60 * S), '1m ago'],
    ['59 min 59 s', ago(H - S), '59m ago'],
    ['1 h', ago(H), '1h ago'],
    ['23 h 59 min', ago(D - M), '23h ago'],
    ['1 day', ago(D), '1d ago'],
    ['29 days 23 h', ago(30 * D - H), '29d ago'],
  ])('%s → %s', (_label, iso, expected) => {
    expect(formatRelativeTime(iso, NOW)).toBe(expected)
  })

  it('shows the local date from 30 days on', () => {
    const iso = ago(30 * D)
    expect(formatRelativeTime(iso, NOW)).toBe(new Date(iso).toLocaleDateString())
  })

  it('answers an empty text for a date it cannot read', () => {
    expect(formatRelativeTime('not a date', NOW)).toBe('')
  })
})
