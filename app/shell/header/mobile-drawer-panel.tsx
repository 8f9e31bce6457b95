// The phone navigation's drawer itself (mobile-drawer.tsx owns its button and loads this after
// the first screen): a modal layer (ui/plain-modal.tsx, not Radix's Dialog, whose scroll lock
// restyled the whole page in the tap's frame), closed by Escape, by a tap on the dim beside it, by
// its close button and when a link is followed. The tap's frame draws the drawer and its links;
// the actions at its foot (the notifications toggle asks the browser for its push state) come once
// that frame is painted: in the same task they held it back by 100–150 ms (issue 55).
import { useId } from 'react'
import { PlainModal } from '../../ui/plain-modal.tsx'
import { usePaintedWhile } from '../../ui/use-painted.ts'
import { bottomInsetRef } from '../../ui/toast/bottom-inset.ts'
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
  const titleId = useId()
  const descriptionId = useId()
  const painted = usePaintedWhile(open)
  return (
    <PlainModal
      open={open}
      onDismiss={close}
      labelledBy={titleId}
      describedBy={descriptionId}
      className="inset-y-0 left-0 flex w-[min(20rem,85vw)] flex-col gap-4 overflow-y-auto border-r border-border bg-surface p-4 shadow-2xl transition-transform duration-200 starting:-translate-x-full"
    >
      <div className="flex items-start justify-between gap-2">
        <Brand onNavigate={close} />
        <button
          type="button"
          onClick={close}
          aria-label="Close menu"
          className="grid size-11 shrink-0 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-text"
        >
          <X size={20} aria-hidden />
        </button>
      </div>
      <h2 id={titleId} className="sr-only">
        Menu
      </h2>
      <p id={descriptionId} className="sr-only">
        Site navigation
      </p>
      <nav aria-label="Main" className="flex flex-col gap-1">
        {NAV_LINKS.map((link) => (
          <NavItem key={link.to} link={link} className="h-11 text-base" onNavigate={close} />
        ))}
        <StoreLink className="h-11 text-base" />
        <button
          type="button"
          onClick={() => {
            close()
            openFooterDialog('subscribe')
          }}
          className="inline-flex h-11 items-center gap-1.5 rounded-lg px-3 text-base font-medium text-muted transition hover:bg-surface-2 hover:text-text"
        >
          Subscribe <Rss size={14} aria-hidden />
        </button>
      </nav>
      <div
        ref={painted ? bottomInsetRef('menu actions') : undefined}
        className="mt-auto flex flex-col gap-2 border-t border-border pt-4"
      >
        {painted && (
          <>
            <UploadStoryButton onOpen={close} />
            <MusicUploadButtons onOpen={close} />
            <NotificationsButton withLabel />
            <LogoutButton onDone={close} />
          </>
        )}
      </div>
    </PlainModal>
  )
}
