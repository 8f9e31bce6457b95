// Where the reader is in the story, as its header and chapter navigation show it: at 0% in the
// first chapter, as the server draws it, until the reader's place is followed (and the saved one
// restored) by reading-position-tracking.ts, loaded once the reader shows: that code draws nothing
// on the first screen, and the places it saves and restores wait for the device's database anyway.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { lazyPart } from '../lib/lazy-part.ts'
import type { ReadingPlace } from './reading-progress.ts'
import type { Tracking } from './reading-position-tracking.ts'

export type Position = ReadingPlace

const tracking = lazyPart(() => import('./reading-position-tracking.ts'))

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
  const tracker = useRef<Tracking | null>(null)

  useEffect(() => {
    let isLeft = false
    tracking.load().then(
      ({ trackReadingPosition }) => {
        if (isLeft) return
        tracker.current = trackReadingPosition({
          storyId,
          opensAtLink,
          root: () => rootRef.current,
          chapters: () => chapterRefs.current,
          onPosition: setCurrent,
        })
      },
      () => {
        /* offline before the worker kept its code: this visit's place is not followed */
      },
    )
    return () => {
      isLeft = true
      tracker.current?.stop()
      tracker.current = null
    }
  }, [storyId, opensAtLink, rootRef, chapterRefs])

  const lastLayout = useRef(layoutKey)
  useLayoutEffect(() => {
    if (lastLayout.current === layoutKey) return
    lastLayout.current = layoutKey
    tracker.current?.keepPlace()
  }, [layoutKey])

  /** Marks a chapter as current at once (chapter buttons), before the scroll settles. */
  const showChapter = useCallback((chapterIndex: number) => setCurrent((c) => ({ ...c, chapterIndex })), [])
  /** The place right now, for the bookmark button. */
  const now = useCallback(
    async () => (await tracking.load()).measurePosition(rootRef.current, chapterRefs.current),
    [rootRef, chapterRefs],
  )

  return { ...current, showChapter, now }
}
