// The story's title and its subtitle line: series and episode (or "Standalone story") and read
// time, then Follow for its series (or for new standalone stories, issue 59). Follow reads the
// device's database, so it comes as a part once the page is idle, in a place kept for it.
import type { StorySummary } from '../../contract/story.ts'
import { READER } from './reader-theme.ts'
import { storySubtitle } from '../../story-text/story-subtitle.ts'
import { lazyPart, preloadWhenIdle } from '../lib/lazy-part.ts'
import { useLazyPart } from '../ui/use-lazy-part.ts'

const followButton = lazyPart(() => import('../library/follow/follow-button.tsx'))
preloadWhenIdle(followButton)

/** Outlined in the reader's own colours, as its chapter buttons. */
const FOLLOW_LOOK = { idle: READER.outline, following: `${READER.outline} bg-(--reader-hover)` }

export function ReaderTitle({ story }: { story: StorySummary }) {
  const follow = useLazyPart(followButton)
  return (
    <header className="mb-10">
      <h1 className="text-3xl font-bold leading-tight sm:text-4xl">{story.title}</h1>
      <p className={`mt-3 text-sm ${READER.muted}`}>
        {storySubtitle(story)}
        {story.readTime && <> · {story.readTime} read</>}
      </p>
      <div className="mt-3 h-11 sm:h-8">{follow && <follow.StoryFollowButton story={story} look={FOLLOW_LOOK} />}</div>
    </header>
  )
}
