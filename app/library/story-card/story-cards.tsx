// The cards of a list (grid or carousel), each with its favourite state and comment count, which
// are read once for the whole list.
import type { StorySummary } from '../../../contract/story.ts'
import { StoryCard } from './story-card.tsx'
import { commentCountOf, useCardData } from './use-card-data.ts'

export function StoryCards({
  stories,
  layout,
  headingLevel,
}: {
  stories: StorySummary[]
  layout: 'grid' | 'row'
  headingLevel?: 3 | 4
}) {
  const data = useCardData()
  return stories.map((story) => (
    <StoryCard
      key={story.id}
      story={story}
      layout={layout}
      headingLevel={headingLevel}
      isFavourite={data.favourites.has(story.id)}
      isDownloaded={data.downloaded.has(story.id)}
      commentCount={commentCountOf(story, data)}
    />
  ))
}
