// One story as a card: cover and title open the reader; favourite,
// share, Listen (the player overlay), the More menu (download for offline), a Downloaded mark,
// Comments (N) toggling the comments panel, and the admin's Edit and Delete.
// With the panel open the card widens (a whole grid row, or a wider slide in a row). The panel's
// code is not the cards' (comments-slot.tsx).
import { memo, useState } from 'react'
import { useStore } from '@nanostores/react'
import { $pendingCovers } from './pending-covers.ts'
import { Link } from '@tanstack/react-router'
import { CloudCheck, Clock, Headphones, MessageCircle } from 'lucide-react'
import type { StorySummary } from '../../../contract/story.ts'
import { buttonClass } from '../../ui/button.tsx'
import { preloadPlayer } from '../../player/view/player-host.tsx'
import { StoryCover } from './story-cover.tsx'
import { FavouriteButton, ROUND, ShareButton } from './card-icon-buttons.tsx'
import { CardMenu } from './card-menu.tsx'
import { listenTo } from '../../player/story-actions.ts'
import { AdminCardActions } from './admin-card-actions.tsx'
import { CommentsSlot, loadComments, preloadComments } from './comments-slot.tsx'

export interface StoryCardProps {
  story: StorySummary
  isFavourite: boolean
  isDownloaded: boolean
  commentCount: number
  layout: 'row' | 'grid'
  /** h3 under a section heading, h4 under a series heading. */
  headingLevel?: 3 | 4
}

export const hasAudio = (story: StorySummary) => Boolean(story.audioUrl || story.audioFileUrl)

const WIDTH = {
  row: { closed: 'w-[220px] shrink-0', open: 'w-[min(88vw,640px)] shrink-0' },
  grid: { closed: '', open: 'col-span-full lg:col-span-4' },
}

/** Memoized: a keystroke in a search re-renders the page, and the cards it keeps need not render again. */
export const StoryCard = memo(function StoryCard({
  story,
  isFavourite,
  isDownloaded,
  commentCount,
  layout,
  headingLevel = 3,
}: StoryCardProps) {
  const [commentsOpen, setCommentsOpen] = useState(false)
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  const isSeries = story.category === 'series'
  const open = commentsOpen
  const pendingCover = useStore($pendingCovers, { keys: [story.id] })[story.id]

  return (
    <article
      data-testid="story-card"
      className={`flex flex-col overflow-hidden rounded-xl border border-border bg-surface transition-colors hover:border-accent/60 ${open ? 'sm:flex-row' : ''} ${WIDTH[layout][open ? 'open' : 'closed']}`}
    >
      <div
        className={`flex ${open ? 'flex-row gap-3 p-3 sm:w-[220px] sm:shrink-0 sm:flex-col sm:gap-0 sm:p-0' : 'flex-col'}`}
      >
        <div className={`relative ${open ? 'w-28 shrink-0 sm:w-full' : ''}`}>
          <Link to="/read/$id" params={{ id: story.id }} tabIndex={-1} aria-hidden className="block">
            <StoryCover
              story={story}
              localCover={pendingCover}
              className={`aspect-[2/3] w-full ${open ? 'rounded-lg sm:rounded-none' : ''}`}
            />
          </Link>
          <div className="absolute right-0 top-0 flex flex-col">
            <FavouriteButton story={story} isFavourite={isFavourite} />
            <ShareButton story={story} />
            {hasAudio(story) && <CardMenu story={story} className={ROUND} />}
          </div>
          {isDownloaded && (
            <span className="absolute bottom-1.5 left-1.5 inline-flex items-center gap-1 rounded-full bg-black/70 px-2 py-0.5 text-xs text-white">
              <CloudCheck size={12} aria-hidden />
              Downloaded
            </span>
          )}
        </div>

        <div className={`flex min-w-0 flex-1 flex-col gap-1.5 ${open ? 'sm:p-3' : 'p-3'}`}>
          <Heading className="text-sm font-semibold leading-snug sm:text-base">
            <Link
              to="/read/$id"
              params={{ id: story.id }}
              className="-my-[13px] line-clamp-2 py-[13px] hover:text-accent focus-visible:text-accent"
            >
              {story.title}
            </Link>
          </Heading>
          <p className="line-clamp-2 text-xs text-muted sm:text-sm">{story.description}</p>
          <div className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1 pt-1 text-xs text-muted">
            <span className="inline-flex items-center gap-1">
              <Clock size={12} aria-hidden />
              {story.readTime}
            </span>
            <span
              className={`rounded-full px-2 py-0.5 font-medium ${isSeries ? 'bg-accent/15 text-accent' : 'bg-surface-2 text-text'}`}
            >
              {isSeries ? 'Series' : 'Standalone'}
            </span>
            {isSeries && story.seasonNumber !== null && story.episodeNumber !== null && (
              <span
                className="tabular-nums text-text"
                aria-label={`Season ${story.seasonNumber}, episode ${story.episodeNumber}`}
              >
                S{story.seasonNumber}E{story.episodeNumber}
              </span>
            )}
          </div>
          <div className="flex flex-wrap gap-1.5 pt-1">
            {hasAudio(story) && (
              <button
                type="button"
                aria-haspopup="dialog"
                className={buttonClass('secondary', 'sm', 'px-2 text-xs')}
                onPointerDown={preloadPlayer}
                onClick={() => void listenTo(story)}
              >
                <Headphones size={14} aria-hidden />
                Listen
              </button>
            )}
            <button
              type="button"
              aria-expanded={open}
              className={buttonClass(open ? 'primary' : 'secondary', 'sm', 'px-2 text-xs')}
              onPointerEnter={preloadComments}
              onFocus={preloadComments}
              onClick={() => {
                if (!open) loadComments(() => setCommentsOpen(false))
                setCommentsOpen((v) => !v)
              }}
            >
              <MessageCircle size={14} aria-hidden />
              {open ? 'Hide' : `Comments (${commentCount})`}
            </button>
          </div>
          <AdminCardActions story={story} />
        </div>
      </div>
      {open && (
        <CommentsSlot story={story} className="min-w-0 flex-1 border-t border-border sm:border-l sm:border-t-0" />
      )}
    </article>
  )
})
