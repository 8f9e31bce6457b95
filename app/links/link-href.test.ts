// A link's address as a person reads it.
import { describe, expect, it } from 'vitest'
import { shownUrl } from './link-href.ts'

describe('shownUrl', () => {
  it('drops the scheme and a trailing slash', () => {
    expect(shownUrl('https://example.com/')).toBe('example.com')
    expect(shownUrl('http://example.com/path')).toBe('example.com/path')
  })
})
