// First-run faction choice (stories.md §2 Dialogs, §4 Faction): opens when no valid faction is
// stored, after the first paint (faction-picker-host.tsx loads it at idle, so it never holds up the
// first screen), and cannot be dismissed until one is picked; picking stores it at once (the theme
// changes behind the dialog's plain dim) and Apply Theme closes it. Theme Options changes it later.
//
// A native modal <dialog>, not the Radix one of the other dialogs: the browser makes the page
// behind it inert, traps and returns focus, and dims it (::backdrop) without touching the page's
// own styles. Radix marks <body> and adds a style sheet to lock scrolling, and on a phone the
// whole home page's style is then computed again: a 100 ms task in the middle of a first visit.
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react'
import { faction } from '../data/settings.ts'
import { Button } from './ui/button.tsx'
import { FactionCards } from './faction-cards.tsx'
import { afterNextPaint } from '../lib/next-task.ts'

export function FactionPicker() {
  const stored = faction.use()
  const [open, setOpen] = useState(stored === null)
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()

  // The choice can also be cleared elsewhere (data settings): ask again then.
  useEffect(() => {
    if (stored === null) setOpen(true)
  }, [stored])

  // Opened once the page around it has been painted: showModal() moves focus, which makes the
  // browser lay out a page that is still settling at once, inside this task (128 ms at CPU 4x on
  // a first visit with 10,000 stories), instead of in its own rendering step.
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (!open) {
      if (element.open) element.close()
      return
    }
    return afterNextPaint(() => { if (!element.open) element.showModal() })
  }, [open])

  // Escape closes it only once a faction is chosen. A browser may close a modal anyway on a second
  // Escape: it is opened again while there is still no choice.
  const locked = stored === null
  const onCancel = (event: SyntheticEvent) => { if (locked) event.preventDefault() }
  const onClose = () => {
    if (faction.read() === null) dialog.current?.showModal()
    else setOpen(false)
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={onCancel}
      onClose={onClose}
      className="m-auto max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md overflow-y-auto rounded-2xl border border-border bg-surface p-5 text-text shadow-2xl backdrop:bg-black/70"
    >
      <h2 id={titleId} className="text-lg font-semibold">Choose Your Faction</h2>
      <p id={descriptionId} className="mt-1 text-sm text-muted">Your faction themes the hub. You can change it later in Theme Options.</p>
      <div className="mt-4">
        <FactionCards value={stored} onChange={faction.write} />
        {stored !== null && (
          <Button variant="primary" className="mt-4 w-full justify-center" onClick={() => setOpen(false)}>
            Apply Theme
          </Button>
        )}
      </div>
    </dialog>
  )
}
