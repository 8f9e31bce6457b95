// Home (Browse): the featured hero and the story sections, or, for a search (?q=) of 3 or more
// characters, the search results instead. Everything comes from this device's database.
import { useMemo } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import { useHasSynced, useStories, useStoryTexts } from '../../../data/stories.ts'
import { HOME_MIN_QUERY, useStorySearch } from '../../../lib/story-search.ts'
import { FeaturedHero, FeaturedHeroSkeleton } from './featured-hero.tsx'
import { HomeSections } from './home-sections.tsx'
import { SearchResults } from './search-results.tsx'

const route = getRouteApi('/')

export function HomePage() {
  const { q = '' } = route.useSearch()
  const loaded = useStories()
  const hasSynced = useHasSynced()
  // Before the first sync an empty database means "not here yet", not "no stories".
  const stories = loaded && (loaded.length > 0 || hasSynced) ? loaded : undefined
  const texts = useStoryTexts()
  const searching = q.trim().length >= HOME_MIN_QUERY
  const results = useStorySearch(stories, texts, q, HOME_MIN_QUERY)
  const featured = useMemo(() => stories?.filter((s) => s.isFeatured), [stories])

  return (
    <div className="pb-8">
      <h1 className="sr-only">Browse stories</h1>
      {searching ? (
        <SearchResults query={q} results={results} />
      ) : (
        <>
          {!featured ? <FeaturedHeroSkeleton /> : featured.length > 0 && <FeaturedHero stories={featured} />}
          <HomeSections stories={stories} />
        </>
      )}
    </div>
  )
}
