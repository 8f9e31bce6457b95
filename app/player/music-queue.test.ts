import { describe, expect, it } from 'vitest'
import { afterEnd, cycleRepeat, nextIndex, previousIndex, randomOther, type QueuePlace } from './music-queue.ts'

const place = (index: number, over: Partial<QueuePlace> = {}): QueuePlace => ({
  length: 3,
  index,
  shuffle: false,
  repeat: 'none',
  ...over,
})

describe('music queue', () => {
  it.each([
    ['the next track', place(0), 1],
    ['nothing after the last', place(2), null],
    ['the first after the last with repeat all', place(2, { repeat: 'all' }), 0],
    ['the same track with repeat one', place(1, { repeat: 'one' }), 1],
    ['nothing in an empty queue', { ...place(0), length: 0 }, null],
  ])('next plays %s', (_name, where, expected) => {
    expect(nextIndex(where)).toBe(expected)
  })

  it.each([
    ['the previous track', place(2), 1],
    ['nothing before the first', place(0), null],
    ['the last before the first with repeat all', place(0, { repeat: 'all' }), 2],
    ['the same track with repeat one', place(0, { repeat: 'one' }), 0],
  ])('previous plays %s', (_name, where, expected) => {
    expect(previousIndex(where)).toBe(expected)
  })

  it.each([
    ['repeat one restarts the track after 100 ms', place(1, { repeat: 'one' }), { index: 1, delayMs: 100 }],
    ['the next track follows after 500 ms', place(0), { index: 1, delayMs: 500 }],
    ['the list stops at its end', place(2), null],
    ['repeat all wraps to the first', place(2, { repeat: 'all' }), { index: 0, delayMs: 500 }],
  ])("at a track's end %s", (_name, where, expected) => {
    expect(afterEnd(where)).toEqual(expected)
  })

  it('shuffle never picks the track that is playing, and reaches every other one', () => {
    for (let index = 0; index < 5; index++) {
      const picks = new Set(Array.from({ length: 10 }, (_, i) => randomOther(5, index, () => i / 10)))
      expect(picks.has(index)).toBe(false)
      expect(picks.size).toBe(4)
    }
    expect(nextIndex(place(1, { shuffle: true }), () => 0.99)).toBe(2)
    expect(afterEnd(place(2, { shuffle: true }), () => 0)).toEqual({ index: 0, delayMs: 500 })
    expect(randomOther(1, 0)).toBe(0)
  })

  it('repeat cycles none, one, all, none', () => {
    expect([cycleRepeat('none'), cycleRepeat('one'), cycleRepeat('all')]).toEqual(['one', 'all', 'none'])
  })
})
