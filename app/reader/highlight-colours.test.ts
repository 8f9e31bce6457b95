// Highlights keep the reader's text readable: in every reader theme (their colours read from the
// stylesheet), the theme's text on each highlight has at least WCAG AA's 4.5:1 contrast, and each
// highlight stands apart from the page.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { HIGHLIGHT_COLOURS } from '../../db/local/types.ts'
import { READER_THEMES, type ReaderTheme } from '../../page/reading-bounds.ts'
import { HIGHLIGHT_BACKGROUNDS, highlightStyles } from './highlight-colours.ts'

const STYLES = fs.readFileSync(path.resolve(import.meta.dirname, '../styles.css'), 'utf8')

/** A reader theme's variable as styles.css sets it (dark is :root's own). */
function themeColour(theme: ReaderTheme, variable: string): string {
  const selector = theme === 'dark' ? ':root {' : `:root[data-reader-theme='${theme}'] {`
  const blocks = STYLES.split(selector).slice(1)
  for (const block of blocks) {
    const found = new RegExp(`--${variable}:\\s*(#[0-9a-f]{6})`, 'i').exec(block.slice(0, block.indexOf('}')))
    if (found) return found[1]!
  }
  throw new Error(`no --${variable} for the ${theme} theme`)
}

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

describe('highlight colours', () => {
  const cases = READER_THEMES.flatMap((theme) => HIGHLIGHT_COLOURS.map((colour) => [theme, colour] as const))

  it.each(cases)("keep the %s theme's text at 4.5:1 or more on %s", (theme, colour) => {
    expect(contrast(themeColour(theme, 'reader-text'), HIGHLIGHT_BACKGROUNDS[theme][colour])).toBeGreaterThanOrEqual(
      4.5,
    )
  })

  it.each(cases)('stand apart from the %s page: %s', (theme, colour) => {
    expect(contrast(themeColour(theme, 'reader-bg'), HIGHLIGHT_BACKGROUNDS[theme][colour])).toBeGreaterThanOrEqual(1.15)
  })

  it('give each theme its own rules, the custom highlight and the drawn rectangle apart', () => {
    const rules = highlightStyles().split('\n')
    expect(rules).toHaveLength(READER_THEMES.length * HIGHLIGHT_COLOURS.length * 2)
    expect(rules).toContain('::highlight(reader-highlight-yellow) { background-color: #5c4d12; }')
    expect(rules).toContain(
      ":root[data-reader-theme='sepia'] [data-highlight-rect='pink'] { background-color: #efc5cc; }",
    )
    expect(rules.filter((rule) => rule.includes('::highlight') && rule.includes('data-highlight-rect'))).toEqual([])
  })
})
