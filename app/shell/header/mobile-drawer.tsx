// The phone navigation: the menu button opens a side drawer with the header's
// links; it closes when a link is followed or the upload dialog opens. The drawer
// (mobile-drawer-panel.tsx) loads after the first screen, or when the button is first pressed.
import { useEffect, useState } from 'react'
import { useLocation } from '@tanstack/react-router'
import { Menu } from 'lucide-react'
import { lazyPart, preloadWhenIdle } from '../../lib/lazy-part.ts'
import { useLazyPart } from '../../ui/use-lazy-part.ts'

const panel = lazyPart(() => import('./mobile-drawer-panel.tsx'))
preloadWhenIdle(panel)

export function MobileDrawer() {
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  const part = useLazyPart(panel, open)
  useEffect(() => setOpen(false), [pathname])

  const show = () => {
    panel.preload()
    setOpen(true)
  }
  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={panel.preload}
        onFocus={panel.preload}
        onClick={show}
        className="grid h-11 w-11 shrink-0 place-items-center rounded-lg text-text hover:bg-surface-2 lg:hidden"
      >
        <Menu size={22} aria-hidden />
      </button>
      {part && <part.MobileDrawerPanel open={open} onOpenChange={setOpen} />}
    </>
  )
}
