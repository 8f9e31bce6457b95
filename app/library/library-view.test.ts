import { describe, expect, it } from 'vitest'
import { resultLine } from './library-view.ts'

describe('resultLine', () => {
  it.each([
    [3, 4, '', 'Showing 3 of 4 stories'],
    [3, 4, 'a', 'Showing 3 of 4 stories'],
    [1, 4, ' ze ', 'Showing 1 of 4 stories for "ze"'],
  ])('%i of %i with %j', (shown, total, query, expected) => {
    expect(resultLine(shown, total, query)).toBe(expected)
  })
})
