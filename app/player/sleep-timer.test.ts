import { describe, expect, it } from 'vitest'
import { extendSleep, sleepFade, sleepLabel, sleepRemainingMs, startSleep, tickSleep } from './sleep-timer.ts'

describe('sleep timer', () => {
  it('counts down the minutes it was given, never below zero', () => {
    let timer = startSleep(5)
    timer = tickSleep(timer, 60_000)
    expect(sleepRemainingMs(timer, 0, 100, 1)).toBe(4 * 60_000)
    timer = tickSleep(timer, 10 * 60_000)
    expect(sleepRemainingMs(timer, 0, 100, 1)).toBe(0)
  })

  it.each([
    ['the end of the story at normal speed', 80, 100, 1, 20_000],
    ['the end of the story at double speed', 80, 100, 2, 10_000],
    ['an unknown length', 10, 0, 1, Infinity],
  ])('stops at %s', (_name, position, duration, speed, remaining) => {
    expect(sleepRemainingMs(startSleep('end'), position, duration, speed)).toBe(remaining)
  })

  it.each([
    [60_000, 1],
    [10_000, 1],
    [5_000, 0.5],
    [0, 0],
  ])('with %i ms left the volume is ×%f', (remaining, factor) => {
    expect(sleepFade(remaining)).toBe(factor)
  })

  it('gets its whole time back when play is pressed again', () => {
    const spent = tickSleep(startSleep(15), 15 * 60_000)
    expect(sleepRemainingMs(extendSleep(spent), 0, 0, 1)).toBe(15 * 60_000)
  })

  it.each([
    [null, 0, null],
    [startSleep(30), 29 * 60_000 + 1, 'Stops in 30 min'],
    [startSleep(5), 1, 'Stops in 1 min'],
    [startSleep('end'), 5000, 'Stops at the end'],
  ] as const)('reads %j with %i ms left as %j', (timer, remaining, label) => {
    expect(sleepLabel(timer, remaining)).toBe(label)
  })

  it('says nothing once it has stopped the audio, never "Stops in 0 min"', () => {
    const spent = tickSleep(startSleep(5), 5 * 60_000)
    expect(sleepLabel(spent, sleepRemainingMs(spent, 0, 0, 1))).toBeNull()
  })
})
