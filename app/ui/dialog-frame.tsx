// Where a centred dialog sits: in the middle of the screen, raised only as far as a toast under it
// needs (issue 56: a toast covered the album dialog's track rows and Share buttons for its time).
// A column of the screen's height: a spring above the dialog, the dialog, a spring below that is
// never shorter than the toast's room. Equal springs centre the dialog; a toast taller than the
// space below it stretches the lower spring and lifts the dialog by the difference (a tall one
// scrolls inside what is left), and nothing moves for a toast that was clear of it.
// The frame lets taps through to the dim under it; the dialog itself takes them.
import { useCallback, useEffect, useState, type ReactNode, type RefObject } from 'react'
import { useStore } from '@nanostores/react'
import { $toastRoom } from './toast/bottom-inset.ts'

/** The classes the dialog inside a DialogFrame takes (its own look is the caller's). */
export const FRAMED = 'pointer-events-auto relative min-h-0 w-full overflow-y-auto'

export function DialogFrame({ children }: { children: ReactNode }) {
  const toastRoom = useStore($toastRoom)
  return (
    <div className="pointer-events-none fixed inset-0 z-50 flex flex-col items-center px-4">
      <div className="min-h-[5dvh] flex-1" />
      {children}
      <div className="flex-1 transition-[min-height] duration-200" style={{ minHeight: `max(5dvh, ${toastRoom}px)` }} />
    </div>
  )
}

/**
 * A dialog seen to its end stays at its end as a toast makes it shorter: what was just tapped at
 * its foot (Publish, Save) stays in view, not pushed below the fold under the person's finger.
 */
export function useStayAtEnd(dialog: RefObject<HTMLElement | null>): (element: HTMLElement | null) => void {
  // The dialog's element comes after its portal is in place, after this hook's first effects: it
  // is followed from its ref, which also fills `dialog`.
  const [element, setElement] = useState<HTMLElement | null>(null)
  const ref = useCallback(
    (node: HTMLElement | null) => {
      dialog.current = node
      setElement(node)
    },
    [dialog],
  )
  useEffect(() => {
    if (!element) return
    const isAtEnd = () => element.scrollTop + element.clientHeight >= element.scrollHeight - 2
    let atEnd = isAtEnd()
    let height = element.clientHeight
    // A scroll event comes a frame late: one that lands while the dialog is still shrinking (its
    // own scroll to the end, say) is left to the next resize, which reads the place then.
    const onScroll = () => {
      if (element.clientHeight === height) atEnd = isAtEnd()
    }
    // Only as it gets shorter: one that grows as its content arrives stays at its top.
    const observer = new ResizeObserver(() => {
      if (atEnd && element.clientHeight < height) element.scrollTop = element.scrollHeight
      height = element.clientHeight
      atEnd = isAtEnd()
    })
    element.addEventListener('scroll', onScroll, { passive: true })
    observer.observe(element)
    return () => {
      element.removeEventListener('scroll', onScroll)
      observer.disconnect()
    }
  }, [element])
  return ref
}
