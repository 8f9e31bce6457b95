// The look of the app's floating cards (update, install): icon, title, one line, actions. A card
// keeps what else floats at the screen's foot above it (toasts, the reader's Share this passage and
// read-along buttons: toast/bottom-inset.ts): on a phone it spans the screen's width there.
import type { ReactNode } from 'react'
import { bottomInsetRef } from '../ui/toast/bottom-inset.ts'

export interface FloatingCardProps {
  icon: ReactNode
  title: string
  titleId?: string
  children?: ReactNode
  actions?: ReactNode
}

export function FloatingCard({ icon, title, titleId, children, actions }: FloatingCardProps) {
  return (
    <div
      ref={bottomInsetRef(`card: ${title}`)}
      data-floating-card
      className="pointer-events-auto flex gap-3 rounded-xl border border-border bg-surface-2 p-4 text-text shadow-2xl transition duration-200 starting:translate-y-3 starting:opacity-0"
    >
      <div className="mt-0.5 shrink-0 text-accent">{icon}</div>
      <div className="min-w-0 flex-1">
        <p id={titleId} className="text-sm font-semibold">
          {title}
        </p>
        {children && <div className="mt-1 text-sm text-muted">{children}</div>}
        {actions && <div className="mt-3 flex flex-wrap gap-2">{actions}</div>}
      </div>
    </div>
  )
}
