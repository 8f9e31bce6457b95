// RFC 9110 Range rules as one table: what is ignored (whole file), what is one part (206), what
// lies outside the file (416), and what the proxy may pass upstream.
import { describe, expect, it } from 'vitest'
import { resolveRange, upstreamRange } from './byte-range.ts'

describe('resolveRange', () => {
  it.each([
    [undefined, 100, { kind: 'full' }],
    ['bytes=0-9', 100, { kind: 'partial', start: 0, end: 9 }],
    ['bytes=90-', 100, { kind: 'partial', start: 90, end: 99 }],
    ['bytes=90-500', 100, { kind: 'partial', start: 90, end: 99 }],
    ['bytes=-10', 100, { kind: 'partial', start: 90, end: 99 }],
    ['bytes=-500', 100, { kind: 'partial', start: 0, end: 99 }],
    ['bytes= 0-9', 100, { kind: 'partial', start: 0, end: 9 }],
    ['bytes=0-4,5-9', 100, { kind: 'partial', start: 0, end: 9 }],
    ['bytes=100-', 100, { kind: 'unsatisfiable' }],
    ['bytes=-0', 100, { kind: 'unsatisfiable' }],
    ['bytes=0-0', 0, { kind: 'unsatisfiable' }],
    ['bytes=9-1', 100, { kind: 'full' }],
    ['bytes=-', 100, { kind: 'full' }],
    ['bytes=', 100, { kind: 'full' }],
    ['bytes=abc', 100, { kind: 'full' }],
    ['bytes=--1', 100, { kind: 'full' }],
    ['bytes=1-2-3', 100, { kind: 'full' }],
    ['bytes=0x0-0x1', 100, { kind: 'full' }],
    ['bytes=1e2-', 1000, { kind: 'full' }],
    ['bytes=0-1,5-6', 100, { kind: 'full' }],
    ['items=0-9', 100, { kind: 'full' }],
    ['lines=banana', 100, { kind: 'full' }],
  ])('reads %j of a %i-byte file', (header, size, expected) => {
    expect(resolveRange(header, size)).toEqual(expected)
  })
})

describe('upstreamRange', () => {
  it.each([
    [undefined, undefined],
    ['bytes=0-', 'bytes=0-'],
    ['bytes=500-999', 'bytes=500-999'],
    ['bytes=-4096', 'bytes=-4096'],
    ['bytes=1-2-3', undefined],
    ['bytes=0x0-0x1', undefined],
    ['bytes=9-1', undefined],
    ['items=0-9', undefined],
  ])('passes %j upstream as %j', (header, expected) => {
    expect(upstreamRange(header)).toBe(expected)
  })
})
