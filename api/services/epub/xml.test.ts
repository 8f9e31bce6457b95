// What XML text may hold: forbidden characters are dropped (and only those), markup is escaped,
// and a name that shows nothing gets its fallback.
import { describe, expect, it } from 'vitest'
import { escapeXml, stripForbidden, visibleOr } from './xml.ts'

describe('stripForbidden', () => {
  it.each([
    ['C0 controls', 'a\u0000b\u0001c\u0008d\u000Be\u000Cf\u000Eg\u001Fh', 'abcdefgh'],
    ['U+FFFE and U+FFFF', 'a\uFFFEb\uFFFFc', 'abc'],
    ['a lone high surrogate', 'a\uD800b', 'ab'],
    ['a lone low surrogate', 'a\uDC00b', 'ab'],
    ['a high surrogate at the end', 'ab\uD83D', 'ab'],
  ])('drops %s', (_, input, expected) => {
    expect(stripForbidden(input)).toBe(expected)
  })

  it.each([
    ['tab, newline and carriage return', 'a\tb\nc\rd'],
    ['emoji (surrogate pairs)', 'fire 🔥 and 👩‍👩‍👧'],
    ['right-to-left text and its marks', 'مرحبا \u202Eabc\u202C \u200F'],
    ['zero-width characters and the BOM', 'a\u200Bb\u200Dc\uFEFFd'],
    ['C1 controls and DEL, which XML 1.0 allows', 'a\u007Fb\u0085c\u009Fd'],
  ])('keeps %s', (_, input) => {
    expect(stripForbidden(input)).toBe(input)
  })
})

describe('escapeXml', () => {
  it('escapes the markup characters and strips forbidden ones', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's\u0000</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    )
  })

  it('escapes an existing entity again rather than trusting it', () => {
    expect(escapeXml('&amp;')).toBe('&amp;amp;')
  })
})

describe('visibleOr', () => {
  it.each([
    ['', 'Fallback'],
    ['   ', 'Fallback'],
    ['\u0000\u0001', 'Fallback'],
    [' \u3000\n', 'Fallback'],
    ['Dawn', 'Dawn'],
    ['\u0000Dawn', 'Dawn'],
    ['\u200B', '\u200B'],
  ])('turns %j into %j', (input, expected) => {
    expect(visibleOr(input, 'Fallback')).toBe(expected)
  })
})
