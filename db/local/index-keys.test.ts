import { describe, expect, it } from 'vitest'
import { shelfKeys, stringPairs } from './index-keys.ts'

describe('compound index keys', () => {
  it('keeps [id, version] pairs and leaves out keys of another shape', () => {
    expect(stringPairs([['a', 'v1'], ['b', 2], 'c', ['d', 'v2', 'x'], ['e', 'v3']])).toEqual([
      ['a', 'v1'],
      ['e', 'v3'],
    ])
  })

  it('keeps [series title, season] pairs and leaves out keys of another shape', () => {
    expect(
      shelfKeys([
        ['Gate', 1],
        ['Gate', '2'],
        [3, 1],
        ['Curve', 2],
      ]),
    ).toEqual([
      ['Gate', 1],
      ['Curve', 2],
    ])
  })
})
