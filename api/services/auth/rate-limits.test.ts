// Who counts as one client, and how a wait is worded.
import { describe, expect, it } from 'vitest'
import { clientKey, waitText } from './rate-limits.ts'

describe('clientKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8:1:2::7', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:FFFF::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1:2:3:4', 'fe80:0:0:0::/64'],
  ])('%s counts as %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key)
  })
})

describe('waitText', () => {
  it.each([
    [400, '1 second'],
    [40_000, '40 seconds'],
    [59_001, '1 minute'],
    [60_000, '1 minute'],
    [61_000, '2 minutes'],
    [15 * 60_000, '15 minutes'],
  ])('%i ms reads "%s"', (ms, text) => {
    expect(waitText(ms)).toBe(text)
  })
})
