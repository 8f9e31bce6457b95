// Where the reader is in the story: percent read and current chapter, measured 300 ms after
// scrolling stops; saved to this device then and when the page is left; restored
// on open (a bookmark smoothly after 500 ms, else the last reading position at once), unless a
// link opened the story at a passage.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { getBookmark, getReadingProgress, saveReadingProgress } from './reading.ts'
import { readingPlace, scrollPercent, type ReadingPlace } from './reading-progress.ts'
import { HEADER_CLEARANCE, scrollToOffset } from './scroll.ts'

export const PROGRESS_DELAY_MS = 300
export const BOOKMARK_RESTORE_MS = 500

export type Position = ReadingPlace

/** Measured against the reader itself, so a site footer below it does not count as story. */
const storyBottom = (root: HTMLElement | null) =>
  root ? root.getBoundingClientRect().bottom + window.scrollY : document.documentElement.scrollHeight

function measure(root: HTMLElement | null, chapters: readonly (HTMLElement | null)[]): Position {
  const offsets = chapters.flatMap((el) => (el ? [el.getBoundingClientRect().top + window.scrollY - HEADER_CLEARANCE] : []))
  return readingPlace(window.scrollY, storyBottom(root), window.innerHeight, offsets)
}

export function useReadingPosition(
  storyId: string,
  rootRef: RefObject<HTMLElement | null>,
  chapterRefs: RefObject<(HTMLElement | null)[]>,
  /** Changes when the text reflows (font size, line spacing): the place in the story is kept. */
  layoutKey: string,
  /** Opened at a linked passage: that place wins over the saved one. */
  opensAtLink = false,
) {
  const [current, setCurrent] = useState<Position>({ position: 0, percent: 0, chapterIndex: 0 })
  const latest = useRef<Position | null>(null)
  /** Nothing is saved until the saved place has been restored (else opening would overwrite it). */
  const restored = useRef(false)

  const save = useCallback((position: Position | null) => {
    if (!restored.current || !position) return
    saveReadingProgress({ storyId, ...position }).catch(() => { /* progress save failures are silent */ })
  }, [storyId])

  /** Unrounded share of the story above the screen's top, for keeping the place on reflow. */
  const fraction = useRef<number | null>(null)

  const update = useCallback(() => {
    const position = measure(rootRef.current, chapterRefs.current)
    fraction.current = scrollPercent(window.scrollY, storyBottom(rootRef.current), window.innerHeight) / 100
    latest.current = position
    setCurrent(position)
    save(position)
  }, [rootRef, chapterRefs, save])

  // Measure when scrolling (or resizing) has been still for 300 ms; save when leaving.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const settle = () => {
      clearTimeout(timer)
      timer = setTimeout(update, PROGRESS_DELAY_MS)
    }
    const leave = () => { if (document.visibilityState !== 'visible') save(measure(rootRef.current, chapterRefs.current)) }
    const hide = () => save(measure(rootRef.current, chapterRefs.current))
    // A new font size or line spacing changes the story's height without any scroll event.
    const resized = new ResizeObserver(settle)
    if (rootRef.current) resized.observe(rootRef.current)
    window.addEventListener('scroll', settle, { passive: true })
    window.addEventListener('resize', settle)
    window.addEventListener('pagehide', hide)
    document.addEventListener('visibilitychange', leave)
    return () => {
      clearTimeout(timer)
      resized.disconnect()
      window.removeEventListener('scroll', settle)
      window.removeEventListener('resize', settle)
      window.removeEventListener('pagehide', hide)
      document.removeEventListener('visibilitychange', leave)
      save(latest.current)
    }
  }, [update, save, rootRef, chapterRefs])

  // Restore: a bookmark wins over the remembered reading position.
  useEffect(() => {
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    restored.current = false
    void Promise.all([getBookmark(storyId), getReadingProgress(storyId)]).then(([bookmark, progress]) => {
      if (cancelled) return
      if (opensAtLink) {
        restored.current = true
        return update()
      }
      if (bookmark) {
        timer = setTimeout(() => {
          restored.current = true
          scrollToOffset(bookmark.position, true)
          update()
        }, BOOKMARK_RESTORE_MS)
        return
      }
      if (progress) scrollToOffset(progress.position, false)
      restored.current = true
      update()
    })
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [storyId, update, opensAtLink])

  // After a reflow the same pixel offset is another place in the story: keep the same fraction.
  const lastLayout = useRef(layoutKey)
  useLayoutEffect(() => {
    if (lastLayout.current === layoutKey) return
    lastLayout.current = layoutKey
    const before = fraction.current
    if (!restored.current || before === null) return
    const scrollable = storyBottom(rootRef.current) - window.innerHeight
    if (scrollable > 0) scrollToOffset(before * scrollable, false)
  }, [layoutKey, rootRef])

  /** Marks a chapter as current at once (chapter buttons), before the scroll settles. */
  const showChapter = useCallback((chapterIndex: number) => setCurrent((c) => ({ ...c, chapterIndex })), [])
  /** The place right now, for the bookmark button. */
  const now = useCallback(() => measure(rootRef.current, chapterRefs.current), [rootRef, chapterRefs])

  return { ...current, showChapter, now }
}
