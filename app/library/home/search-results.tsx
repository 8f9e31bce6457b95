// Home search results: from 3 characters the page shows the stories found on
// this device, best match first, instead of its sections: the best HOME_RESULTS_MAX, and how many
// matched in all (the library lists every one). The search lives here, mounted only while there is
// one: the home's sections never render again for an index that changed under no search.
import { Link } from '@tanstack/react-router'
import { useStorySearch } from '../story-search.ts'
import { searchCountLine } from '../search-count.ts'
import { StoryGrid } from '../story-card/story-grid.tsx'

export function SearchResults({ query }: { query: string }) {
  const results = useStorySearch(query)
  return (
    <section aria-labelledby="search-heading" className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <h2 id="search-heading" className="text-2xl font-bold">
            Search results for "{query.trim()}"
          </h2>
          <p role="status" className="mt-1 text-sm text-muted">
            {results ? searchCountLine(results.total, results.stories.length) : 'Searching…'}
          </p>
        </div>
        <Link to="/" className="text-sm font-medium text-accent hover:underline">
          Clear search
        </Link>
      </div>
      <StoryGrid stories={results?.stories} skeletons={6} emptyMessage={`No stories match "${query.trim()}".`} />
    </section>
  )
}
