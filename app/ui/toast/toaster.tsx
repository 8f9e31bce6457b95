// Shows notify() messages as Radix toasts: one at a time (a new one replaces the
// current), 5000 ms, swipe right to dismiss (50 px), F8 focuses the region; Escape is the dialog's
// when the person is in one.
import { useEffect, useRef, useState, type RefObject } from 'react'
import { useStore } from '@nanostores/react'
import { Toast } from 'radix-ui'
import { X } from 'lucide-react'
import { $toast, showNextWaiting, toasterMounted } from './notify.ts'
import { escapeToLayer } from '../escape-layers.ts'
import { $bottomInset, $toastRoom, followRoom } from './bottom-inset.ts'

export const TOAST_DURATION_MS = 5000

export function Toaster() {
  const current = useStore($toast)
  const bottomInset = useStore($bottomInset)
  const [open, setOpen] = useState(false)

  // Every new message opens (the toast below is keyed by it, so its timer starts again).
  useEffect(() => setOpen(current !== undefined), [current])
  useEffect(toasterMounted, [])
  const viewport = useRef<HTMLOListElement>(null)
  useToastRoom(viewport, open && current !== undefined, bottomInset)
  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next) showNextWaiting()
  }

  const destructive = current?.variant === 'destructive'
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
      {current && (
        <Toast.Root
          // A new message mounts a new toast, which restarts its timer.
          key={current.id}
          data-testid="toast"
          open={open}
          onOpenChange={onOpenChange}
          // Radix gives Escape to the newest layer, this toast: one pressed in a dialog under it
          // closes the dialog, and the toast stays for its time (escape-layers.ts).
          onEscapeKeyDown={(event) => {
            if (escapeToLayer(event.target)) event.preventDefault()
          }}
          duration={current.durationMs}
          type={destructive ? 'foreground' : 'background'}
          className={`group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 shadow-2xl
            transition duration-200 starting:translate-y-3 starting:opacity-0
            data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none data-[swipe=cancel]:translate-x-0
            ${destructive ? 'border-red-400/60 bg-red-950 text-red-50' : 'border-border bg-surface-2 text-text'}`}
        >
          <div className="min-w-0 flex-1">
            <Toast.Title className="text-sm font-semibold">{current.title}</Toast.Title>
            {current.description && (
              <Toast.Description className={`mt-1 text-sm ${destructive ? 'text-red-100' : 'text-muted'}`}>
                {current.description}
              </Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label="Dismiss notification"
            className="absolute right-0.5 top-0.5 grid size-11 place-items-center rounded-lg opacity-80 hover:bg-black/20 hover:opacity-100"
          >
            <X size={16} aria-hidden />
          </Toast.Close>
        </Toast.Root>
      )}
      {/* Above the docked mini player and the open menu's actions (bottom-inset.ts), never over them.
          Only the toast takes taps: the band of padding around it leaves what is under it tappable. */}
      <Toast.Viewport
        ref={viewport}
        data-testid="toast-viewport"
        style={bottomInset > 0 ? { bottom: bottomInset } : undefined}
        className="pointer-events-none fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:bottom-4 sm:right-4"
      />
    </Toast.Provider>
  )
}

/** Keeps $toastRoom at the height the viewport's toast takes from the screen's bottom while one shows. */
function useToastRoom(viewport: RefObject<HTMLOListElement | null>, shown: boolean, bottomInset: number) {
  useEffect(() => {
    const element = viewport.current
    if (!shown || !element) return
    const stop = followRoom(element, (room) => $toastRoom.set(room ?? 0))
    return () => {
      stop()
      $toastRoom.set(0)
    }
  }, [viewport, shown, bottomInset])
}
