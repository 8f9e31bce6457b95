// Stories as one horizontal carousel of 220 px cards that scrolls (and snaps) sideways.
import type { StorySummary } from '../../../contract/story.ts'
import { SkeletonCards } from '../../ui/skeleton.tsx'
import { StoryCards } from './story-cards.tsx'
import { EmptyStories } from './story-grid.tsx'

const ROW_CLASS =
  'scroll-row -mx-4 flex items-stretch gap-4 overflow-x-auto scroll-px-4 px-4 pb-3 sm:-mx-6 sm:scroll-px-6 sm:px-6'

interface StoryRowProps {
  stories: StorySummary[] | undefined
  /** Names the carousel for screen readers, e.g. its section heading. */
  label: string
  skeletons?: number
  emptyMessage?: string
  headingLevel?: 3 | 4
}

export function StoryRow({ stories, label, skeletons = 3, emptyMessage, headingLevel }: StoryRowProps) {
  if (!stories)
    return <SkeletonCards count={skeletons} className="grid auto-cols-[220px] grid-flow-col gap-4 overflow-hidden" />
  if (stories.length === 0 && emptyMessage) return <EmptyStories message={emptyMessage} />
  return (
    <div role="region" aria-label={label} className={ROW_CLASS}>
      <StoryCards stories={stories} layout="row" headingLevel={headingLevel} />
    </div>
  )
}
