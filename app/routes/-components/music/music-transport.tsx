// The playing track's controls in its album (hub.md §4): position, previous, play/pause, next,
// shuffle, repeat (none → one → all) and the music volume (Audio Settings' music channel).
import { Pause, Play, Repeat, Repeat1, Shuffle, SkipBack, SkipForward } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { PlayerPosition } from '../../../components/player/player-position.tsx'
import { RangeSlider } from '../../../components/ui/range-slider.tsx'
import { notify } from '../../../components/toast/notify.ts'
import { audioSettings } from '../../../data/settings.ts'
import { errorText } from '../../../lib/error-text.ts'
import { togglePlay, type PlayerView } from '../../../player/player.ts'
import { cycleRepeatMode, nextTrack, previousTrack, toggleShuffle } from '../../../player/music-actions.ts'

const REPEAT_LABEL = { none: 'Repeat: off', one: 'Repeat: this track', all: 'Repeat: whole album' } as const

export function MusicTransport({ view }: { view: PlayerView }) {
  const volume = audioSettings.use().musicVolume
  const disabled = view.status === 'loading' || view.status === 'error'
  const playing = view.status === 'playing'
  const toggle = async () => {
    if ((await togglePlay()) === 'failed') notify({ ...errorText.playback(), variant: 'destructive' })
  }

  return (
    <div className="flex flex-col gap-2 rounded-xl border border-border bg-surface-2/40 p-3" data-testid="music-transport" data-status={view.status}>
      <p className="truncate text-sm"><span className="text-muted">Now playing: </span><span className="font-semibold">{view.item?.title}</span></p>
      {view.status === 'error' && <p role="alert" className="text-sm text-danger">{errorText.audioLoad(view.failure ?? 'load', 'track').title}</p>}
      <PlayerPosition view={view} disabled={disabled} />
      <div className="flex items-center justify-center gap-2">
        <Button size="icon" variant="ghost" aria-pressed={view.shuffle} aria-label="Shuffle" onClick={toggleShuffle} className={view.shuffle ? '!text-accent' : 'text-muted'}>
          <Shuffle size={18} aria-hidden />
        </Button>
        <Button size="icon" variant="ghost" aria-label="Previous track" onClick={() => void previousTrack()}>
          <SkipBack size={20} aria-hidden />
        </Button>
        <Button variant="primary" disabled={disabled} aria-label={playing ? 'Pause' : 'Play'} onClick={() => void toggle()} className="h-12 w-12 justify-center rounded-full">
          {playing ? <Pause size={22} aria-hidden /> : <Play size={22} aria-hidden className="translate-x-0.5" />}
        </Button>
        <Button size="icon" variant="ghost" aria-label="Next track" onClick={() => void nextTrack()}>
          <SkipForward size={20} aria-hidden />
        </Button>
        <Button size="icon" variant="ghost" aria-label={REPEAT_LABEL[view.repeat]} data-repeat={view.repeat} onClick={cycleRepeatMode} className={view.repeat !== 'none' ? '!text-accent' : 'text-muted'}>
          {view.repeat === 'one' ? <Repeat1 size={18} aria-hidden /> : <Repeat size={18} aria-hidden />}
        </Button>
      </div>
      <label className="flex items-center gap-3 text-sm">
        <span className="w-16 shrink-0 text-muted">Volume</span>
        <RangeSlider
          name={{ label: 'Music volume' }}
          value={volume}
          step={1}
          valueText={`${volume}%`}
          onChange={(musicVolume) => audioSettings.write({ ...audioSettings.read(), musicVolume })}
        />
      </label>
    </div>
  )
}
