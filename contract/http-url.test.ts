// Only http and https addresses pass, each as the URL standard reads it.
import { describe, expect, it } from 'vitest'
import { httpUrl } from './http-url.ts'

describe('httpUrl', () => {
  it('keeps http and https addresses', () => {
    expect(httpUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1')
    expect(httpUrl('http://example.com')).toBe('http://example.com/')
  })

  it('reads a relative address against its base', () => {
    expect(httpUrl('/img/a.png', 'https://example.com/page')).toBe('https://example.com/img/a.png')
    expect(httpUrl('javascript:alert(1)', 'https://example.com/page')).toBeNull()
  })

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'file:///etc/passwd',
    'ftp://example.com/a.mp3',
    '/relative',
    'not a url',
    '',
  ])('refuses %j', (url) => {
    expect(httpUrl(url)).toBeNull()
  })
})
