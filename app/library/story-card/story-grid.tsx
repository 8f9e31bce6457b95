// Stories as a grid of cards: 2 / 4 / 6 columns on small / medium / large screens.
import type { StorySummary } from '../../../contract/story.ts'
import { SkeletonCards } from '../../ui/skeleton.tsx'
import { StoryCards } from './story-cards.tsx'

export const GRID_CLASS = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-6'
export const EMPTY_GRID_MESSAGE = 'No stories found. Upload your first story to get started!'

interface StoryGridProps {
  /** undefined while loading: `skeletons` placeholders show instead. */
  stories: StorySummary[] | undefined
  skeletons?: number
  emptyMessage?: string
  headingLevel?: 3 | 4
}

export function StoryGrid({ stories, skeletons = 6, emptyMessage = EMPTY_GRID_MESSAGE, headingLevel }: StoryGridProps) {
  if (!stories) return <SkeletonCards count={skeletons} className={GRID_CLASS} />
  if (stories.length === 0) return <EmptyStories message={emptyMessage} />
  return (
    <div className={GRID_CLASS}>
      <StoryCards stories={stories} layout="grid" headingLevel={headingLevel} />
    </div>
  )
}

export function EmptyStories({ message }: { message: string }) {
  return (
    <p className="rounded-xl border border-dashed border-border px-4 py-10 text-center text-sm text-muted">{message}</p>
  )
}
