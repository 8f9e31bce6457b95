// One navigation link (active state from the router) and the external Store link; used by the
// desktop bar and the mobile drawer.
import { Link } from '@tanstack/react-router'
import { ExternalLink } from 'lucide-react'
import { STORE_URL, type NavLink } from './nav-links.ts'

const BASE =
  'inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium transition hover:bg-surface-2 hover:text-text'

export function NavItem({
  link,
  className = '',
  onNavigate,
}: {
  link: NavLink
  className?: string
  onNavigate?: () => void
}) {
  return (
    <Link
      to={link.to}
      activeOptions={{ exact: link.to === '/', includeSearch: false }}
      onClick={onNavigate}
      className={`${BASE} text-muted ${className}`}
      activeProps={{ className: '!text-accent bg-surface-2/70' }}
    >
      {link.label}
    </Link>
  )
}

export function StoreLink({ className = '' }: { className?: string }) {
  return (
    <a href={STORE_URL} target="_blank" rel="noopener noreferrer" className={`${BASE} text-muted ${className}`}>
      Store
      <ExternalLink size={14} aria-hidden />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  )
}
