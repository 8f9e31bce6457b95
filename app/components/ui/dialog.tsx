// An accessible modal (Radix Dialog): focus is trapped and returned, Escape and outside clicks
// close it unless `locked` (e.g. while something is being saved).
import { Dialog as Radix } from 'radix-ui'
import { X } from 'lucide-react'
import { useRef, type ReactNode } from 'react'

export interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  children: ReactNode
  /** Blocks closing by Escape, outside click and the × button. */
  locked?: boolean
  /** Only × and the dialog's own buttons close it (a form with work in it): no Escape, no outside click. */
  sticky?: boolean
  /** Hide the × button (e.g. a choice that must be made). */
  hideClose?: boolean
  wide?: boolean
}

export function Dialog({ open, onOpenChange, title, description, children, locked, sticky, hideClose, wide }: DialogProps) {
  const block = (event: Event) => { if (locked || sticky) event.preventDefault() }
  // Our dialogs open from many places without a Radix Trigger, so focus is handed back by hand to
  // whatever had it when the dialog opened.
  const opener = useRef<HTMLElement | null>(null)
  if (open && opener.current === null && typeof document !== 'undefined') opener.current = document.activeElement as HTMLElement | null
  const restoreFocus = (event: Event) => {
    event.preventDefault()
    opener.current?.focus()
    opener.current = null
  }
  return (
    <Radix.Root open={open} onOpenChange={(next) => { if (!locked || next) onOpenChange(next) }}>
      <Radix.Portal>
        <Radix.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Radix.Content
          onCloseAutoFocus={restoreFocus}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-5 text-text shadow-2xl ${wide ? 'max-w-2xl' : 'max-w-md'}`}
        >
          <Radix.Title className="pr-8 text-lg font-semibold">{title}</Radix.Title>
          {description
            ? <Radix.Description className="mt-1 text-sm text-muted">{description}</Radix.Description>
            : <Radix.Description className="sr-only">{title}</Radix.Description>}
          <div className="mt-4">{children}</div>
          {!hideClose && (
            <Radix.Close
              disabled={locked}
              aria-label="Close"
              className="absolute right-3 top-3 rounded-lg p-2 text-muted hover:bg-surface-2 hover:text-text disabled:opacity-40"
            >
              <X size={18} aria-hidden />
            </Radix.Close>
          )}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  )
}
