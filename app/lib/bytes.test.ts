import { describe, expect, it } from 'vitest'
import { formatBytes } from './bytes.ts'

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [950, '950 B'],
    [1024, '1.0 KB'],
    [12_595, '12.3 KB'],
    [4.5 * 1024 ** 2, '4.5 MB'],
    [1.25 * 1024 ** 3, '1.3 GB'],
    [NaN, '0 B'],
  ])('%f bytes read %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text)
  })
})
