// A story card's comments panel (story-card.tsx), whose code is not the cards': it loads at idle
// after the first screen, or when Comments is pressed (or pointed at, or focused). Opened before
// it is there, the card shows the panel's frame at once (the same section, with the placeholders
// the panel shows while it reads the comments) and the panel fills it when its code arrives: a
// phone's first tap waited 300–500 ms for the files otherwise (issue 55). Only an open card
// renders this, so the code's arrival draws no other card again.
import type { StorySummary } from '../../../contract/story.ts'
import { lazyPart, preloadWhenIdle } from '../../lib/lazy-part.ts'
import { useLazyPart } from '../../ui/use-lazy-part.ts'
import { tellPartNotLoaded } from '../../ui/part-not-loaded.ts'
import { Skeleton } from '../../ui/skeleton.tsx'

const panel = lazyPart(() => import('../../comments/comments-panel.tsx'))
preloadWhenIdle(panel)

export const preloadComments = panel.preload

/**
 * For a press that opens the panel: its code could not be fetched (offline before the worker had it), so it is said,
 * and `close` closes the card.
 */
export function loadComments(close: () => void): void {
  panel.load().catch(() => {
    close()
    tellPartNotLoaded()
  })
}

export function CommentsSlot({ story, className }: { story: StorySummary; className: string }) {
  const loaded = useLazyPart(panel, true)
  if (loaded) return <loaded.CommentsPanel story={story} className={className} />
  return (
    <section
      aria-label={`Comments on "${story.title}"`}
      aria-busy="true"
      className={`flex flex-col gap-3 p-3 ${className}`}
    >
      <div className="flex flex-col gap-2">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    </section>
  )
}
