// My Library's search box, filter select and sort select (native selects: labelled, and the
// phone's own picker on touch screens).
import { Search } from 'lucide-react'
import {
  LIBRARY_FILTERS,
  LIBRARY_SORTS,
  SCHEDULED_FILTER,
  type LibraryChoice,
  type LibrarySort,
} from './library-view.ts'

interface LibraryControlsProps {
  query: string
  filter: LibraryChoice
  sort: LibrarySort
  /** The admin is also offered Scheduled. */
  isAdmin: boolean
  onQuery: (query: string) => void
  onFilter: (filter: LibraryChoice) => void
  onSort: (sort: LibrarySort) => void
}

const FIELD =
  'h-11 w-full rounded-lg border border-border bg-surface px-3 text-sm text-text focus-visible:border-accent'
const LABEL = 'flex flex-col gap-1 text-xs font-medium text-muted'

export function LibraryControls({ query, filter, sort, isAdmin, onQuery, onFilter, onSort }: LibraryControlsProps) {
  const filters = isAdmin ? [...LIBRARY_FILTERS, SCHEDULED_FILTER] : LIBRARY_FILTERS
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-[1fr_12rem_12rem]">
      <label className={`${LABEL} col-span-2 md:col-span-1`}>
        Search library
        <span className="relative">
          <Search
            size={16}
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted"
          />
          <input
            type="search"
            placeholder="Search by title or description..."
            value={query}
            onChange={(e) => onQuery(e.target.value)}
            className={`${FIELD} pl-9 placeholder:text-muted`}
          />
        </span>
      </label>
      <label className={LABEL}>
        Filter
        <select value={filter} onChange={(e) => onFilter(e.target.value as LibraryChoice)} className={FIELD}>
          {filters.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </label>
      <label className={LABEL}>
        Sort by
        <select value={sort} onChange={(e) => onSort(e.target.value as LibrarySort)} className={FIELD}>
          {LIBRARY_SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
