// Following where the reader is in the story, once it shows (use-reading-position.ts loads this
// after the first screen, which draws none of it): percent read and current chapter, measured
// 300 ms after scrolling stops; saved to this device then and when the page is left; restored on
// open (a bookmark smoothly after 500 ms, else the last reading position at once), unless a link
// opened the story at a passage.
import { getBookmark, getReadingProgress, saveReadingProgress } from './saved-reading-position.ts'
import { readingPlace, scrollPercent, type ReadingPlace } from './reading-progress.ts'
import { HEADER_CLEARANCE, scrollBehavior } from './scroll.ts'
import { loadLocal } from '../data/queries/local-db.ts'

const placeOpened = async (kind: 'readingPlace', storyId: string, position: number) =>
  (await loadLocal()).placeOpened(kind, storyId, position).catch(() => undefined)

export const PROGRESS_DELAY_MS = 300
export const BOOKMARK_RESTORE_MS = 500

function scrollToOffset(top: number, smooth: boolean): void {
  window.scrollTo({ top, behavior: smooth ? scrollBehavior() : 'auto' })
}

/** Measured against the reader itself, so a site footer below it does not count as story. */
const storyBottom = (root: HTMLElement | null) =>
  root ? root.getBoundingClientRect().bottom + window.scrollY : document.documentElement.scrollHeight

const scrollable = (root: HTMLElement | null) => Math.max(0, storyBottom(root) - window.innerHeight)

export function measurePosition(root: HTMLElement | null, chapters: readonly (HTMLElement | null)[]): ReadingPlace {
  const offsets = chapters.flatMap((el) =>
    el ? [el.getBoundingClientRect().top + window.scrollY - HEADER_CLEARANCE] : [],
  )
  return readingPlace(window.scrollY, storyBottom(root), window.innerHeight, offsets)
}

export interface TrackedStory {
  storyId: string
  root: () => HTMLElement | null
  chapters: () => readonly (HTMLElement | null)[]
  /** Opened at a linked passage: that place wins over the saved one. */
  opensAtLink: boolean
  onPosition: (position: ReadingPlace) => void
}

export interface Tracking {
  /** The text reflowed (font size, line spacing): the same pixel offset is another place in the
   * story, so the same share of it is scrolled to. */
  keepPlace(): void
  /** Stops following the story, saving the last place measured. */
  stop(): void
}

export function trackReadingPosition({ storyId, root, chapters, opensAtLink, onPosition }: TrackedStory): Tracking {
  let latest: ReadingPlace | null = null
  /** Nothing is saved until the saved place has been restored (else opening would overwrite it). */
  let restored = false
  let isStopped = false
  /** Unrounded share of the story above the screen's top, for keeping the place on reflow. */
  let fraction: number | null = null
  let settleTimer: ReturnType<typeof setTimeout> | undefined
  let restoreTimer: ReturnType<typeof setTimeout> | undefined

  const measure = () => measurePosition(root(), chapters())
  const save = (position: ReadingPlace | null, leaving = false) => {
    if (!restored || !position) return
    saveReadingProgress({ storyId, ...position }, leaving).catch(() => {
      /* progress save failures are silent */
    })
  }
  const update = () => {
    const position = measure()
    fraction = scrollPercent(window.scrollY, storyBottom(root()), window.innerHeight) / 100
    latest = position
    onPosition(position)
    save(position)
  }

  // Measure when scrolling (or resizing) has been still for 300 ms; save when leaving.
  const settle = () => {
    clearTimeout(settleTimer)
    settleTimer = setTimeout(update, PROGRESS_DELAY_MS)
  }
  const listening = new AbortController()
  const { signal } = listening
  // A new font size or line spacing changes the story's height without any scroll event.
  const resized = new ResizeObserver(settle)
  const element = root()
  if (element) resized.observe(element)
  window.addEventListener('scroll', settle, { passive: true, signal })
  window.addEventListener('resize', settle, { signal })
  window.addEventListener('pagehide', () => save(measure(), true), { signal })
  document.addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState !== 'visible') save(measure(), true)
    },
    { signal },
  )

  // Restore: a bookmark wins over the remembered reading position.
  void Promise.all([getBookmark(storyId), getReadingProgress(storyId)]).then(([bookmark, progress]) => {
    if (isStopped) return
    if (opensAtLink) {
      restored = true
      return update()
    }
    if (bookmark) {
      restoreTimer = setTimeout(() => {
        restored = true
        scrollToOffset(bookmark.position, true)
        update()
      }, BOOKMARK_RESTORE_MS)
      return
    }
    // A place read to on another device is the same share of the story here, not the same pixels.
    if (progress) void placeOpened('readingPlace', storyId, progress.percent)
    if (progress?.elsewhere) scrollToOffset((progress.percent / 100) * scrollable(root()), false)
    else if (progress) scrollToOffset(progress.position, false)
    restored = true
    update()
  })

  return {
    keepPlace() {
      if (!restored || fraction === null) return
      const scrollable = storyBottom(root()) - window.innerHeight
      if (scrollable > 0) scrollToOffset(fraction * scrollable, false)
    },
    stop() {
      isStopped = true
      clearTimeout(settleTimer)
      clearTimeout(restoreTimer)
      resized.disconnect()
      listening.abort()
      save(latest)
    },
  }
}
