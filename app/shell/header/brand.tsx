// The product name with its tagline naming the universe, linking home. On a phone
// the tagline is its shortest, so both lines fit beside the header's four icons.
import { Link } from '@tanstack/react-router'
import { Sparkles } from 'lucide-react'

export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" onClick={onNavigate} className="group flex min-w-0 items-center gap-2 rounded-lg py-1">
      <span
        aria-hidden
        className="hidden h-9 w-9 min-[400px]:grid sm:grid shrink-0 place-items-center rounded-xl bg-accent/15 text-accent ring-1 ring-accent/40"
      >
        <Sparkles size={18} />
      </span>
      <span className="min-w-0 leading-tight">
        <span className="block truncate text-base font-bold tracking-tight text-text">Infinaeon Hub</span>
        <span className="block truncate text-xs text-muted">
          <span className="sm:hidden">Infinaeon Universe</span>
          <span className="hidden sm:inline">Stories of the Infinaeon Universe</span>
        </span>
      </span>
    </Link>
  )
}
