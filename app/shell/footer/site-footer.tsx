// The footer: page links, the three settings dialogs, Subscribe (the feeds,
// issue 26; the phone's menu opens it too: footer-dialogs.ts), the year.
import { lazy, Suspense } from 'react'
import { useStore } from '@nanostores/react'
import { Link } from '@tanstack/react-router'
import { BookOpen, Headphones, Palette, Rss } from 'lucide-react'
import { Button } from '../../ui/button.tsx'
import { $footerDialog, openFooterDialog, type FooterDialog as Open } from './footer-dialogs.ts'

// The dialogs (and their sliders and selects) load on first use, keeping them off the first paint.
const ReadingSettingsDialog = lazy(async () => ({
  default: (await import('../../settings/reading-settings-dialog.tsx')).ReadingSettingsDialog,
}))
const ThemeOptionsDialog = lazy(async () => ({
  default: (await import('../../settings/theme-options-dialog.tsx')).ThemeOptionsDialog,
}))
const AudioSettingsDialog = lazy(async () => ({
  default: (await import('../../settings/audio-settings-dialog.tsx')).AudioSettingsDialog,
}))
const SubscribeDialog = lazy(async () => ({
  default: (await import('../../pwa/subscribe-dialog.tsx')).SubscribeDialog,
}))

const FOOTER_LINKS = [
  { to: '/favourites', label: 'Favourites' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/data-settings', label: 'Data Settings' },
  { to: '/cookie-preferences', label: 'Cookie Preferences' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/user-agreement', label: 'User Agreement' },
  { to: '/community-guidelines', label: 'Community Guidelines' },
] as const

export function SiteFooter() {
  const open = useStore($footerDialog)
  const setOpen = openFooterDialog
  const onOpenChange = (which: Open) => (next: boolean) => setOpen(next ? which : undefined)

  return (
    <footer className="mt-16 border-t border-border/70 bg-surface/60">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-[1fr_auto]">
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3 md:flex md:flex-wrap md:gap-x-2">
            {FOOTER_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="inline-flex min-h-11 items-center rounded-lg text-sm text-muted hover:text-accent md:px-2"
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap [&>button]:justify-center">
          <Button onClick={() => setOpen('reading')}>
            <BookOpen size={16} aria-hidden />
            Reading Settings
          </Button>
          <Button onClick={() => setOpen('theme')}>
            <Palette size={16} aria-hidden />
            Theme Options
          </Button>
          <Button onClick={() => setOpen('audio')}>
            <Headphones size={16} aria-hidden />
            Audio Settings
          </Button>
          <Button onClick={() => setOpen('subscribe')}>
            <Rss size={16} aria-hidden />
            Subscribe
          </Button>
        </div>
        <p className="text-sm text-muted md:col-span-2">
          © 2024 Infinaeon Hub. Stories of the Infinaeon Universe.{' '}
          <span data-testid="app-version">v{__APP_VERSION__}</span>
        </p>
      </div>
      <Suspense>
        {open === 'reading' && <ReadingSettingsDialog open onOpenChange={onOpenChange('reading')} />}
        {open === 'theme' && <ThemeOptionsDialog open onOpenChange={onOpenChange('theme')} />}
        {open === 'audio' && <AudioSettingsDialog open onOpenChange={onOpenChange('audio')} />}
        {open === 'subscribe' && <SubscribeDialog open onOpenChange={onOpenChange('subscribe')} />}
      </Suspense>
    </footer>
  )
}
