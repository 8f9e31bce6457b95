// My Library (/library): counters, search (2+ characters: title and description, plus what the
// offline full-text search finds), filter and sort, "Showing N of M stories", and the grid; for the
// admin, the Scheduled filter lists the stories not released yet (app/library/scheduled/). The
// list is story ids read by index; the grid is virtualized, so 10,000 stories cost a screenful.
import { useState } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import { useStoriesById } from './stories.ts'
import { useDownloadedStoryIds } from '../player/downloads.ts'
import { useLibrary } from './library.ts'
import { useShownSearch } from './story-search.ts'
import { VirtualStoryGrid } from './story-card/virtual-story-grid.tsx'
import { SkeletonCards } from '../ui/skeleton.tsx'
import { GRID_CLASS, StoryGrid } from './story-card/story-grid.tsx'
import { isLibraryQuery, resultLine, type LibraryChoice, type LibrarySort } from './library-view.ts'
import { LibraryControls } from './library-controls.tsx'
import { LibraryCounters } from './library-counters.tsx'
import { LibraryEmpty } from './library-empty.tsx'
import { useIsAdmin } from '../settings/settings.ts'
import { ScheduledLibrarySlot } from './scheduled/scheduled-part.tsx'

const route = getRouteApi('/library')
/** A library this small is all in the page (find in page works, nothing to measure); above it, a screenful. */
export const VIRTUALIZE_FROM = 120
const NO_DOWNLOADS: ReadonlySet<string> = new Set()

function AllStories({ ids }: { ids: readonly string[] }) {
  const stories = useStoriesById(ids)
  return <StoryGrid stories={stories && ids.flatMap((id) => stories.get(id) ?? [])} skeletons={10} />
}

export function LibraryPage() {
  const start = route.useSearch()
  const [query, setQuery] = useState('')
  const isAdmin = useIsAdmin()
  const [chosen, setFilter] = useState<LibraryChoice>(start.filter ?? 'all')
  // Scheduled is the admin's alone: signed out, the library shows everything again.
  const filter = chosen === 'scheduled' && !isAdmin ? 'all' : chosen
  const scheduled = filter === 'scheduled'
  const [sort, setSort] = useState<LibrarySort>(start.sort ?? 'recent')
  // The list and its line show the latest answer, for the query it answers: while the next one is
  // on its way, the last stays (the grid narrows instead of going blank at every keystroke).
  const shown = useShownSearch(isLibraryQuery(query) ? query : '', true)
  const searching = shown !== undefined && isLibraryQuery(shown.query)
  const downloaded = useDownloadedStoryIds() ?? NO_DOWNLOADS
  const library = useLibrary({
    filter: scheduled ? 'all' : filter,
    sort,
    hits: searching ? shown.ids : undefined,
    downloaded,
  })
  const isLoading = !library || !shown
  const emptyReason = searching ? 'search' : filter !== 'all' ? 'filter' : 'none'

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold">My Library</h1>
        <p className="mt-1 text-muted">Browse all your stories in one place</p>
      </header>
      <LibraryCounters counters={library?.counters} />
      <LibraryControls
        query={query}
        filter={filter}
        sort={sort}
        isAdmin={isAdmin}
        onQuery={setQuery}
        onFilter={setFilter}
        onSort={setSort}
      />
      {scheduled ? (
        <ScheduledLibrarySlot query={query} />
      ) : (
        <>
          <p role="status" className="text-sm text-muted">
            {!isLoading ? resultLine(library.ids.length, library.counters.total, shown.query) : '\u00a0'}
          </p>
          <h2 className="sr-only">Stories</h2>
          {isLoading ? (
            <SkeletonCards count={10} className={GRID_CLASS} />
          ) : library.ids.length === 0 ? (
            <LibraryEmpty
              reason={emptyReason}
              onClear={() => {
                setQuery('')
                setFilter('all')
              }}
            />
          ) : library.ids.length <= VIRTUALIZE_FROM ? (
            <AllStories ids={library.ids} />
          ) : (
            <VirtualStoryGrid ids={library.ids} />
          )}
        </>
      )}
    </div>
  )
}
