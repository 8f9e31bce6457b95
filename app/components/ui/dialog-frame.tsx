// Where a centred dialog sits: in the middle of the screen, raised only as far as a toast under it
// needs (issue 56: a toast covered the album dialog's track rows and Share buttons for its time).
// A column of the screen's height: a spring above the dialog, the dialog, a spring below that is
// never shorter than the toast's room. Equal springs centre the dialog; a toast taller than the
// space below it stretches the lower spring and lifts the dialog by the difference (a tall one
// scrolls inside what is left), and nothing moves for a toast that was clear of it.
// The frame lets taps through to the dim under it; the dialog itself takes them.
import type { ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import { $toastRoom } from '../toast/bottom-inset.ts'

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
