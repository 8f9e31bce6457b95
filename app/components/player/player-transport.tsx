// The player's position slider (0–100 % in 0.1 steps), times, skip back 15 s, play/pause, skip
// forward 30 s, and volume (0–100: the story channel of Audio Settings, times the master volume).
import { Pause, Play, RotateCcw, RotateCw } from 'lucide-react'
import { RangeSlider } from '../ui/range-slider.tsx'
import { PlayerPosition } from './player-position.tsx'
import { Button } from '../ui/button.tsx'
import { notify } from '../toast/notify.ts'
import { audioSettings } from '../../data/settings.ts'
import { errorText } from '../../lib/error-text.ts'
import { seekBy, SKIP_BACK_S, SKIP_FORWARD_S, togglePlay, type PlayerView } from '../../player/player.ts'

export function PlayerTransport({ view }: { view: PlayerView }) {
  const volume = audioSettings.use().storyAudioVolume
  const disabled = view.status === 'loading' || view.status === 'error' || view.status === 'idle'
  const playing = view.status === 'playing'

  const toggle = async () => {
    if ((await togglePlay()) === 'failed') notify({ ...errorText.playback(), variant: 'destructive' })
  }

  return (
    <div className="flex flex-col gap-3">
      <PlayerPosition view={view} disabled={disabled} />
      <div className="flex items-center justify-center gap-4">
        <Button size="icon" variant="ghost" disabled={disabled} aria-label={`Back ${SKIP_BACK_S} seconds`} onClick={() => seekBy(-SKIP_BACK_S)}>
          <RotateCcw size={22} aria-hidden />
        </Button>
        <Button variant="primary" disabled={disabled} aria-label={playing ? 'Pause' : 'Play'} onClick={() => void toggle()} className="h-14 w-14 justify-center rounded-full">
          {playing ? <Pause size={26} aria-hidden /> : <Play size={26} aria-hidden className="translate-x-0.5" />}
        </Button>
        <Button size="icon" variant="ghost" disabled={disabled} aria-label={`Forward ${SKIP_FORWARD_S} seconds`} onClick={() => seekBy(SKIP_FORWARD_S)}>
          <RotateCw size={22} aria-hidden />
        </Button>
      </div>
      <label className="flex items-center gap-3 text-sm">
        <span className="w-16 shrink-0 text-muted">Volume</span>
        <RangeSlider
          name={{ label: 'Volume' }}
          value={volume}
          step={1}
          valueText={`${volume}%`}
          onChange={(storyAudioVolume) => audioSettings.write({ ...audioSettings.read(), storyAudioVolume })}
        />
      </label>
    </div>
  )
}
