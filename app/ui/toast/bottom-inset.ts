// What sits at the bottom of the screen that a toast must stay above (issue: toasts covered the
// docked mini player and the open menu's actions): each measures how far its top is from the
// screen's bottom, and the toasts stack above the highest of them.
// A shown toast takes its own room in turn ($toastRoom): a dialog sits above it, and the page's end
// can be scrolled clear of it and of everything docked (app-shell.tsx).
import { atom, computed, map } from 'nanostores'

const insets = map<Record<string, number | undefined>>({})

/** Pixels from the screen's bottom that toasts keep clear; 0 when nothing is docked there. */
export const $bottomInset = computed(insets, (all) => Math.max(0, ...Object.values(all).map((inset) => inset ?? 0)))

/** Pixels from the screen's bottom that the toast on screen takes, the gap above it included; 0 without one. */
export const $toastRoom = atom(0)

const refs = new Map<string, (element: HTMLElement | null) => void>()

/** A ref (the same function on every render) that keeps `name`'s inset while its element is shown. */
export function bottomInsetRef(name: string): (element: HTMLElement | null) => void {
  let ref = refs.get(name)
  if (ref) return ref
  let stop = () => {}
  ref = (element) => {
    stop()
    if (!element) return insets.setKey(name, undefined)
    stop = followRoom(element, (room) => insets.setKey(name, room))
  }
  refs.set(name, ref)
  return ref
}

/**
 * Tells `onRoom` how far `element`'s top is from the screen's bottom, now and whenever it or the
 * window changes size (undefined while it is not drawn: a card stepped aside while a person types).
 * Answers how to stop.
 */
export function followRoom(element: HTMLElement, onRoom: (room: number | undefined) => void): () => void {
  const measure = () =>
    onRoom(
      element.getClientRects().length === 0
        ? undefined
        : Math.max(0, Math.round(window.innerHeight - element.getBoundingClientRect().top)),
    )
  measure()
  const observer = new ResizeObserver(measure)
  observer.observe(element)
  window.addEventListener('resize', measure)
  return () => {
    observer.disconnect()
    window.removeEventListener('resize', measure)
  }
}
