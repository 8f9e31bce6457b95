// Link addresses in stories: only relative ones and safe protocols, percent-encoded.
import { describe, expect, it } from 'vitest'
import { safeUrl } from './safe-url.ts'

describe('safeUrl', () => {
  it.each([
    ['https://example.com/a?b=c#d', 'https://example.com/a?b=c#d'],
    ['mailto:me@example.com', 'mailto:me@example.com'],
    ['/library', '/library'],
    ['#chapter-2', '#chapter-2'],
    ['a/b:c', 'a/b:c'],
    ['https://example.com/ü space', 'https://example.com/%C3%BC%20space'],
    ['https://example.com/%20', 'https://example.com/%20'],
  ])('keeps %s', (raw, href) => {
    expect(safeUrl(raw)).toBe(href)
  })

  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd'])('blanks %s', (raw) => {
    expect(safeUrl(raw)).toBe('')
  })
})
