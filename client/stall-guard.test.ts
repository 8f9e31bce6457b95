// The guard gives up only after a whole stretch without a sign of life, never while the caller's
// own signal decides, and stops once the answer is here.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stallGuard } from './stall-guard.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('stall guard', () => {
  it('aborts after the stretch, and each sign of life starts it again', () => {
    const guard = stallGuard(1_000)
    vi.advanceTimersByTime(900)
    guard.alive('asked')
    vi.advanceTimersByTime(900)
    expect(guard.signal.aborted).toBe(false)
    vi.advanceTimersByTime(100)
    expect(guard.signal.aborted).toBe(true)
    expect(guard.stalled()).toBe('No answer from the server in 1 s.')
    expect((guard.signal.reason as DOMException).name).toBe('TimeoutError')
  })

  it('says how far the call had got: its upload stopped, or its answer stopped halfway', () => {
    const uploading = stallGuard(2_000)
    uploading.alive('upload')
    vi.advanceTimersByTime(2_000)
    expect(uploading.stalled()).toBe('The upload stopped: nothing was sent for 2 s.')
    const sent = stallGuard(2_000)
    sent.alive('upload')
    sent.alive('asked')
    vi.advanceTimersByTime(2_000)
    expect(sent.stalled()).toBe('No answer from the server in 2 s.')
    const answering = stallGuard(2_000)
    answering.alive('answer')
    vi.advanceTimersByTime(2_000)
    expect(answering.stalled()).toBe("The server's answer stopped halfway: nothing more came for 2 s.")
  })

  it("follows the caller's own abort, which is not a stall", () => {
    const caller = new AbortController()
    const guard = stallGuard(1_000, caller.signal)
    caller.abort()
    expect(guard.signal.aborted).toBe(true)
    expect(guard.stalled()).toBeUndefined()
    const late = stallGuard(1_000, caller.signal)
    expect(late.signal.aborted).toBe(true)
  })

  it('stops once the answer is here', () => {
    const guard = stallGuard(1_000)
    guard.done()
    vi.advanceTimersByTime(5_000)
    expect(guard.signal.aborted).toBe(false)
  })
})
