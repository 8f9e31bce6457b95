// The reader's header, fixed to the top while reading: back to the library, title, read time and
// percent read, then chapters, font size, reading settings, bookmark, highlights and notes, and
// Listen (its narration, or for a story without one the device's voice); the progress bar below.
// On a phone the reading tools fold behind one button and open as a row under the title, so the
// title has the width to be read.
// Sticky rather than fixed so it stacks under the site header at the top of the page and covers it
// (65 px, like the site header) once the page scrolls.
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, Ellipsis, Headphones } from 'lucide-react'
import type { StorySummary } from '../../contract/story.ts'
import type { Chapter } from '../../story-text/chapters.ts'
import { iconButton, READER } from './reader-theme.ts'
import { ChapterMenu } from './chapter-menu.tsx'
import { FontSizeButton } from './font-size-button.tsx'
import { BookmarkButton } from './bookmark-button.tsx'
import { ReadingSettingsButton } from './reading-settings-button.tsx'
import { ReadingProgressBar } from './reading-progress-bar.tsx'
import { HeaderTitle } from './header-title.tsx'
import { STORY_NOTES_SLOT } from './reader-slots.ts'
import type { Position } from './use-reading-position.ts'
import { preloadPlayer } from '../player/view/player-host.tsx'

interface Props {
  story: StorySummary
  percent: number
  chapters: Chapter[]
  chapterIndex: number
  onChapter: (index: number) => void
  currentPlace: () => Promise<Position>
  listening: boolean
  /** The story has no narration: Listen reads it with the device's voice. */
  voiced: boolean
  onListen: () => void
}

export function ReaderHeader({
  story,
  percent,
  chapters,
  chapterIndex,
  onChapter,
  currentPlace,
  listening,
  voiced,
  onListen,
}: Props) {
  const [toolsOpen, setToolsOpen] = useState(false)
  return (
    <div className={`sticky top-0 z-40 border-b ${READER.bar}`}>
      <div className="mx-auto flex min-h-[60px] max-w-2xl flex-wrap items-center gap-1 px-2 py-1">
        <Link to="/library" aria-label="Back to Library" className={iconButton()}>
          <ArrowLeft size={20} aria-hidden />
        </Link>
        <div className="min-w-0 flex-1 px-1">
          <HeaderTitle title={story.title} />
          <p className={`text-xs tabular-nums ${READER.muted}`}>
            {story.readTime && <>{story.readTime} · </>}
            <span data-testid="reader-percent">{percent}%</span>
            <span className="sr-only"> complete</span>
          </p>
        </div>
        <div
          id="reading-tools"
          className={`flex items-center gap-1 ${toolsOpen ? 'max-sm:order-last max-sm:w-full max-sm:justify-around' : 'max-sm:hidden'}`}
        >
          <ChapterMenu chapters={chapters} current={chapterIndex} onChapter={onChapter} />
          <FontSizeButton />
          <ReadingSettingsButton />
          <BookmarkButton storyId={story.id} currentPlace={currentPlace} />
          {/* "Highlights & notes": the button comes with the reader's places part (story-notes.tsx),
              into the room kept for it here, so the first screen carries none of it. */}
          <span id={STORY_NOTES_SLOT} className="inline-flex size-11 shrink-0" />
        </div>
        <button
          type="button"
          onPointerDown={preloadPlayer}
          onClick={onListen}
          aria-label={voiced ? 'Listen with the device voice' : 'Listen'}
          aria-pressed={listening}
          className={iconButton(listening ? 'bg-accent text-accent-fg hover:bg-accent' : '')}
        >
          <Headphones size={20} aria-hidden />
        </button>
        <button
          type="button"
          aria-label="Reading tools"
          aria-expanded={toolsOpen}
          aria-controls="reading-tools"
          onClick={() => setToolsOpen((open) => !open)}
          className={iconButton(`sm:hidden ${toolsOpen ? 'bg-current/10' : ''}`)}
        >
          <Ellipsis size={20} aria-hidden />
        </button>
      </div>
      <ReadingProgressBar percent={percent} />
    </div>
  )
}
