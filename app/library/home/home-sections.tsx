// The home sections: for the admin, Scheduled (issue 61: what is not released yet, loaded for the
// admin alone); New in what you follow (only when there is something, issue 59), Series
// Collections (one carousel per series and season, each with Follow), Standalone Stories (Follow
// for new ones) and Recently Added (the 6 newest), each with its skeleton count and empty
// message. Each shows a bounded number of stories (app/library/story-lists.ts); View All opens the
// rest in the library.
import {
  shelfHeading,
  STANDALONE_HOME_MAX,
  useNewestInCategory,
  useRecentStories,
  useSeriesShelves,
} from '../story-lists.ts'
import { StoryGrid } from '../story-card/story-grid.tsx'
import { StoryRow } from '../story-card/story-row.tsx'
import { EmptyStories } from '../story-card/story-grid.tsx'
import { SkeletonCards } from '../../ui/skeleton.tsx'
import { Section } from './section.tsx'
import { BookDownload, seriesBookUrl } from '../../reader/book-download.tsx'
import { RECENT_LIMIT } from '../../../contract/home-lists.ts'
import { FollowButton } from '../follow/follow-button.tsx'
import { STANDALONE_TARGET } from '../follow/follows.ts'
import { useNewInFollows } from '../follow/new-in-follows.ts'
import { ScheduledShelfSlot } from '../scheduled/scheduled-part.tsx'

/** A component of its own: the device's answer (most often none) re-renders it alone, never the
 * sections drawn on the first screen. */
function NewInFollows() {
  const stories = useNewInFollows()
  if (!stories || stories.length === 0) return null
  return (
    <Section id="new-in-follows" title="New in what you follow">
      <StoryRow stories={stories} label="New in what you follow" />
    </Section>
  )
}

export function HomeSections() {
  const groups = useSeriesShelves()
  const standalone = useNewestInCategory('standalone', STANDALONE_HOME_MAX)
  const recent = useRecentStories(RECENT_LIMIT)

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-10 sm:px-6">
      <ScheduledShelfSlot />
      <NewInFollows />
      <Section id="series-collections" title="Series Collections" viewAll={{ filter: 'series' }}>
        {!groups ? (
          <SkeletonCards count={3} className="grid auto-cols-[220px] grid-flow-col gap-4 overflow-hidden" />
        ) : groups.length === 0 ? (
          <EmptyStories message="No series yet. Upload your first series episode!" />
        ) : (
          groups.map((group) => (
            <div key={group.key} className="flex flex-col gap-3">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h3 className="text-base font-semibold text-accent sm:text-lg">{shelfHeading(group)}</h3>
                {group.episodes[0]?.seriesId && (
                  <div className="flex items-center gap-4">
                    <FollowButton target={group.episodes[0].seriesId} name={group.seriesTitle} />
                    <BookDownload
                      href={seriesBookUrl(group.episodes[0].seriesId)}
                      label={`Download EPUB: ${group.seriesTitle}`}
                    >
                      Download EPUB
                    </BookDownload>
                  </div>
                )}
              </div>
              <StoryRow stories={group.episodes} label={shelfHeading(group)} headingLevel={4} />
            </div>
          ))
        )}
      </Section>
      <Section
        id="standalone-stories"
        title="Standalone Stories"
        viewAll={{ filter: 'standalone' }}
        action={<FollowButton target={STANDALONE_TARGET} name="new standalone stories" />}
      >
        <StoryGrid
          stories={standalone}
          skeletons={6}
          emptyMessage="No standalone stories yet. Upload your first story!"
        />
      </Section>
      <Section id="recently-added" title="Recently Added" viewAll={{ sort: 'recent' }}>
        <StoryRow
          stories={recent}
          label="Most recent stories"
          skeletons={3}
          emptyMessage="No recent stories yet. Upload your first story!"
        />
      </Section>
    </div>
  )
}
