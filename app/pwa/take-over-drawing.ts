// A launch into a story may arrive with the service worker's drawing of the reader over the app's
// shell (sw/reader-launch.ts), there from the first paint while the app starts under it. The
// reader takes it away once it shows what it has for the story (the story, or why it cannot show
// it), and when it is left before that: from then on the app's own screen is the one to see.
import { useLayoutEffect } from 'react'
import { READER_PREVIEW_ELEMENT_ID } from '../../page/first-screen.ts'

function removePreview(): void {
  const preview = document.getElementById(READER_PREVIEW_ELEMENT_ID)
  if (!preview) return
  const scrolled = preview.scrollTop
  preview.remove()
  // Where the person had scrolled the drawing to: the reader lays the same text out the same way
  // (a place the reader restores, a bookmark or the last reading position, comes after and wins).
  if (scrolled > 0 && window.scrollY === 0) window.scrollTo(0, scrolled)
}

/** Before the browser paints the reader's first screen with `shown`, the drawing goes. */
export function useReaderPreviewHandOff(shown: boolean): void {
  useLayoutEffect(() => {
    if (shown) removePreview()
  }, [shown])
  useLayoutEffect(() => removePreview, [])
}
