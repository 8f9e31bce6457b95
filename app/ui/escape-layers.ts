// Escape belongs to the dialog the person is in, not to a toast. Radix gives Escape only to its
// topmost layer, and a toast that appears while a dialog is open becomes that layer, so Escape
// dismissed the toast and left the dialog open. Open dialogs (and the phone menu) register here;
// the toaster hands them an Escape pressed inside them (toaster.tsx).
import { useEffect, useRef, type RefObject } from 'react'

interface EscapeLayer {
  element: RefObject<HTMLElement | null>
  escape: () => void
}

/** Open layers, oldest first: the last is the topmost. */
const layers: EscapeLayer[] = []

/**
 * Passes an Escape whose target is inside an open layer (focus on the page itself counts as inside
 * the topmost, as a modal dialog leaves nothing else to be in) to that layer's own escape.
 * Answers whether a layer took it.
 */
export function escapeToLayer(target: EventTarget | null): boolean {
  const isPage = typeof document !== 'undefined' && (target === document.body || target === document)
  const owner =
    layers.findLast((layer) => target instanceof Node && layer.element.current?.contains(target)) ??
    (isPage ? layers.at(-1) : undefined)
  owner?.escape()
  return owner !== undefined
}

/**
 * While `open`, the element is a layer an Escape inside it closes by `escape` (which may refuse, e.g. a locked dialog).
 */
export function useEscapeLayer(open: boolean, element: RefObject<HTMLElement | null>, escape: () => void): void {
  const latest = useRef(escape)
  latest.current = escape
  useEffect(() => {
    if (!open) return
    const layer: EscapeLayer = { element, escape: () => latest.current() }
    layers.push(layer)
    return () => {
      layers.splice(layers.indexOf(layer), 1)
    }
  }, [open, element])
}
