// The Radix half of <Dialog> (dialog.tsx), loaded when a dialog first opens or at idle: focus is
// trapped and returned, Escape and outside clicks close it unless `locked`.
import { Dialog as Radix } from 'radix-ui'
import { X } from 'lucide-react'
import { useRef, type ReactNode, type RefObject } from 'react'
import { useEscapeLayer } from './escape-layers.ts'
import { DialogFrame, FRAMED, useStayAtEnd } from './dialog-frame.tsx'

/** A dialog of the app: drawn by dialog.tsx at once, by this Radix half once it has loaded. */
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

export function DialogRadix({
  open,
  onOpenChange,
  title,
  description,
  children,
  locked,
  sticky,
  hideClose,
  wide,
  opener,
}: DialogProps & { opener: RefObject<HTMLElement | null> }) {
  const block = (event: Event) => {
    if (locked || sticky) event.preventDefault()
  }
  const content = useRef<HTMLDivElement>(null)
  const contentRef = useStayAtEnd(content)
  // An Escape a toast above this dialog took (escape-layers.ts) closes it as Radix's own would.
  useEscapeLayer(open, content, () => {
    if (!locked && !sticky) onOpenChange(false)
  })
  const restoreFocus = (event: Event) => {
    event.preventDefault()
    opener.current?.focus()
    opener.current = null
  }
  return (
    <Radix.Root
      open={open}
      onOpenChange={(next) => {
        if (!locked || next) onOpenChange(next)
      }}
    >
      <Radix.Portal>
        {/* A plain dim, no backdrop blur: a blur repaints the whole screen on every frame of any
            animation under it (the first-visit faction choice opens over the spinning sync icon). */}
        <Radix.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <DialogFrame>
          <Radix.Content
            ref={contentRef}
            onCloseAutoFocus={restoreFocus}
            onEscapeKeyDown={block}
            onPointerDownOutside={block}
            onInteractOutside={block}
            className={`${FRAMED} rounded-2xl border border-border bg-surface p-5 text-text shadow-2xl ${wide ? 'max-w-2xl' : 'max-w-md'}`}
          >
            <Radix.Title className="pr-8 text-lg font-semibold">{title}</Radix.Title>
            {description ? (
              <Radix.Description className="mt-1 text-sm text-muted">{description}</Radix.Description>
            ) : (
              <Radix.Description className="sr-only">{title}</Radix.Description>
            )}
            <div className="mt-4">{children}</div>
            {!hideClose && (
              <Radix.Close
                disabled={locked}
                aria-label="Close"
                className="absolute right-1.5 top-1.5 grid size-11 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-text disabled:opacity-40"
              >
                <X size={18} aria-hidden />
              </Radix.Close>
            )}
          </Radix.Content>
        </DialogFrame>
      </Radix.Portal>
    </Radix.Root>
  )
}
