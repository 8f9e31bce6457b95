// The reader's position rules: how far through a story the reader is (0–100) and which chapter
// the top of the screen is in.

/** Percent scrolled, clamped to 0–100; a story that fits the screen counts as fully seen. */
export function scrollPercent(scrollTop: number, scrollHeight: number, clientHeight: number): number {
  const scrollable = scrollHeight - clientHeight
  if (!(scrollable > 0)) return 100
  const percent = (scrollTop / scrollable) * 100
  if (!Number.isFinite(percent)) return 0
  return Math.min(100, Math.max(0, percent))
}

/**
 * The index of the chapter being read: the last one whose top (document offset) is at or above
 * `position`. At the very end of the page the last chapter counts as reached even when it is
 * too short to scroll to the top.
 */
export function chapterIndexAt(chapterOffsets: readonly number[], position: number, atEnd = false): number {
  if (chapterOffsets.length === 0) return 0
  if (atEnd) return chapterOffsets.length - 1
  let index = 0
  chapterOffsets.forEach((offset, i) => {
    if (offset <= position) index = i
  })
  return index
}

export interface ReadingPlace {
  position: number
  percent: number
  chapterIndex: number
}

/**
 * Where the reader is, from the page's measures (document offsets in px): the scroll offset, the
 * percent read as the header shows it, and the chapter. A story read to 100% (scrolled to its end,
 * or short enough to fit the screen) is on its last chapter, so Next Chapter is disabled there.
 */
export function readingPlace(
  scrollTop: number,
  storyBottom: number,
  viewportHeight: number,
  chapterOffsets: readonly number[],
): ReadingPlace {
  const top = Math.max(0, scrollTop)
  const percent = Math.round(scrollPercent(top, storyBottom, viewportHeight))
  return { position: Math.round(top), percent, chapterIndex: chapterIndexAt(chapterOffsets, top + 4, percent === 100) }
}
