// The three home sections (stories.md §2 Home): Series Collections (one carousel per series and
// season), Standalone Stories and Recently Added (the 6 newest), each with its skeleton count
// and empty message.
import { useMemo } from 'react'
import type { StorySummary } from '../../../../db/schema/story.ts'
import { StoryGrid } from '../../../components/story-card/story-grid.tsx'
import { StoryRow } from '../../../components/story-card/story-row.tsx'
import { EmptyStories } from '../../../components/story-card/story-grid.tsx'
import { SkeletonCards } from '../../../components/ui/skeleton.tsx'
import { groupSeries, seriesGroupHeading } from '../../../lib/series-groups.ts'
import { Section } from './section.tsx'

export const RECENT_LIMIT = 6

/** `stories` is undefined while loading; it arrives newest first. */
export function HomeSections({ stories }: { stories: StorySummary[] | undefined }) {
  const groups = useMemo(() => (stories ? groupSeries(stories) : undefined), [stories])
  const standalone = useMemo(() => stories?.filter((s) => s.category === 'standalone'), [stories])
  const recent = useMemo(() => stories?.slice(0, RECENT_LIMIT), [stories])

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-10 sm:px-6">
      <Section id="series-collections" title="Series Collections">
        {!groups ? (
          <SkeletonCards count={3} className="grid auto-cols-[220px] grid-flow-col gap-4 overflow-hidden" />
        ) : groups.length === 0 ? (
          <EmptyStories message="No series yet. Upload your first series episode!" />
        ) : (
          groups.map((group) => (
            <div key={group.key} className="flex flex-col gap-3">
              <h3 className="text-base font-semibold text-accent sm:text-lg">{seriesGroupHeading(group)}</h3>
              <StoryRow stories={group.episodes} label={seriesGroupHeading(group)} headingLevel={4} />
            </div>
          ))
        )}
      </Section>
      <Section id="standalone-stories" title="Standalone Stories" viewAll={{ filter: 'standalone' }}>
        <StoryGrid stories={standalone} skeletons={6} emptyMessage="No standalone stories yet. Upload your first story!" />
      </Section>
      <Section id="recently-added" title="Recently Added" viewAll={{ sort: 'recent' }}>
        <StoryRow stories={recent} label="Most recent stories" skeletons={3} emptyMessage="No recent stories yet. Upload your first story!" />
      </Section>
    </div>
  )
}
