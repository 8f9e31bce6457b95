// Link addresses: http(s) only, trimmed and read as the URL standard (and so a browser) reads them.
import { describe, expect, it } from 'vitest'
import { checkLinkUrl } from './link-url.ts'

describe('checkLinkUrl', () => {
  it.each([
    ['https://example.com/page?q=1#top', 'https://example.com/page?q=1#top'],
    ['  http://example.com  ', 'http://example.com/'],
    ['HTTPS://Example.COM/A', 'https://example.com/A'],
    ['https://例え.jp/', 'https://xn--r8jz45g.jp/'],
  ])('keeps %j as %j', (raw, stored) => {
    expect(checkLinkUrl(raw)).toBe(stored)
  })

  it.each([
    ['javascript:alert(1)', 'javascript: links are not allowed'],
    ['JaVaScRiPt:alert(1)', 'javascript: links are not allowed'],
    [' java\nscript:alert(1)', 'javascript: links are not allowed'],
    ['\u0000javascript:alert(1)', 'javascript: links are not allowed'],
    ['data:text/html,<script>alert(1)</script>', 'data: links are not allowed'],
    ['file:///etc/passwd', 'file: links are not allowed'],
    ['ftp://example.com/file', 'ftp: links are not allowed'],
    ['vbscript:msgbox(1)', 'vbscript: links are not allowed'],
    ['/relative/path', 'such as https://example.com/page'],
    ['example.com', 'such as https://example.com/page'],
    ['//example.com/page', 'such as https://example.com/page'],
    ['http://', 'such as https://example.com/page'],
    ['not a url at all', 'such as https://example.com/page'],
    ['https://trusted.example@evil.example/', 'user name or password'],
  ])('refuses %j with 400 BAD_INPUT', (raw, why) => {
    let error: unknown
    try {
      checkLinkUrl(raw)
    } catch (e) {
      error = e
    }
    expect(error).toMatchObject({ code: 'BAD_INPUT', statusCode: 400, message: expect.stringContaining(why) })
    expect((error as Error).message).toMatch(/^URL /)
  })
})
