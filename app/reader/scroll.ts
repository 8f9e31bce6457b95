// Scrolling the reader: smooth unless the person asked for reduced motion, and chapter tops
// land just under the fixed header (chapters carry a matching scroll margin). What the reader
// keeps in view (the paragraph being read aloud) is kept in the band between the header and
// whatever is docked at the screen's foot (the mini player, a card): "in the window" once left the
// spoken paragraph under the mini player (issue 56).
import { $bottomInset } from '../shell/toast/bottom-inset.ts'

/** Height kept clear under the fixed header and progress bar, in px (Tailwind scroll-mt-20). */
export const HEADER_CLEARANCE = 80
export const CHAPTER_SCROLL_MARGIN = 'scroll-mt-20'

export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'
}

export function scrollToOffset(top: number, smooth: boolean): void {
  window.scrollTo({ top, behavior: smooth ? scrollBehavior() : 'auto' })
}

export function scrollToElement(element: HTMLElement | null | undefined): void {
  element?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' })
}

/** The part of the screen the text shows in, in viewport px. */
function textBand(): { top: number; bottom: number } {
  return { top: HEADER_CLEARANCE, bottom: window.innerHeight - $bottomInset.get() }
}

/** Whether `element` can be read where it is: all of it in the band, or, taller than the band, its start in the band's upper half. */
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
