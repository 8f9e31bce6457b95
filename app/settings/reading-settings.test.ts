import { describe, expect, it } from 'vitest'
import {
  DEFAULT_READING_SETTINGS,
  FONT_SIZE,
  LINE_SPACING,
  nextFontSize,
  sanitizeReadingSettings,
  snap,
} from './reading-settings.ts'

describe('snap', () => {
  it.each([
    ['a value on a step', 16, FONT_SIZE, 16],
    ['below the minimum', 8, FONT_SIZE, 12],
    ['above the maximum', 40, FONT_SIZE, 24],
    ['between steps, rounding down', 16.9, FONT_SIZE, 16],
    ['between steps, rounding up', 17, FONT_SIZE, 18],
    ['a numeric string', '20', FONT_SIZE, 20],
    ['line spacing on a step', 1.8, LINE_SPACING, 1.8],
    ['line spacing between steps', 1.69, LINE_SPACING, 1.6],
    ['line spacing below the minimum', 1, LINE_SPACING, 1.4],
    ['line spacing above the maximum', 3, LINE_SPACING, 2],
    ['line spacing float noise', 1.4 + 0.2 + 0.2, LINE_SPACING, 1.8],
  ])('snaps %s', (_what, value, range, expected) => {
    expect(snap(value, range, -1)).toBe(expected)
  })

  it.each([
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['text', 'large'],
    ['undefined', undefined],
  ])('falls back for %s', (_what, value) => {
    expect(snap(value, FONT_SIZE, 16)).toBe(16)
  })
})

describe('nextFontSize', () => {
  it.each([
    [12, 16],
    [16, 20],
    [20, 24],
    [24, 12],
    // Sizes set by the slider between cycle stops move to the next stop.
    [14, 16],
    [18, 20],
    [22, 24],
  ])('goes from %i to %i', (current, expected) => {
    expect(nextFontSize(current)).toBe(expected)
  })
})

describe('sanitizeReadingSettings', () => {
  it.each([
    [
      'keeps valid settings',
      { fontSize: 20, lineSpacing: 1.8, theme: 'sepia', mentionLinks: false },
      { fontSize: 20, lineSpacing: 1.8, theme: 'sepia', mentionLinks: false },
    ],
    ['fills every field from the defaults', {}, DEFAULT_READING_SETTINGS],
    [
      'clamps and snaps numbers',
      { fontSize: 99, lineSpacing: 1.5, theme: 'light' },
      { fontSize: 24, lineSpacing: 1.6, theme: 'light', mentionLinks: true },
    ],
    [
      'drops an unknown theme',
      { fontSize: 12, lineSpacing: 2, theme: 'neon' },
      { fontSize: 12, lineSpacing: 2, theme: 'dark', mentionLinks: true },
    ],
    ['turns mention links off only when told so', { mentionLinks: 'no' }, DEFAULT_READING_SETTINGS],
  ])('%s', (_what, input, expected) => {
    expect(sanitizeReadingSettings(input as never)).toEqual(expected)
  })

  it('reads nothing stored as 16 px, 1.6, dark and mention links on', () => {
    expect(sanitizeReadingSettings({})).toEqual({ fontSize: 16, lineSpacing: 1.6, theme: 'dark', mentionLinks: true })
  })
})
