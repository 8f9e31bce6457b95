// The catch-all page: the spec's words, then a way on: a search of the stories
// (the home page's search) and the main places of the hub.
import { useEffect, useState, type FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { buttonClass } from '../ui/button.tsx'
import { NOT_FOUND_TITLE, pageTitle } from '../../page/page-titles.ts'

const PLACES = [
  { to: '/library', label: 'My Library' },
  { to: '/music', label: 'Music' },
  { to: '/characters', label: 'Characters' },
  { to: '/links', label: 'Links' },
] as const

export function NotFound() {
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  useEffect(() => {
    document.title = pageTitle(NOT_FOUND_TITLE)
  }, [])
  const search = (event: FormEvent) => {
    event.preventDefault()
    const q = query.trim()
    void navigate({ to: '/', search: q ? { q } : {} })
  }
  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="text-muted">Did you forget to add the page to the router?</p>
      <p className="text-sm text-muted">
        This address leads nowhere in the hub. Search the stories, or go on from one of these places.
      </p>
      <form role="search" onSubmit={search} className="flex w-full gap-2">
        <label className="relative flex-1">
          <span className="sr-only">Search stories</span>
          <Search
            size={16}
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted"
          />
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search titles and story text…"
            className="h-11 w-full rounded-lg border border-border bg-surface pl-9 pr-3 text-sm placeholder:text-muted focus-visible:border-accent"
          />
        </label>
        <button type="submit" className={buttonClass('secondary')}>
          Search
        </button>
      </form>
      <Link to="/" className={buttonClass('primary')}>
        Back to Browse
      </Link>
      <nav aria-label="Places in the hub" className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
        {PLACES.map((p) => (
          <Link
            key={p.to}
            to={p.to}
            className="inline-flex min-h-11 min-w-11 items-center justify-center px-1 text-accent underline-offset-4 hover:underline"
          >
            {p.label}
          </Link>
        ))}
      </nav>
    </section>
  )
}
