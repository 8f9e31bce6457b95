import { describe, expect, it } from 'vitest'
import { base64UrlToBytes, bytesToBase64Url } from './base64url.ts'

const bytes = (...values: number[]) => new Uint8Array(values)

describe('base64url', () => {
  it.each([
    ['no bytes', bytes(), ''],
    ['one byte (two padding characters dropped)', bytes(0xff), '_w'],
    ['two bytes (one padding character dropped)', bytes(0xfb, 0xff), '-_8'],
    ['three bytes (no padding)', bytes(0x01, 0x02, 0x03), 'AQID'],
    ['the characters that differ from base64', bytes(0xfb, 0xef, 0xbe), '----'],
    ['slashes become underscores', bytes(0xff, 0xff, 0xff), '____'],
  ])('encodes %s', (_name, input, encoded) => {
    expect(bytesToBase64Url(input.buffer)).toBe(encoded)
    expect(base64UrlToBytes(encoded)).toEqual(input)
  })

  it('encodes a missing key as an empty string', () => {
    expect(bytesToBase64Url(null)).toBe('')
  })

  it('reads a VAPID public key (65 bytes, uncompressed point starting with 0x04)', () => {
    const key = new Uint8Array(65).map((_, i) => (i === 0 ? 4 : i * 3))
    const decoded = base64UrlToBytes(bytesToBase64Url(key.buffer))
    expect(decoded).toHaveLength(65)
    expect(decoded[0]).toBe(4)
    expect(decoded).toEqual(key)
  })

  it('accepts padded base64url too', () => {
    expect(base64UrlToBytes('_w==')).toEqual(bytes(0xff))
  })
})
