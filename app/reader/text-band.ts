// The band of the screen the reader's text shows in: between the header and whatever is docked at
// the screen's foot (the mini player, a card). Read-along keeps the paragraph being read aloud in
// it: "in the window" once left the spoken paragraph under the mini player (issue 56). Apart from
// scroll.ts because only the reader's places part (read-along.tsx) uses it, after the first screen.
import { $bottomInset } from '../ui/toast/bottom-inset.ts'
import { HEADER_CLEARANCE, scrollBehavior } from './scroll.ts'

/** The part of the screen the text shows in, in viewport px. */
function textBand(): { top: number; bottom: number } {
  return { top: HEADER_CLEARANCE, bottom: window.innerHeight - $bottomInset.get() }
}

/**
 * Whether `element` can be read where it is: all of it in the band, or, taller than the band, its start in the band's
 * upper half.
 */
export function isInTextBand(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect()
  const band = textBand()
  return box.top >= band.top && (box.bottom <= band.bottom || box.top <= (band.top + band.bottom) / 2)
}

/** Scrolls `element` to the middle of the band (its start to the band's top when taller than it). */
export function centreInTextBand(element: HTMLElement): void {
  const box = element.getBoundingClientRect()
  const band = textBand()
  const room = band.bottom - band.top
  const top = window.scrollY + box.top - band.top - Math.max(0, (room - box.height) / 2)
  window.scrollTo({ top, behavior: scrollBehavior() })
}
