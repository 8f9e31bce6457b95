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
    ['http://example.com', 'http://example.com'],
    ['ircs://irc.example.com/vessa', 'ircs://irc.example.com/vessa'],
    ['irc://irc.example.com/vessa', 'irc://irc.example.com/vessa'],
    ['xmpp:ilen@example.com', 'xmpp:ilen@example.com'],
    ['?page=2', '?page=2'],
    // A character outside the BMP (two UTF-16 units) is encoded whole; one half alone becomes U+FFFD.
    ['https://example.com/🚀', 'https://example.com/%F0%9F%9A%80'],
    ['https://example.com/\uD83D', 'https://example.com/%EF%BF%BD'],
    // Only %XX of two letters or digits stands as it is (micromark's rule); a lone % is encoded.
    ['https://example.com/100%', 'https://example.com/100%25'],
    ['https://example.com/%zz', 'https://example.com/%zz'],
    ['https://example.com/%a', 'https://example.com/%25a'],
  ])('keeps %s', (raw, href) => {
    expect(safeUrl(raw)).toBe(href)
  })

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc/passwd',
    // Near misses of a safe scheme are not one.
    'httpsx://example.com',
    'xhttp://example.com',
    'mailtox:me@example.com',
    'ftp://example.com',
  ])('blanks %s', (raw) => {
    expect(safeUrl(raw)).toBe('')
  })
})
