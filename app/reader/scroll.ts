// Scrolling the reader: smooth unless the person asked for reduced motion, and chapter tops
// land just under the fixed header (chapters carry a matching scroll margin). What read-along
// keeps in view is kept in the band below that header (text-band.ts).

/** Height kept clear under the fixed header and progress bar, in px (Tailwind scroll-mt-20). */
export const HEADER_CLEARANCE = 80
export const CHAPTER_SCROLL_MARGIN = 'scroll-mt-20'

export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'
}

export function scrollToElement(element: HTMLElement | null | undefined): void {
  element?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' })
}
