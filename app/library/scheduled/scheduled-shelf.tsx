// The admin's Scheduled shelf on home (issue 61): every story not released yet, the next release
// first, drafts after (scheduled-stories.ts). Only the admin's pages load it (scheduled-part.tsx),
// and it is not drawn at all while there is nothing to show.
import type { StorySummary } from '../../../contract/story.ts'
import { resourceKey, usePendingWrites } from '../../data/writes/pending-writes.ts'
import { Section } from '../home/section.tsx'
import { EmptyStories } from '../story-card/story-grid.tsx'
import { ScheduledCard } from './scheduled-card.tsx'
import { useScheduledStories } from './scheduled-stories.ts'
import { isLibraryQuery, resultLine } from '../library-view.ts'

// One card a row on a phone (each has four buttons), two or three side by side on wider screens.
const LIST_CLASS = 'grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3'

/** The cards, with one read of the outbox for all of them; the shelf's and the library's. */
export function ScheduledCards({ stories }: { stories: readonly StorySummary[] }) {
  const pending = usePendingWrites()
  if (stories.length === 0) return <EmptyStories message="No stories are scheduled." />
  return (
    <ul className={LIST_CLASS}>
      {stories.map((story) => (
        <li key={story.id}>
          <ScheduledCard story={story} entries={pending.get(resourceKey('story', story.id))} />
        </li>
      ))}
    </ul>
  )
}

export function ScheduledShelf() {
  const stories = useScheduledStories()
  if (!stories || stories.length === 0) return null
  return (
    <Section id="scheduled" title="Scheduled">
      <ScheduledCards stories={stories} />
    </Section>
  )
}

/** The library's Scheduled filter: the same cards, narrowed by the library's search box (title or description). */
export function ScheduledLibrary({ query }: { query: string }) {
  const stories = useScheduledStories()
  const needle = query.trim().toLowerCase()
  const shown = isLibraryQuery(query)
    ? stories?.filter((s) => `${s.title}\n${s.description}`.toLowerCase().includes(needle))
    : stories
  return (
    <>
      <p role="status" className="text-sm text-muted">
        {stories && shown ? resultLine(shown.length, stories.length, query, 'scheduled stories') : '\u00a0'}
      </p>
      <h2 className="sr-only">Scheduled stories</h2>
      {shown && <ScheduledCards stories={shown} />}
    </>
  )
}
