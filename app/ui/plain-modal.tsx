// A modal layer without Radix, for what a phone's first taps open (the menu, Admin login; issue 55).
// Radix's Dialog locks scrolling through a custom property on <body>, which every element inherits,
// so opening one computed the style of the whole page in the tap's frame (628 of 733 elements for
// Admin login on the demo; 25–65 ms of a 170 ms answer at CPU 4×). Here the dim stops touches
// instead (touch-none) and the layer keeps its own scrolling (overscroll-contain). Focus stays
// inside and returns on close (modal-focus.ts); Escape and a tap on the dim dismiss it.
import { useRef, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { useEscapeLayer } from './escape-layers.ts'
import { useModalFocus } from './modal-focus.ts'
import { DialogFrame, FRAMED } from './dialog-frame.tsx'

interface PlainModalProps {
  open: boolean
  /** Escape or a tap on the dim; the owner decides whether it closes (not while saving, say). */
  onDismiss: () => void
  /** The ids of the layer's own title and description. */
  labelledBy: string
  describedBy: string
  /** The layer's look, and its place and size unless `centred`. */
  className: string
  /** In the screen's middle, above any toast (dialog-frame.tsx). */
  centred?: boolean
  /** What gets focus as it opens (else the layer itself). */
  initialFocus?: RefObject<HTMLElement | null>
  children: ReactNode
}

export function PlainModal({
  open,
  onDismiss,
  labelledBy,
  describedBy,
  className,
  centred,
  initialFocus,
  children,
}: PlainModalProps) {
  const content = useRef<HTMLDivElement>(null)
  useEscapeLayer(open, content, onDismiss)
  useModalFocus(content, open, onDismiss, initialFocus)
  if (!open) return null
  const layer = (
    <div
      ref={content}
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      className={`overscroll-contain outline-none ${centred ? FRAMED : 'fixed z-50'} ${className}`}
    >
      {children}
    </div>
  )
  return createPortal(
    <>
      {/* A plain dim, as every dialog's (dialog-radix.tsx): a backdrop blur redraws the whole screen
          on each frame of an animation under it. */}
      <div
        aria-hidden
        onClick={onDismiss}
        className="fixed inset-0 z-50 touch-none bg-black/70 transition-opacity starting:opacity-0"
      />
      {centred ? <DialogFrame>{layer}</DialogFrame> : layer}
    </>,
    document.body,
  )
}
