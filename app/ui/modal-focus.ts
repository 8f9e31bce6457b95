// What a modal dialog needs from the page, without the browser's showModal(): the page behind is
// hidden from assistive technology (aria-hidden on the app's root; the dialog is rendered beside
// it), focus moves into the dialog, Tab and Shift+Tab go round inside it, focus that lands outside
// is brought back, and it returns where it was on close. A backdrop over the page stops pointers.
//
// showModal() makes the whole page inert, and Chromium makes an element inert through its style:
// every element's style is computed again. On a phone's first visit that was the longest task
// after the first paint (60–95 ms of style in a 92–139 ms task at CPU 4×, 10,000 stories).
// aria-hidden touches no style (no rule reads it).
import { useEffect, useRef, type RefObject } from 'react'

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]'

/**
 * Whether `node` is in a dialog other than `ours`: one opened from it (the menu drawer's
 * notifications choice), which keeps focus and hears Escape and Tab itself. Two dialogs that each
 * brought focus back to themselves would hand it to and fro until the stack overflowed.
 */
function inAnotherDialog(node: EventTarget | Element | null, ours: HTMLElement): boolean {
  const dialog = node instanceof Element ? node.closest('[role="dialog"], [role="alertdialog"]') : null
  return dialog !== null && dialog !== ours && !ours.contains(dialog)
}

/** The elements Tab stops at inside `container`, in order. */
function tabStops(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.matches(':disabled') && element.getClientRects().length > 0,
  )
}

/**
 * Keeps focus in `dialog` while `open`, moving it to `initialFocus` (else the dialog) as it opens;
 * Escape calls `onEscape` (which decides whether it closes).
 */
export function useModalFocus(
  dialog: RefObject<HTMLElement | null>,
  open: boolean,
  onEscape: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
): void {
  const escape = useRef(onEscape)
  escape.current = onEscape

  useEffect(() => {
    const element = dialog.current
    if (!open || !element) return
    const root = document.getElementById('root')
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null
    root?.setAttribute('aria-hidden', 'true')
    const first = initialFocus?.current ?? element
    first.focus({ preventScroll: true })

    // A stop counts as where focus is when focus is in it (a radio group's checked radio).
    const holds = (stop: HTMLElement | undefined) => stop !== undefined && stop.contains(document.activeElement)
    const onKeyDown = (event: KeyboardEvent) => {
      if (inAnotherDialog(document.activeElement, element)) return
      if (event.key === 'Escape') {
        event.preventDefault()
        escape.current()
        return
      }
      if (event.key !== 'Tab') return
      const stops = tabStops(element)
      const [first, last] = [stops[0], stops.at(-1)]
      const wrapTo = event.shiftKey
        ? document.activeElement === element || holds(first)
          ? last
          : undefined
        : holds(last) || !element.contains(document.activeElement)
          ? first
          : undefined
      if (stops.length === 0 || wrapTo) {
        event.preventDefault()
        wrapTo?.focus()
      }
    }
    const bringBack = (event: FocusEvent) => {
      if (!(event.target instanceof Node) || element.contains(event.target)) return
      if (!inAnotherDialog(event.target, element)) element.focus({ preventScroll: true })
    }
    document.addEventListener('keydown', onKeyDown, true)
    document.addEventListener('focusin', bringBack)
    return () => {
      document.removeEventListener('keydown', onKeyDown, true)
      document.removeEventListener('focusin', bringBack)
      root?.removeAttribute('aria-hidden')
      if (returnTo?.isConnected) returnTo.focus({ preventScroll: true })
    }
  }, [dialog, open, initialFocus])
}
