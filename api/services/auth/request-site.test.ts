import { describe, expect, it } from 'vitest'
import { isFromAnotherSite } from './request-site.ts'

const HOST = 'hub.example:8080'

describe('isFromAnotherSite', () => {
  it('trusts what the browser says about the site', () => {
    expect(isFromAnotherSite({ 'sec-fetch-site': 'cross-site' }, HOST, undefined)).toBe(true)
    expect(isFromAnotherSite({ 'sec-fetch-site': 'same-site' }, HOST, undefined)).toBe(true)
    expect(isFromAnotherSite({ 'sec-fetch-site': 'same-origin' }, HOST, undefined)).toBe(false)
  })

  it('compares the Origin with PUBLIC_ORIGIN when it is set', () => {
    const publicOrigin = 'https://hub.example'
    expect(isFromAnotherSite({ origin: 'https://hub.example' }, 'internal:8080', publicOrigin)).toBe(false)
    expect(isFromAnotherSite({ origin: 'https://evil.example' }, 'internal:8080', publicOrigin)).toBe(true)
    expect(isFromAnotherSite({ origin: 'http://hub.example' }, 'internal:8080', publicOrigin)).toBe(true)
    expect(isFromAnotherSite({ origin: 'https://cdn.hub.example' }, 'internal:8080', publicOrigin)).toBe(true)
  })

  it('compares the Origin with the host name the request was sent to otherwise', () => {
    expect(isFromAnotherSite({ origin: `http://${HOST}` }, HOST, undefined)).toBe(false)
    expect(isFromAnotherSite({ origin: 'https://hub.example' }, HOST, undefined)).toBe(false)
    expect(isFromAnotherSite({ origin: 'https://evil.example' }, HOST, undefined)).toBe(true)
    expect(isFromAnotherSite({ origin: 'https://sub.hub.example' }, HOST, undefined)).toBe(true)
  })

  it('refuses an Origin it cannot read', () => {
    expect(isFromAnotherSite({ origin: 'null' }, HOST, undefined)).toBe(true)
  })

  it('lets a request without either header through (a script, an old browser)', () => {
    expect(isFromAnotherSite({}, HOST, 'https://hub.example')).toBe(false)
  })
})
