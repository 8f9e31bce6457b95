// What a story's narration timings add to the player (issue 25): a Captions switch and, while it
// is on, the words being spoken (for readers who cannot hear the audio); and the chapter list,
// the chapter playing marked, each a tap away.
import { useStore } from '@nanostores/react'
import { Captions } from 'lucide-react'
import { Button } from '../../ui/button.tsx'
import type { Cue } from '../../../story-text/webvtt.ts'
import { clockTime } from '../../lib/clock-time.ts'
import { chapterAt } from '../chapter-skip.ts'
import { $caption, $captionsOn } from '../narration-timings.ts'
import { seekTo } from '../player.ts'

export function PlayerCaptions() {
  const on = useStore($captionsOn)
  const caption = useStore($caption)
  return (
    <div className="flex flex-col gap-2">
      <Button size="sm" variant="ghost" className="self-start" aria-pressed={on} onClick={() => $captionsOn.set(!on)}>
        <Captions size={16} aria-hidden />
        {on ? 'Hide captions' : 'Show captions'}
      </Button>
      {on && (
        <p data-testid="player-caption" className="min-h-12 rounded-lg bg-surface-2 px-3 py-2 text-sm">
          {caption || '\u00a0'}
        </p>
      )}
    </div>
  )
}

export function PlayerChapters({ chapters, position }: { chapters: Cue[]; position: number }) {
  const current = chapterAt(
    chapters.map((chapter) => chapter.start),
    position,
  )
  return (
    <nav aria-label="Chapters">
      <ol className="flex flex-col">
        {chapters.map((chapter, index) => (
          <li key={chapter.start}>
            <button
              type="button"
              aria-current={index === current ? 'true' : undefined}
              onClick={() => seekTo(chapter.start)}
              className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-3 text-left text-sm hover:bg-surface-2 aria-[current=true]:font-semibold aria-[current=true]:text-accent"
            >
              <span className="min-w-0 truncate">{chapter.text}</span>
              <span className="shrink-0 tabular-nums text-muted">{clockTime(chapter.start)}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  )
}
