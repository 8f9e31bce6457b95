// Reader settings: font size 12–24 step 2, line spacing 1.4–2 step 0.2,
// theme dark/light/sepia, and whether characters' names link to their cards (issue 25). Out-of-range
// or odd values snap to the nearest allowed one.
import { FONT_SIZE, LINE_SPACING, READER_THEMES, type ReaderTheme } from '../../page/reading-bounds.ts'

export { FONT_SIZE, LINE_SPACING, READER_THEMES, type ReaderTheme }

export interface ReadingSettings {
  fontSize: number
  lineSpacing: number
  theme: ReaderTheme
  /** Character mentions link to the character's card (on unless turned off). */
  mentionLinks: boolean
}

export const DEFAULT_READING_SETTINGS: ReadingSettings = {
  fontSize: 16,
  lineSpacing: 1.6,
  theme: 'dark',
  mentionLinks: true,
}

/** The reader header's font-size button cycles through these. */
export const FONT_SIZE_CYCLE = [12, 16, 20, 24] as const
export const FONT_SIZE_NAMES: Record<number, string> = { 12: 'Small', 16: 'Medium', 20: 'Large', 24: 'Extra Large' }
export const LINE_SPACING_NAMES: Record<string, string> = {
  '1.4': 'Compact',
  '1.6': 'Normal',
  '1.8': 'Relaxed',
  '2': 'Spacious',
}

export function snap(value: unknown, range: { min: number; max: number; step: number }, fallback: number): number {
  const n = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(n)) return fallback
  const clamped = Math.min(range.max, Math.max(range.min, n))
  const steps = Math.round((clamped - range.min) / range.step)
  return Number((range.min + steps * range.step).toFixed(2))
}

export function nextFontSize(current: number): number {
  const index = FONT_SIZE_CYCLE.findIndex((size) => size > current)
  return index === -1 ? FONT_SIZE_CYCLE[0] : FONT_SIZE_CYCLE[index]!
}

export function sanitizeReadingSettings(value: Partial<ReadingSettings>): ReadingSettings {
  return {
    fontSize: snap(value.fontSize, FONT_SIZE, DEFAULT_READING_SETTINGS.fontSize),
    lineSpacing: snap(value.lineSpacing, LINE_SPACING, DEFAULT_READING_SETTINGS.lineSpacing),
    theme: READER_THEMES.includes(value.theme as ReaderTheme)
      ? (value.theme as ReaderTheme)
      : DEFAULT_READING_SETTINGS.theme,
    mentionLinks: value.mentionLinks !== false,
  }
}
