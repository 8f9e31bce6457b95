// The player's position slider (0–100 % in 0.1 steps), times, skip back 15 s, play/pause, skip
// forward 30 s, and volume (0–100: the story channel of Audio Settings, times the master volume).
import { RotateCcw, RotateCw } from 'lucide-react'
import { ChannelVolume, PlayPauseButton } from './transport-parts.tsx'
import { PlayerPosition } from './player-position.tsx'
import { Button } from '../../ui/button.tsx'
import { seekBy, SKIP_BACK_S, SKIP_FORWARD_S, type PlayerView } from '../player.ts'

/** `marks`: where chapters begin, in percent of the length (the seek bar shows them). */
export function PlayerTransport({ view, marks = [] }: { view: PlayerView; marks?: number[] }) {
  const disabled = view.status === 'loading' || view.status === 'error' || view.status === 'idle'
  const playing = view.status === 'playing'

  return (
    <div className="flex flex-col gap-3">
      <PlayerPosition view={view} disabled={disabled} marks={marks} />
      <div className="flex items-center justify-center gap-4">
        <Button
          size="icon"
          variant="ghost"
          disabled={disabled}
          aria-label={`Back ${SKIP_BACK_S} seconds`}
          onClick={() => seekBy(-SKIP_BACK_S)}
        >
          <RotateCcw size={22} aria-hidden />
        </Button>
        <PlayPauseButton playing={playing} disabled={disabled} size="large" />
        <Button
          size="icon"
          variant="ghost"
          disabled={disabled}
          aria-label={`Forward ${SKIP_FORWARD_S} seconds`}
          onClick={() => seekBy(SKIP_FORWARD_S)}
        >
          <RotateCw size={22} aria-hidden />
        </Button>
      </div>
      <ChannelVolume channel="storyAudioVolume" label="Volume" />
    </div>
  )
}
