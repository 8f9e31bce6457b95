// One story not released yet, on the Scheduled shelf and the library's Scheduled filter (issue 61):
// its cover (a tap opens Edit), title, series place, the release time in this device's zone and the
// countdown to it, or "Draft: not scheduled"; then its buttons (scheduled-card-controls.tsx). No
// favourite, share, listen or comments: readers cannot reach the story yet.
import type { StorySummary } from '../../../contract/story.ts'
import type { OutboxEntry } from '../../../db/local/db.ts'
import { useHydrated } from '../../data/queries/hydration.ts'
import { openEditStory, openUploadStory } from '../../publishing/story-dialog-host.tsx'
import { reopenQueuedStory } from '../../publishing/publishing.ts'
import { timeInWords } from '../../publishing/schedule-time.ts'
import { StoryCover } from '../story-card/story-cover.tsx'
import { ReleaseCountdown } from './release-countdown-line.tsx'
import { ScheduledActions, WaitingToSchedule } from './scheduled-card-controls.tsx'
import { useWaitingCover } from './waiting-cover.ts'

interface ScheduledCardProps {
  story: StorySummary
  /** The outbox's entries about this story, oldest first (usePendingWrites). */
  entries: readonly OutboxEntry[] | undefined
}

/** The release time in words, or as stored when it cannot be read (Intl throws on an Invalid Date). */
function releaseWords(publishAt: string): string {
  const date = new Date(publishAt)
  return Number.isNaN(date.getTime()) ? publishAt : timeInWords(date)
}

function EpisodeLine({ story }: { story: StorySummary }) {
  const { seriesTitle, seasonNumber, episodeNumber } = story
  if (story.category !== 'series' || seasonNumber === null || episodeNumber === null) return null
  const series = seriesTitle ? `${seriesTitle} · ` : ''
  return (
    <p className="truncate text-xs text-muted sm:text-sm">
      <span aria-hidden>{`${series}S${seasonNumber} · E${episodeNumber}`}</span>
      <span className="sr-only">{`${series}Season ${seasonNumber}, episode ${episodeNumber}`}</span>
    </p>
  )
}

/** The hour in this device's zone and the countdown, both read from the device: after hydration. */
function ReleaseLines({ story }: { story: StorySummary }) {
  const hydrated = useHydrated()
  if (story.status !== 'scheduled') return <p className="text-xs text-muted sm:text-sm">Draft: not scheduled</p>
  if (story.publishAt === null) return null
  return (
    <>
      <p className="text-xs text-muted sm:text-sm">
        <time dateTime={story.publishAt}>{hydrated ? releaseWords(story.publishAt) : ''}</time>
      </p>
      {hydrated && (
        <p className="text-sm font-medium tabular-nums text-accent">
          <ReleaseCountdown publishAt={story.publishAt} />
        </p>
      )}
    </>
  )
}

export function ScheduledCard({ story, entries }: ScheduledCardProps) {
  const first = entries?.[0]
  const waitingPublish = first?.kind === 'story.publish' ? first : undefined
  const isDeleting = entries?.some((e) => e.kind === 'story.delete') === true
  const cover = useWaitingCover(entries)
  // A new story not sent yet goes back into the upload form; one the server holds opens in Edit.
  const edit = waitingPublish
    ? () => void reopenQueuedStory(waitingPublish.seq!).then(openUploadStory)
    : () => openEditStory(story.id)
  const thumbnail = <StoryCover story={story} localCover={cover} className="aspect-[2/3] w-16 rounded-lg" />

  return (
    <article
      data-testid="scheduled-card"
      aria-label={`${story.status === 'scheduled' ? 'Scheduled' : 'Draft'}: ${story.title}`}
      className="flex h-full flex-col gap-3 rounded-xl border border-border bg-surface p-3"
    >
      <div className="flex gap-3">
        {isDeleting ? (
          <div className="shrink-0">{thumbnail}</div>
        ) : (
          // The Edit button below is the same action for the keyboard and screen readers.
          <button type="button" tabIndex={-1} aria-hidden onClick={edit} className="shrink-0 self-start rounded-lg">
            {thumbnail}
          </button>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="line-clamp-2 text-sm font-semibold leading-snug sm:text-base">{story.title}</h3>
          <EpisodeLine story={story} />
          <ReleaseLines story={story} />
        </div>
      </div>
      <div className="mt-auto">
        {waitingPublish ? (
          <WaitingToSchedule entry={waitingPublish} onEdit={edit} />
        ) : (
          <ScheduledActions story={story} entries={entries} onEdit={edit} />
        )}
      </div>
    </article>
  )
}
