// The phone navigation's drawer itself (mobile-drawer.tsx owns its button and loads this after
// the first screen): a modal dialog whose focus is kept inside (ui/modal-focus.ts), closed by
// Escape, by a tap on the dim beside it, by its close button and when a link is followed.
//
// Not a Radix Dialog (issue 55): Radix locks scrolling through a custom property on <body>, which
// every element inherits, so opening it computed the style of the whole page in the tap's frame
// (25–65 ms of a 170 ms answer at CPU 4×). The dim stops touches instead (touch-none) and the drawer
// keeps its own scrolling (overscroll-contain). The tap's frame draws the drawer and its links;
// the actions at its foot (the notifications toggle asks the browser for its push state) come once
// that frame is painted: in the same task they held it back by 100–150 ms.
import { useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useEscapeLayer } from '../ui/escape-layers.ts'
import { useModalFocus } from '../ui/modal-focus.ts'
import { usePaintedWhile } from '../ui/use-painted.ts'
import { bottomInsetRef } from '../toast/bottom-inset.ts'
import { Rss, X } from 'lucide-react'
import { NAV_LINKS } from './nav-links.ts'
import { NavItem, StoreLink } from './nav-items.tsx'
import { LogoutButton, MusicUploadButtons, UploadStoryButton } from './admin-controls.tsx'
import { NotificationsButton } from './notifications-button.tsx'
import { Brand } from './brand.tsx'
import { openFooterDialog } from '../footer/footer-dialogs.ts'

interface Props {
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function MobileDrawerPanel({ open, onOpenChange }: Props) {
  const close = () => onOpenChange(false)
  const content = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  useEscapeLayer(open, content, close)
  // Focus moves in as it opens (nothing on the page is restyled for it), and back on close to what
  // had it: the menu button.
  useModalFocus(content, open, close)
  const painted = usePaintedWhile(open)
  if (!open) return null
  return createPortal(
    <>
      {/* A plain dim, as every dialog's (ui/dialog-radix.tsx): a backdrop blur redraws the whole screen on each frame of the slide. */}
      <div aria-hidden onClick={close} className="fixed inset-0 z-50 touch-none bg-black/70 transition-opacity starting:opacity-0" />
      <div
        ref={content}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-4 overflow-y-auto overscroll-contain border-r border-border bg-surface p-4 shadow-2xl outline-none transition-transform duration-200 starting:-translate-x-full"
      >
        <div className="flex items-start justify-between gap-2">
          <Brand onNavigate={close} />
          <button type="button" onClick={close} aria-label="Close menu" className="grid h-10 w-10 shrink-0 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-text">
            <X size={20} aria-hidden />
          </button>
        </div>
        <h2 id={titleId} className="sr-only">Menu</h2>
        <p id={descriptionId} className="sr-only">Site navigation</p>
        <nav aria-label="Main" className="flex flex-col gap-1">
          {NAV_LINKS.map((link) => (
            <NavItem key={link.to} link={link} className="h-11 text-base" onNavigate={close} />
          ))}
          <StoreLink className="h-11 text-base" />
          <button
            type="button"
            onClick={() => { close(); openFooterDialog('subscribe') }}
            className="inline-flex h-11 items-center gap-1.5 rounded-lg px-3 text-base font-medium text-muted transition hover:bg-surface-2 hover:text-text"
          >
            Subscribe <Rss size={14} aria-hidden />
          </button>
        </nav>
        <div ref={painted ? bottomInsetRef('menu actions') : undefined} className="mt-auto flex flex-col gap-2 border-t border-border pt-4">
          {painted && (
            <>
              <UploadStoryButton onOpen={close} />
              <MusicUploadButtons onOpen={close} />
              <NotificationsButton withLabel />
              <LogoutButton onDone={close} />
            </>
          )}
        </div>
      </div>
    </>,
    document.body,
  )
}
