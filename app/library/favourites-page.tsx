// Your Favourites (/favourites): the stories favourited on this device, newest first, then what
// it follows (issue 59).
import { useMemo } from 'react'
import { Link } from '@tanstack/react-router'
import { Heart } from 'lucide-react'
import { useFavouriteIds } from './favourites.ts'
import { useStoriesById } from './stories.ts'
import { StoryGrid } from './story-card/story-grid.tsx'
import { buttonClass } from '../ui/button.tsx'
import { FollowingList } from './follow/following-list.tsx'

export function FavouritesPage() {
  const ids = useFavouriteIds()
  const stories = useStoriesById(ids ? [...ids] : [])
  const favourites = useMemo(
    () => (stories && ids ? [...stories.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) : undefined),
    [stories, ids],
  )

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold">Your Favourites</h1>
        <p className="mt-1 text-muted">
          {favourites ? `${favourites.length} ${favourites.length === 1 ? 'story' : 'stories'}` : '\u00a0'}
        </p>
      </header>
      <h2 className="sr-only">Favourite stories</h2>
      {favourites && favourites.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-4 py-12 text-center">
          <Heart size={40} aria-hidden className="text-muted" />
          <p className="font-semibold">No favourites yet</p>
          <p className="text-sm text-muted">Tap the heart on any story to keep it here.</p>
          <Link to="/" className={buttonClass('primary')}>
            Browse Stories
          </Link>
        </div>
      ) : (
        <StoryGrid stories={favourites} skeletons={6} />
      )}
      <FollowingList />
    </div>
  )
}
