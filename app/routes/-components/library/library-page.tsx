// My Library (/library): counters, search (2+ characters: title and description, plus what the
// offline full-text search finds), filter and sort, "Showing N of M stories", and the grid.
import { useMemo, useState } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import { useHasSynced, useStories, useStoryTexts } from '../../../data/stories.ts'
import { useDownloadedStoryIds } from '../../../data/downloads.ts'
import { StoryGrid } from '../../../components/story-card/story-grid.tsx'
import {
  applyLibraryView, countLibrary, isLibraryQuery, LIBRARY_MIN_QUERY, resultLine, type LibraryFilter, type LibrarySort,
} from '../../../lib/library-view.ts'
import { useStorySearch } from '../../../lib/story-search.ts'
import { LibraryControls } from './library-controls.tsx'
import { LibraryCounters } from './library-counters.tsx'
import { LibraryEmpty } from './library-empty.tsx'

const route = getRouteApi('/library')

export function LibraryPage() {
  const start = route.useSearch()
  const loaded = useStories()
  const hasSynced = useHasSynced()
  const stories = loaded && (loaded.length > 0 || hasSynced) ? loaded : undefined
  const texts = useStoryTexts()
  const [query, setQuery] = useState('')
  const [filter, setFilter] = useState<LibraryFilter>(start.filter ?? 'all')
  const [sort, setSort] = useState<LibrarySort>(start.sort ?? 'recent')
  const found = useStorySearch(stories, texts, query, LIBRARY_MIN_QUERY)
  const searchHits = useMemo(() => new Set(found?.map((s) => s.id)), [found])
  const downloaded = useDownloadedStoryIds()
  const shown = useMemo(
    () => (stories ? applyLibraryView(stories, { query, filter, sort, searchHits, downloaded }) : undefined),
    [stories, query, filter, sort, searchHits, downloaded],
  )
  const counters = useMemo(() => (stories ? countLibrary(stories) : undefined), [stories])
  const emptyReason = isLibraryQuery(query) ? 'search' : filter !== 'all' ? 'filter' : 'none'

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold">My Library</h1>
        <p className="mt-1 text-muted">Browse all your stories in one place</p>
      </header>
      <LibraryCounters counters={counters} />
      <LibraryControls query={query} filter={filter} sort={sort} onQuery={setQuery} onFilter={setFilter} onSort={setSort} />
      <p role="status" className="text-sm text-muted">{shown && stories ? resultLine(shown.length, stories.length, query) : '\u00a0'}</p>
      <h2 className="sr-only">Stories</h2>
      {shown && shown.length === 0 ? (
        <LibraryEmpty reason={emptyReason} onClear={() => { setQuery(''); setFilter('all') }} />
      ) : (
        <StoryGrid stories={shown} skeletons={10} />
      )}
    </div>
  )
}
