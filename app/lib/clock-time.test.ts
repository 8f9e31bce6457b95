import { describe, expect, it } from 'vitest'
import { albumLength, clockTime, spokenTime, timeLeft } from './clock-time.ts'

describe('clockTime', () => {
  it.each([
    [0, '0:00'],
    [7.9, '0:07'],
    [225, '3:45'],
    [3723, '1:02:03'],
    [NaN, '0:00'],
    [-3, '0:00'],
  ])('%f s reads %s', (seconds, text) => {
    expect(clockTime(seconds)).toBe(text)
  })
  it.each([
    [1, '1 second'],
    [65, '1 minute 5 seconds'],
    [120, '2 minutes 0 seconds'],
  ])('%f s is said "%s"', (seconds, text) => {
    expect(spokenTime(seconds)).toBe(text)
  })
})

describe('timeLeft', () => {
  it.each([
    ['half way through 3:00', '-1:30', 90, 180],
    ['a second in', '-2:59', 1, 180],
    ['at the end', '0:00', 180, 180],
    ['under a second before the end', '0:00', 179.6, 180],
    ['past the end', '0:00', 181, 180],
    ['an unknown length (loading, or the audio failed)', '', 0, 0],
    ['a length that is not a number', '', 0, NaN],
    ['an endless stream', '', 12, Infinity],
  ])('%s reads "%s"', (_when, text, position, duration) => {
    expect(timeLeft(position, duration)).toBe(text)
  })
})

describe('albumLength', () => {
  it.each([
    ['0', '0m'],
    ['', '0m'],
    ['abc', '0m'],
    [-5, '0m'],
    ['48', '1m'],
    ['89', '1m'],
    ['90', '2m'],
    [2880, '48m'],
    [3599, '1h 0m'],
    ['3900', '1h 5m'],
    [7260, '2h 1m'],
  ])('%s s reads %s', (seconds, text) => {
    expect(albumLength(seconds)).toBe(text)
  })
})
