// The story's title and its subtitle line: series and episode (or "Standalone story") and read time.
import type { StorySummary } from '../../contract/story.ts'
import { READER } from './reader-theme.ts'
import { storySubtitle } from '../../story-text/story-subtitle.ts'

export function ReaderTitle({ story }: { story: StorySummary }) {
  return (
    <header className="mb-10">
      <h1 className="text-3xl font-bold leading-tight sm:text-4xl">{story.title}</h1>
      <p className={`mt-3 text-sm ${READER.muted}`}>
        {storySubtitle(story)}
        {story.readTime && <> · {story.readTime} read</>}
      </p>
    </header>
  )
}
