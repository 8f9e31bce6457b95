// The player's position slider (0–100 % in 0.1 steps) with the time played and left; while the
// thumb is dragged it follows the finger, and the audio seeks when it is let go. Chapter starts
// are marked above the bar.
import { useState } from 'react'
import { RangeSlider } from '../../ui/range-slider.tsx'
import { clockTime, spokenTime, timeLeft } from '../../lib/clock-time.ts'
import { seekTo, type PlayerView } from '../player.ts'

export function PlayerPosition({
  view,
  disabled,
  marks = [],
}: {
  view: PlayerView
  disabled: boolean
  marks?: number[]
}) {
  const [dragged, setDragged] = useState<number | null>(null)
  const percent = dragged ?? (view.duration > 0 ? (view.position / view.duration) * 100 : 0)
  const shown = dragged === null ? view.position : (dragged / 100) * view.duration
  return (
    <div className="relative">
      {marks.map((mark) => (
        <span
          key={mark}
          data-testid="chapter-mark"
          aria-hidden
          className="pointer-events-none absolute top-1/2 z-10 h-3 w-0.5 -translate-y-[150%] rounded bg-muted"
          style={{ left: `${mark}%` }}
        />
      ))}
      <RangeSlider
        name={{ label: 'Position' }}
        value={Math.round(percent * 10) / 10}
        step={0.1}
        disabled={disabled}
        valueText={`${spokenTime(shown)} of ${spokenTime(view.duration)}`}
        onChange={setDragged}
        onCommit={(value) => {
          seekTo((value / 100) * view.duration)
          setDragged(null)
        }}
      />
      <div className="flex justify-between text-xs tabular-nums text-muted">
        <span data-testid="position-time">{clockTime(shown)}</span>
        <span data-testid="time-left">{timeLeft(shown, view.duration)}</span>
      </div>
    </div>
  )
}
