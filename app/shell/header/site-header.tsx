// The fixed global header: brand, navigation (bar on wide screens, drawer on
// phones), search, sync state, notifications placeholder, Upload Story (admin) and admin login;
// on phones also the background-music toggle, which floats on wide screens (floating-stack.tsx).
// Sticky rather than fixed so pages never hide under it; phones open search in a second row.
import { useState } from 'react'
import { useLocation } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { Brand } from './brand.tsx'
import { MobileDrawer } from './mobile-drawer.tsx'
import { NAV_LINKS } from './nav-links.ts'
import { NavItem, StoreLink } from './nav-items.tsx'
import { SearchBox } from './search-box.tsx'
import { SyncIndicator } from './sync-indicator.tsx'
import { NotificationsButton } from './notifications-button.tsx'
import { AdminControls, UploadStoryButton } from './admin-controls.tsx'
import { BackgroundMusicToggle } from '../../music/background/background-music-toggle.tsx'

export function SiteHeader() {
  const { pathname, search } = useLocation()
  const hasQuery = pathname === '/' && Boolean((search as { q?: string }).q)
  const [searchOpen, setSearchOpen] = useState(false)
  const showPhoneSearch = searchOpen || hasQuery

  return (
    // Opaque, with no backdrop blur: blurring what scrolls under a sticky bar redraws it on every
    // frame (in Lighthouse's phone runs here the compositor did 40% less work without it).
    <header className="sticky top-0 z-40 border-b border-border/70 bg-bg">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-3 sm:gap-2 sm:px-4">
        <MobileDrawer />
        <Brand />
        <div className="ml-auto flex items-center sm:gap-2">
          <SearchBox className="hidden w-56 md:block xl:w-72" />
          <button
            type="button"
            aria-label={showPhoneSearch ? 'Hide search' : 'Search stories'}
            aria-expanded={showPhoneSearch}
            aria-controls={showPhoneSearch ? 'phone-search' : undefined}
            onClick={() => setSearchOpen((v) => !v)}
            className={`grid h-11 w-11 place-items-center rounded-lg hover:bg-surface-2 md:hidden ${showPhoneSearch ? 'text-accent' : 'text-text'}`}
          >
            <Search size={20} aria-hidden />
          </button>
          <SyncIndicator />
          <BackgroundMusicToggle inHeader />
          <span className="hidden sm:contents">
            <NotificationsButton />
          </span>
          <UploadStoryButton className="hidden lg:block" />
          <AdminControls />
        </div>
      </div>
      {showPhoneSearch && (
        <div id="phone-search" className="px-3 pb-3 md:hidden">
          <SearchBox autoFocus={searchOpen && !hasQuery} />
        </div>
      )}
      <nav aria-label="Main" className="hidden border-t border-border/50 lg:block">
        <div className="mx-auto flex h-11 max-w-7xl items-center gap-1 px-4">
          {NAV_LINKS.map((link) => (
            <NavItem key={link.to} link={link} />
          ))}
          <StoreLink />
        </div>
      </nav>
    </header>
  )
}
