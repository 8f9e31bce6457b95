// First-run faction choice: opens when no valid faction is
// stored, after the first paint (faction-picker-host.tsx loads it at idle, so it never holds up the
// first screen), and cannot be dismissed until one is picked; picking stores it (the theme changes
// behind the dialog's plain dim) and Apply Theme closes it. Theme Options changes it later.
// The card tapped shows chosen in the tap's own frame, and the faction is stored once that frame
// is painted: the page's new theme restyles every element behind the dim, 35–45 ms of a 150–250 ms
// answer at CPU 4× on a first visit (issue 55).
//
// A <dialog> shown without showModal() (ui/modal-focus.ts keeps it modal for focus and assistive
// technology, and a plain dim over the page stops pointers): showModal() makes the whole page
// inert, which costs the browser a style pass over every element, the longest task of a first
// visit on a phone. Not the Radix dialog of the other dialogs either: Radix marks <body> and adds
// a style sheet to lock scrolling, which costs the same pass.
import { useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { faction } from './settings.ts'
import type { Faction } from './faction.ts'
import { Button } from '../ui/button.tsx'
import { FactionCards } from './faction-cards.tsx'
import { afterNextPaint } from '../lib/next-task.ts'
import { useModalFocus } from '../ui/modal-focus.ts'
import { $factionPickerOpen } from './faction-picker-open.ts'

export function FactionPicker() {
  const stored = faction.use()
  const [open, setOpen] = useState(stored === null)
  const [tapped, setTapped] = useState<Faction | null>(null)
  const chosen = tapped ?? stored
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()

  // The choice can also be cleared elsewhere (data settings): ask again then.
  useEffect(() => {
    if (stored !== null) return
    setTapped(null)
    setOpen(true)
  }, [stored])

  const choose = (next: Faction) => {
    setTapped(next)
    afterNextPaint(() => faction.write(next))
  }
  // Stored now if its frame has not been painted yet (Apply pressed in the same frame).
  const apply = () => {
    if (chosen === null) return
    if (faction.read() !== chosen) faction.write(chosen)
    setOpen(false)
  }

  useEffect(() => {
    $factionPickerOpen.set(open)
    return () => $factionPickerOpen.set(false)
  }, [open])

  // Shown once the page around it has been painted: a first visit's page is still settling, and
  // moving focus would make the browser lay it out at once, inside this task.
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!open) return setShown(false)
    return afterNextPaint(() => setShown(true))
  }, [open])

  // Escape closes it only once a faction is chosen.
  useModalFocus(dialog, shown, apply)

  // Its contents are drawn closed first (a closed dialog is not displayed): showing it is then
  // only the open attribute and focus.
  if (!open) return null
  return createPortal(
    <>
      {shown && <div aria-hidden className="fixed inset-0 z-[80] touch-none bg-black/70" />}
      <dialog
        ref={dialog}
        open={shown}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        className="fixed inset-0 z-[80] m-auto h-fit max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md overflow-y-auto overscroll-contain rounded-2xl border border-border bg-surface p-5 text-text shadow-2xl outline-none!"
      >
        <h2 id={titleId} className="text-xl font-bold">
          Choose Your Faction
        </h2>
        <p id={descriptionId} className="mt-1 text-sm text-muted">
          Your faction themes the hub. You can change it later in Theme Options.
        </p>
        <div className="mt-4">
          <FactionCards value={chosen} onChange={choose} />
          {chosen !== null && (
            <Button variant="primary" className="mt-4 w-full justify-center" onClick={apply}>
              Apply Theme
            </Button>
          )}
        </div>
      </dialog>
    </>,
    document.body,
  )
}
