import { describe, expect, it } from 'vitest'
import { chapterIndexAt, readingPlace, scrollPercent } from './reading-progress.ts'

describe('scrollPercent', () => {
  it.each([
    ['top of the page', 0, 2000, 1000, 0],
    ['half way', 500, 2000, 1000, 50],
    ['bottom', 1000, 2000, 1000, 100],
    ['overscrolled past the end (rubber band)', 1100, 2000, 1000, 100],
    ['overscrolled above the top', -40, 2000, 1000, 0],
    ['a story that fits the screen', 0, 800, 1000, 100],
    ['exactly one screen', 0, 1000, 1000, 100],
  ])('%s', (_name, top, height, client, expected) => {
    expect(scrollPercent(top, height, client)).toBe(expected)
  })
})

describe('chapterIndexAt', () => {
  const offsets = [100, 900, 2000]
  it.each([
    ['above the first chapter', 0, false, 0],
    ['at the first chapter', 100, false, 0],
    ['inside the second chapter', 1500, false, 1],
    ['exactly at the third chapter', 2000, false, 2],
    ['past the last chapter', 9000, false, 2],
    ['at the end of the page, last chapter too short to reach', 1200, true, 2],
  ])('%s', (_name, position, atEnd, expected) => {
    expect(chapterIndexAt(offsets, position, atEnd)).toBe(expected)
  })

  it('answers 0 when there are no chapters', () => {
    expect(chapterIndexAt([], 500)).toBe(0)
  })
})

describe('readingPlace', () => {
  // Two chapters: the second starts 1,200 px down; the story ends at 2,000 px; the screen is 1,000 px high.
  const twoChapters = [0, 1200]
  it.each([
    ['at the top', 0, 2000, 0, 0],
    ['half way, still in the first chapter', 500, 2000, 50, 0],
    ['scrolled to the end (100%)', 1000, 2000, 100, 1],
    ['a pixel short of the end, shown as 100%', 999, 2000, 100, 1],
    ['a story that fits the screen (100% at once)', 0, 900, 100, 1],
  ])('%s', (_where, top, bottom, percent, chapterIndex) => {
    expect(readingPlace(top, bottom, 1000, twoChapters)).toEqual({ position: top, percent, chapterIndex })
  })

  it('a story without chapters is in its only one', () => {
    expect(readingPlace(0, 900, 1000, [])).toEqual({ position: 0, percent: 100, chapterIndex: 0 })
  })
})
