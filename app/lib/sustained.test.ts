import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { atom } from 'nanostores'
import { sustained } from './sustained.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('sustained', () => {
  it('turns true only once the source has stayed true for the delay', () => {
    const source = atom(false)
    const shown = sustained(source, 1_000)
    const seen: boolean[] = []
    const stop = shown.subscribe((value) => seen.push(value))
    source.set(true)
    vi.advanceTimersByTime(999)
    expect(shown.get()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(shown.get()).toBe(true)
    source.set(false)
    expect(shown.get()).toBe(false)
    expect(seen).toEqual([false, true, false])
    stop()
  })

  it('never shows a state that was over before the delay', () => {
    const source = atom(false)
    const shown = sustained(source, 1_000)
    const seen: boolean[] = []
    const stop = shown.subscribe((value) => seen.push(value))
    for (let round = 0; round < 5; round++) {
      source.set(true)
      vi.advanceTimersByTime(300)
      source.set(false)
      vi.advanceTimersByTime(30_000)
    }
    expect(seen).toEqual([false])
    stop()
  })
})
