// The release worker never sleeps past a story's hour, nor longer than 30 s: a story is released
// within a minute of its hour even when another process scheduled it.
import { expect, it } from 'vitest'
import { nextWakeMs, RELEASE_POLL_MAX_MS } from './release-timer.ts'

const NOW = new Date('2026-06-13T12:00:00.000Z')
const later = (ms: number) => new Date(NOW.getTime() + ms)

it.each([
  ['nothing scheduled', null, RELEASE_POLL_MAX_MS],
  ['a story due in 5 s', later(5_000), 5_000],
  ['a story due in exactly 30 s', later(30_000), 30_000],
  ['a story due in an hour', later(3_600_000), RELEASE_POLL_MAX_MS],
  ['a story already due', later(-1), 0],
])('%s: sleeps %i ms', (_what, due, ms) => {
  expect(nextWakeMs(NOW, due)).toBe(ms)
})
