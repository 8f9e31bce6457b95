// Chapter skips over the demo narration's two chapters (0 s and 19.655 s) and a third at 30 s.
import { describe, expect, it } from 'vitest'
import { chapterAt, nextChapterStart, previousChapterStart } from './chapter-skip.ts'

const STARTS = [0, 19.655, 30]

describe('chapter skips', () => {
  it.each([
    [0, 0],
    [19.6, 0],
    [19.655, 1],
    [29.9, 1],
    [30, 2],
    [37, 2],
  ])('at %s s the chapter playing is %s', (seconds, index) => {
    expect(chapterAt(STARTS, seconds)).toBe(index)
  })

  it('next goes to the next chapter, and nowhere after the last one has begun', () => {
    expect(nextChapterStart(STARTS, 5)).toBe(19.655)
    expect(nextChapterStart(STARTS, 19.655)).toBe(30)
    expect(nextChapterStart(STARTS, 31)).toBeNull()
    expect(nextChapterStart([12, 20], 3)).toBe(12) // before the first chapter
  })

  it("previous goes to the chapter's start, or the one before within 3 s of a start", () => {
    expect(previousChapterStart(STARTS, 25)).toBe(19.655)
    expect(previousChapterStart(STARTS, 21)).toBe(0) // 1.3 s into chapter 2
    expect(previousChapterStart(STARTS, 22.7)).toBe(19.655) // 3.0 s in
    expect(previousChapterStart(STARTS, 1)).toBe(0) // the first chapter has none before it
    expect(previousChapterStart([12, 20], 3)).toBe(0)
  })
})
