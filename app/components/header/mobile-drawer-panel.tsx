// The phone navigation's drawer itself (mobile-drawer.tsx owns its button and loads this after
// the first screen): Radix Dialog, so focus is trapped, and Escape and an outside tap close it.
import { useRef, type RefObject } from 'react'
import { Dialog } from 'radix-ui'
import { useEscapeLayer } from '../ui/escape-layers.ts'
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
  /** The menu button, which gets focus back on close (it is not a Radix Trigger). */
  opener: RefObject<HTMLButtonElement | null>
}

export function MobileDrawerPanel({ open, onOpenChange, opener }: Props) {
  const close = () => onOpenChange(false)
  const content = useRef<HTMLDivElement>(null)
  useEscapeLayer(open, content, close)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm transition-opacity starting:opacity-0" />
        <Dialog.Content
          ref={content}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            opener.current?.focus()
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-4 overflow-y-auto border-r border-border bg-surface p-4 shadow-2xl transition-transform duration-200 starting:-translate-x-full"
        >
          <div className="flex items-start justify-between gap-2">
            <Brand onNavigate={close} />
            <Dialog.Close aria-label="Close menu" className="grid h-10 w-10 shrink-0 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-text">
              <X size={20} aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
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
          <div ref={bottomInsetRef('menu actions')} className="mt-auto flex flex-col gap-2 border-t border-border pt-4">
            <UploadStoryButton onOpen={close} />
            <MusicUploadButtons onOpen={close} />
            <NotificationsButton withLabel />
            <LogoutButton onDone={close} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
