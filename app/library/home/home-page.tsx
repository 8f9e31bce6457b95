// Home (Browse): the featured hero and the story sections, or, for a search (?q=) of 3 or more
// characters, the search results instead. Everything comes from this device's database.
import { getRouteApi } from '@tanstack/react-router'
import { useFeaturedStories } from '../story-lists.ts'
import { HOME_MIN_QUERY } from '../story-search.ts'
import { FeaturedHero, FeaturedHeroSkeleton } from './featured-hero.tsx'
import { HomeSections } from './home-sections.tsx'
import { SearchResults } from './search-results.tsx'

const route = getRouteApi('/')

export function HomePage() {
  const { q = '' } = route.useSearch()
  const searching = q.trim().length >= HOME_MIN_QUERY
  const featured = useFeaturedStories()

  return (
    <div className="pb-8">
      <h1 className="sr-only">Browse stories</h1>
      {searching ? (
        <SearchResults query={q} />
      ) : (
        <>
          {!featured ? <FeaturedHeroSkeleton /> : featured.length > 0 && <FeaturedHero stories={featured} />}
          <HomeSections />
        </>
      )}
    </div>
  )
}
