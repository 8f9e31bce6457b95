// The frame around every route: skip link, header, main, footer, the floating cards (update,
// install) and buttons, toasts, and the app-wide dialogs (faction picker, admin login,
// publishing), whose hosts load them when first needed, not with the first screen. Once on start,
// it asks the server whether a stored admin flag still has a session. The reader has its own header and no footer, so
// the site's are hidden there. The window's title follows the route (the reader names its story itself).
import { useEffect, type ReactNode } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { verifyAdminSession } from '../publishing/admin-session.ts'
import { SiteHeader } from './header/site-header.tsx'
import { SiteFooter } from './footer/site-footer.tsx'
import { ToastHost } from '../ui/toast/toast-host.tsx'
import { FactionPickerHost } from '../settings/faction-picker-host.tsx'
import { AdminLoginHost } from '../publishing/admin-login-host.tsx'
import { FloatingStack } from './floating-stack.tsx'
import { PlayerHost } from '../player/view/player-host.tsx'
import { StoryDialogHost } from '../publishing/story-dialog-host.tsx'
import { $miniPlayerShown } from '../player/player.ts'
import { useStore } from '@nanostores/react'
import { $bottomInset, $toastRoom } from '../ui/toast/bottom-inset.ts'
import { PAGE_TITLES, pageTitle } from '../../page/page-titles.ts'

export function AppShell({ children }: { children: ReactNode }) {
  const isReader = useRouterState({ select: (s) => s.matches.some((m) => m.routeId === '/read/$id') })
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  // The floating buttons, the mini player, the cards and a toast cover the bottom of the screen:
  // the page's end leaves room for them, so everything on it can be scrolled clear (issue 56).
  const hasMiniPlayer = useStore($miniPlayerShown)
  const floatingRoom = Math.max(useStore($bottomInset), useStore($toastRoom))

  useEffect(() => {
    void verifyAdminSession()
  }, [])
  useEffect(() => {
    // The reader titles its window with the story, the 404 with its own words.
    const title = isReader ? undefined : PAGE_TITLES[pathname]
    if (title !== undefined) document.title = pageTitle(title)
  }, [isReader, pathname])

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-accent font-semibold text-accent-fg focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:px-4 focus:py-2.5"
      >
        Skip to content
      </a>
      {!isReader && <SiteHeader />}
      {/* At least a screen tall, so the footer starts below the fold: a list that arrives shorter
          than its placeholders (one album where eight were kept) moves nothing on screen. */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        {children}
      </main>
      {!isReader && <SiteFooter />}
      {/* In the reader's colour under the reader (its page ends above this room). */}
      <div
        aria-hidden
        className={`shrink-0 ${hasMiniPlayer ? 'h-36' : 'h-16'} ${isReader ? 'bg-(--reader-bg)' : ''}`}
        style={{ minHeight: floatingRoom }}
      />
      <PlayerHost />
      <FloatingStack />
      <ToastHost />
      <FactionPickerHost />
      <AdminLoginHost />
      <StoryDialogHost />
    </div>
  )
}
