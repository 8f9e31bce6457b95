import { describe, expect, it } from 'vitest'
import { searchCountLine } from './search-count.ts'

describe('searchCountLine', () => {
  it.each([
    [0, 0, '0 stories found'],
    [1, 1, '1 story found'],
    [12, 12, '12 stories found'],
    [9971, 48, '9,971 stories found · the best 48 shown (My Library lists them all)'],
  ])('%i found, %i shown → %s', (total, shown, line) => {
    expect(searchCountLine(total, shown)).toBe(line)
  })
})
