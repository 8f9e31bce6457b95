// Only http and https addresses become links on the page.
import { describe, expect, it } from 'vitest'
import { safeHref, shownUrl } from './link-href.ts'

describe('safeHref', () => {
  it('keeps http and https addresses', () => {
    expect(safeHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1')
    expect(safeHref('http://example.com')).toBe('http://example.com/')
  })
  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'file:///etc/passwd', '/relative', 'not a url', ''])('refuses %j', (url) => {
    expect(safeHref(url)).toBeNull()
  })
})

describe('shownUrl', () => {
  it('drops the scheme and a trailing slash', () => {
    expect(shownUrl('https://example.com/')).toBe('example.com')
    expect(shownUrl('http://example.com/path')).toBe('example.com/path')
  })
})
