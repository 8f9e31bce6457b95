// The header's search box (titles and the stories' text). It searches on Browse (/?q=): on /
// typing updates q after a pause; elsewhere a query long enough for home search (3+) or Enter goes
// to / with it.
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { Search, X } from 'lucide-react'

export const SEARCH_DEBOUNCE_MS = 300
/** Home shows results from this many characters. */
const HOME_SEARCH_MIN = 3

export function SearchBox({ className = '', autoFocus = false }: { className?: string; autoFocus?: boolean }) {
  const location = useLocation()
  const navigate = useNavigate()
  const onHome = location.pathname === '/'
  const urlQuery = onHome ? ((location.search as { q?: string }).q ?? '') : ''
  const [value, setValue] = useState(urlQuery)
  const pushed = useRef(urlQuery)

  // Follow the address when it changes from elsewhere (Clear Search, back button, leaving /).
  useEffect(() => {
    if (urlQuery !== pushed.current) {
      pushed.current = urlQuery
      setValue(urlQuery)
    }
  }, [urlQuery])

  const go = (query: string) => {
    pushed.current = query
    const q = query === '' ? undefined : query
    void navigate({ to: '/', search: q === undefined ? {} : { q }, replace: onHome })
  }

  useEffect(() => {
    if (value === pushed.current) return
    if (!onHome && value.trim().length < HOME_SEARCH_MIN) return
    const timer = setTimeout(() => go(value), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [value, onHome]) // go() is rebuilt per render; value and place decide

  const submit = (event: FormEvent) => {
    event.preventDefault()
    go(value)
  }

  return (
    <form role="search" onSubmit={submit} className={`relative ${className}`}>
      <Search
        size={16}
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted"
      />
      <input
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder="Search stories..."
        aria-label="Search stories"
        autoFocus={autoFocus}
        enterKeyHint="search"
        className="h-11 w-full rounded-full border border-border bg-bg/70 pl-9 pr-11 text-base text-text placeholder:text-muted focus:border-accent focus:outline-none md:text-sm [&::-webkit-search-cancel-button]:hidden"
      />
      {value !== '' && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setValue('')
            if (onHome) go('')
          }}
          className="absolute right-0 top-0 grid size-11 place-items-center rounded-full text-muted hover:text-text"
        >
          <X size={16} aria-hidden />
        </button>
      )}
    </form>
  )
}
